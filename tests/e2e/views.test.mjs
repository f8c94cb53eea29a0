// The learning views in headless Chromium: panels, the aligned and difference grids, the head grid
// and arcs, the Position panel and its controls, outputs, and the predict-then-reveal questions.
// Each test asserts what a learner should see, not only that something rendered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForFile, serveSite, openPage, withOpenPage, screenshot, numberAfterEquals, gridCells, gridCell, hoverCell, openSettings } from './browser.mjs';
import { SCHEMES } from '../../web/js/schemes/schemes.js';
import { loadEnglishMessages, messagePattern, errorPattern } from '../web/english-messages.mjs';

const { t } = await loadEnglishMessages();
const pattern = (id, args) => messagePattern(t, id, args);
const WEIGHT = /0\.\d\d/;
const msg = t;

let browser, url;
browserForFile((shared) => ({ browser, url } = shared));

const withPage = (hash, body, options) => withOpenPage(browser, url + hash, body, options);

const text = (page, selector) => page.locator(selector).first().innerText();
// The measured value sits behind "The numbers" (closed), so read its text, not its rendering.
const badgeValue = (page) => page.locator('#equivariance-badge .badge-value').first().textContent();
const hashParam = (page, name) => new URLSearchParams(new URL(page.url()).hash.slice(1)).get(name);

test('the tabs switch panels by click and by arrow keys, and the URL keeps the open panel', async () => {
  await withPage('', async (page) => {
    assert.equal(await page.locator('#panel-compare').isVisible(), true);
    assert.equal(await page.locator('#panel-heads').isVisible(), false);
    await page.locator('#tab-compare').focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.locator('#panel-heads').isVisible(), true);
    assert.equal(await page.locator('#tab-heads').getAttribute('aria-selected'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-heads');
    assert.equal(hashParam(page, 'panel'), 'heads');
    await page.keyboard.press('End');
    assert.equal(hashParam(page, 'panel'), 'train');
    await page.locator('#tab-position').click();
    assert.equal(await page.locator('#panel-position').isVisible(), true);
    assert.equal(await page.locator('#panel-outputs').isVisible(), false);
  });
  await withPage('#panel=outputs', async (page) => {
    assert.equal(await page.locator('#panel-outputs').isVisible(), true);
    assert.equal(await page.locator('#tab-outputs').getAttribute('aria-selected'), 'true');
  });
});

test('the aligned view matches the original without position and differs with sinusoidal', async () => {
  await withPage('', async (page) => {
    // Every difference is rounding: one line says so instead of a grid of zeros.
    assert.equal(await page.locator('#aligned-panel .heatmap').nth(1).isVisible(), false);
    assert.equal(await text(page, '#difference-none'), t('compare.noDifference', { head: 'head 1' }));
    assert.match(await text(page, '#head-weight-error'), pattern('compare.headError', { head: 'head 1', error: /.+/, same: 'yes' }));
    await hoverCell(page, page.locator('#aligned-panel .heatmap').nth(0), 1, 5);
    assert.match(await page.locator('#aligned-panel .heatmap-status').nth(0).innerText(),
      pattern('compare.alignedCell', { from: 'cat 2', to: 'mat 6', weight: WEIGHT, head: 'head 1' }));
    await screenshot(page, 'views-compare-none');
  });
  await withPage('#scheme=sinusoidal', async (page) => {
    assert.match(await text(page, '#head-weight-error'), pattern('compare.headError', { head: 'head 1', error: /.+/, same: 'no' }));
    const differences = (await gridCells(page.locator('#aligned-panel .heatmap').nth(1))).map((c) => c.text);
    assert.ok(differences.some((t) => t !== '0'), 'some weights moved');
    await page.locator('#aligned-panel .heatmap').nth(1).locator('.heatmap-grid').focus();
    assert.match(await page.locator('#aligned-panel .heatmap-status').nth(1).innerText(), pattern('compare.differenceCell', { from: /.+/, to: /.+/, head: 'head 1', change: /.+/ }));
  });
});

test('the head grid shows every head and selects one by click or Enter', async () => {
  await withPage('#panel=heads', async (page) => {
    const tiles = page.locator('.head-tile');
    assert.equal(await tiles.count(), 6, 'four seeded heads and the two designed ones');
    assert.deepEqual(await page.locator('.tile-name').allInnerTexts(),
      ['head 1', 'head 2', 'head 3', 'head 4', 'previous-token head', 'same-word head']);
    await tiles.nth(2).click();
    assert.equal(hashParam(page, 'head'), '2');
    assert.equal(await tiles.nth(2).getAttribute('aria-pressed'), 'true');
    await tiles.nth(5).focus();
    await page.keyboard.press('Enter');
    assert.equal(hashParam(page, 'head'), '5');
    assert.match(await text(page, '.arcs figcaption'), pattern('heads.caption', { head: 'same-word head', threshold: /.+/ }));
    await tiles.nth(0).locator('canvas').hover({ position: { x: 100, y: 10 } });
    assert.match(await text(page, '#head-grid-panel .heatmap-status'), pattern('heads.cell', { head: 'head 1', from: 'The 1', to: 'the 5', weight: WEIGHT }));
    await screenshot(page, 'views-heads-same-word');
  });
});

test('the head grid follows the system switching to dark: its masked cells take the new theme\'s line colour', async () => {
  await withPage('#panel=heads&causal=1', async (page) => {
    // The first tile's top-right cell is masked (a token cannot see the last one).
    const maskedCell = () => page.evaluate(() => {
      const canvas = document.querySelector('.head-grid canvas');
      return [...canvas.getContext('2d').getImageData(canvas.width - 2, 1, 1, 1).data].slice(0, 3).join(',');
    });
    const line = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--line').trim());
    const hex = (rgb) => `#${rgb.split(',').map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`;
    assert.equal(hex(await maskedCell()), await line());
    const lightLine = await line();
    await page.emulateMedia({ colorScheme: 'dark' });  // the reader's system, not the page's settings
    await page.waitForFunction((before) => getComputedStyle(document.documentElement).getPropertyValue('--line').trim() !== before, lightLine);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    assert.equal(hex(await maskedCell()), await line());
  }, { colorScheme: 'light' });
});

test('the arc view draws weighted arcs, hides small ones, and has a text alternative', async () => {
  await withPage('#panel=heads&scheme=rope', async (page) => {
    const arcs = page.locator('.arc-view .arc');
    // The picture draws once its figure is in sight (an IntersectionObserver, which reports a
    // moment later on a busy machine): wait for it rather than read the first frame.
    await page.locator('#arcs-panel').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.arc-view .arc').length > 6);
    const all = await arcs.count();
    assert.ok(all > 6, `arcs drawn (${all})`);
    const widths = new Set(await arcs.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('stroke-width'))));
    assert.ok(widths.size > 3, 'thickness follows the weight');
    await page.locator('#arc-threshold').fill('0.2');
    assert.equal(hashParam(page, 'arcThreshold'), '0.2');
    await page.waitForFunction((before) => document.querySelectorAll('.arc-view .arc').length < before, all, { timeout: 5000 }).catch(() => {});
    const fewer = await arcs.count();
    assert.ok(fewer < all, `the threshold hides small weights (${all} -> ${fewer})`);
    assert.equal(await page.locator('#arc-list li').count(), 6);
    const strongest = t('heads.weight', { token: '\u0001', weight: '\u0002' }).replace('\u0001', '.+').replace('\u0002', WEIGHT.source).replace(/[()]/g, '\\$&');
    assert.match(await page.locator('#arc-list li').first().textContent(),
      pattern('heads.strongest', { token: 'The 1', top: new RegExp(Array(3).fill(strongest).join(t('heads.listSeparator'))) }));
    // Keyboard: the first token is one tab stop; arrows move along the row and light its arcs.
    await page.locator('.arc-token').first().focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.index), '1');
    assert.match(await text(page, '#arcs-panel .heatmap-status'), pattern('heads.strongest', { token: 'cat 2', top: /.+/ }));
    const lit = await page.locator('.arc-view .arc.lit').evaluateAll((nodes) => nodes.map((n) => n.dataset.from));
    assert.ok(lit.length > 0 && lit.every((from) => from === '1'), 'only the focused token\'s arcs are lit');
    await screenshot(page, 'views-heads-arcs-rope');
  });
});

test('arcs far below the screen wait, and show the latest sentence once scrolled to; their words follow at once', async () => {
  const words = Array.from({ length: 64 }, (_, i) => `w${i % 13}`);
  await withPage(`#panel=heads&text=${encodeURIComponent(words.join(' '))}`, async (page) => {
    const lastToken = () => page.locator('.arc-view .arc-token text').last().textContent();
    // The picture: every arc's shape and weight.
    const arcs = () => page.$$eval('.arc-view .arc', (nodes) => nodes.map((n) => `${n.getAttribute('d') ?? n.getAttribute('cx')} ${n.getAttribute('stroke-width')}`).join('|'));
    assert.equal(await lastToken(), words[63], 'the first draw of the panel draws the arcs too');
    const before = await arcs();
    assert.ok(await page.locator('#arcs-panel').evaluate((node) => node.getBoundingClientRect().top > innerHeight + 200),
      'the arcs start more than 200 px below the screen');
    await page.locator('#sentence').fill(`${words.slice(0, 63).join(' ')} last`);
    await page.waitForFunction(() => document.body.dataset.busy !== 'true');
    assert.match(await text(page, '.arcs figcaption'), pattern('heads.captionDense', { head: 'head 1', threshold: /.+/, count: 64, strongest: /\d/ }), 'the caption follows at once');
    assert.equal(await arcs(), before, 'out of sight, the picture waits');
    // What a screen reader, or the list as text, reads is the latest sentence's, at once.
    assert.equal(await lastToken(), 'last');
    assert.match(await page.locator('.arc-view .arc-token').last().getAttribute('aria-label'), pattern('heads.strongest', { token: 'last 64', top: /.+/ }));
    assert.match(await page.locator('#arc-list li').last().textContent(), pattern('heads.strongest', { token: 'last 64', top: /.+/ }));
    await page.locator('#arcs-panel').scrollIntoViewIfNeeded();
    await page.waitForFunction((old) => [...document.querySelectorAll('.arc-view .arc')].map((n) => `${n.getAttribute('d') ?? n.getAttribute('cx')} ${n.getAttribute('stroke-width')}`).join('|') !== old, before);
  });
});

test('RoPE: the Position panel shows the rotation angles, the rotation picture, no split, and an identical shift test', async () => {
  await withPage('#panel=position&scheme=rope', async (page) => {
    assert.equal(await text(page, '#encoding-matrix figcaption'), msg('position.angles'));
    assert.equal((await page.locator('#encoding-matrix figure').evaluate((f) => f.gridReadout.size())).cols, 8, '64 / 4 heads = 16 dimensions = 8 pairs');
    assert.equal(await page.locator('.rotation-arrow').count(), 6);
    await page.locator('#rope-pair').selectOption('1');
    assert.equal(hashParam(page, 'ropePair'), '1');
    assert.equal(await page.locator('#decomposition').isVisible(), false);
    assert.equal(await text(page, '#decomposition-note'), msg('position.ropeNoSplit'));
    assert.match(await text(page, '#explain-decomposition'), /rotates the whole query and key/);
    assert.match(await text(page, '#shift-verdict'), /^Identical/);
    assert.equal(await page.locator('#shift-verdict').getAttribute('data-verdict'), 'identical');
    await screenshot(page, 'views-position-rope');
  });
});

test('sinusoidal: the encoding matrix, four terms that add up to the raw score, and a changed shift test', async () => {
  await withPage('#panel=position&scheme=sinusoidal', async (page) => {
    assert.equal(await text(page, '#encoding-matrix figcaption'), msg('position.vectors'));
    const terms = page.locator('#decomposition .term:visible');
    assert.deepEqual(await terms.evaluateAll((nodes) => nodes.map((n) => n.dataset.term)),
      ['content·content', 'content·position', 'position·content', 'position·position', 'raw score']);
    // The cell (2, 3) of each grid, from its label (three decimals): the four terms sum to the raw score.
    const value = async (term) => Number((await gridCell(page.locator(`[data-term="${term}"] figure`), 2, 3))
      .label.split(': ').pop());
    const parts = await Promise.all(['content·content', 'content·position', 'position·content', 'position·position'].map(value));
    assert.ok(Math.abs(parts.reduce((a, b) => a + b) - await value('raw score')) < 0.003);
    assert.ok(parts.slice(1).some((v) => Math.abs(v) > 0.01), 'the position terms are not zero');
    assert.match(await text(page, '#shift-verdict'), /^Changed/);
    await screenshot(page, 'views-position-sinusoidal');
  });
});

test('the Position panel splits the selected head\'s scores, the one head the core sent them for', async () => {
  // The core keeps one head's score terms (engine.js partsFor, AnalysisParts.detailHead): the
  // selected head's, or head 1's when a designed head is selected.
  const termsAt = async (hash, split) => {
    let values;
    await withPage(hash, async (page) => {
      assert.equal(await text(page, '#decomposition-note'), msg('position.split', { added: true, ...split }));
      const value = async (term) => Number((await gridCell(page.locator(`[data-term="${term}"] figure`), 2, 3))
        .label.split(': ').pop());
      values = await Promise.all(['content·content', 'content·position', 'position·content', 'position·position', 'raw score'].map(value));
      assert.ok(Math.abs(values.slice(0, 4).reduce((a, b) => a + b) - values[4]) < 0.003, `${hash}: the terms add up`);
    });
    return values;
  };
  const first = await termsAt('#panel=position&scheme=sinusoidal&heads=8', { designed: false, head: 'head 1' });
  const sixth = await termsAt('#panel=position&scheme=sinusoidal&heads=8&head=5', { designed: false, head: 'head 6' });
  assert.notDeepEqual(sixth, first, 'another head, other numbers');
  assert.deepEqual(await termsAt('#panel=position&scheme=sinusoidal&heads=8&head=9', { designed: true, head: 'head 1' }), first);
});

test('a grid out of sight is painted with the current numbers once it comes into view', async () => {
  // heatmap.js paints grids far below the screen only when they come near it: a keystroke paints
  // what the reader can see, and a grid scrolled to must never show the numbers before it.
  const words = Array.from({ length: 64 }, (_, i) => `w${i % 13}`);
  await withPage(`#panel=position&scheme=sinusoidal&heads=8&text=${encodeURIComponent(words.join(' '))}`, async (page) => {
    const figure = page.locator('[data-term="raw score"] figure');
    // The colour drawn at the centre of cell (0, 63), and the colour its current number has. The
    // canvas is copied first: asking where the cell is would paint a grid still waiting.
    const drawnAndExpected = () => figure.evaluate(async (node) => {
      const canvas = node.querySelector('canvas');
      const bitmap = await createImageBitmap(canvas);
      const copy = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
      copy.drawImage(bitmap, 0, 0);
      const { x, y } = node.gridReadout.point(0, 63);
      const box = canvas.getBoundingClientRect();
      const scale = bitmap.width / box.width;
      const drawn = [...copy.getImageData(Math.floor((x - box.left) * scale), Math.floor((y - box.top) * scale), 1, 1).data].slice(0, 3);
      const probe = document.createElement('span');
      probe.style.color = node.gridReadout.cell(0, 63).colour;
      document.body.append(probe);
      const expected = getComputedStyle(probe).color.match(/\d+/g).slice(0, 3).map(Number);
      probe.remove();
      return { drawn, expected, value: node.gridReadout.cell(0, 63).value };
    });
    const before = await drawnAndExpected();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.fill('#sentence', [...words.slice(0, 63), 'zebra'].join(' '));
    await page.waitForSelector('body:not([data-busy])');
    await figure.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await drawnAndExpected();
    assert.notEqual(after.value, before.value, 'the last word changed, and with it the cell');
    const same = ({ drawn, expected }) => drawn.every((channel, i) => Math.abs(channel - expected[i]) <= 8);
    assert.ok(same(after), `drawn ${after.drawn} against ${after.expected}`);
    // A panel opened again paints all its grids, near or not: none shows what it held before.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.click('#tab-compare');
    await page.fill('#sentence', [...words.slice(0, 63), 'yak'].join(' '));
    await page.waitForSelector('body:not([data-busy])');
    await page.click('#tab-position');
    await page.waitForSelector('body:not([data-busy])');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const reopened = await drawnAndExpected();
    assert.notEqual(reopened.value, after.value);
    assert.ok(same(reopened), `after reopening: drawn ${reopened.drawn} against ${reopened.expected}`);
  });
});

test('ALiBi and T5 show their bias matrices; T5 controls appear only for T5', async () => {
  await withPage('#panel=position&scheme=alibi&heads=2', async (page) => {
    assert.deepEqual(await page.locator('#bias-panel figcaption').allInnerTexts(),
      [msg('position.biasSlope', { head: 'head 1', slope: '0.0625', reads: 'both' }), msg('position.biasSlope', { head: 'head 2', slope: '0.0039', reads: 'both' })]);
    await openSettings(page);
    assert.equal(await page.locator('#setting-t5Buckets').isVisible(), false);
    assert.equal(await text(page, '#decomposition-note'), msg('position.split', { designed: false, head: 'head 1', added: false }));
    assert.equal(await page.locator('[data-term="bias"]').isVisible(), true);
  });
  await withPage('#panel=position&scheme=t5', async (page) => {
    assert.equal(await page.locator('#bias-panel figcaption').count(), 4);
    await openSettings(page);
    assert.equal(await page.locator('#setting-t5Buckets').isVisible(), true);
    const biasCell = async () => (await gridCell(page.locator('#bias-panel figure').first(), 0, 5)).text;
    const before = await biasCell();
    await page.locator('#setting-t5Bidirectional').uncheck();
    assert.equal(hashParam(page, 't5Bidirectional'), '0');
    assert.notEqual(await biasCell(), before,
      'looking ahead now shares the bucket of the token itself');
  });
  await withPage('#panel=position', async (page) => {
    assert.equal(await page.locator('#bias-panel').isVisible(), false);
  });
});

test('base, strength, temperature and the causal mask change the attention live', async () => {
  await withPage('#panel=position&scheme=sinusoidal', async (page) => {
    const start = await badgeValue(page);
    await openSettings(page);
    await page.locator('#setting-base').fill('1');  // log10: base 10
    assert.equal(hashParam(page, 'base'), '10');
    const afterBase = await badgeValue(page);
    assert.notEqual(afterBase, start, 'the base changes the outputs');
    await page.locator('#setting-strength').fill('3');
    assert.equal(hashParam(page, 'strength'), '3');
    assert.notEqual(await badgeValue(page), afterBase, 'the strength changes the outputs');
    await page.locator('#setting-strength').fill('0');
    assert.ok(numberAfterEquals(await badgeValue(page)) < 1e-9, 'strength 0 means no position: equivariant again');
    await page.locator('#setting-temperature').focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(hashParam(page, 'temperature'), '1.05');
    await screenshot(page, 'views-position-controls');
  });
  // Another model seed is another random model: the numbers change, the order and the lesson do not.
  await withPage('#panel=position', async (page) => {
    const firstScore = async () => (await gridCell(page.locator('#decomposition-panel figure').first(), 0, 0)).label;
    const before = await firstScore();
    await openSettings(page);
    await page.locator('#setting-modelSeed').fill('8');
    assert.equal(hashParam(page, 'modelSeed'), '8');
    assert.equal(hashParam(page, 'seed'), null, 'the shuffle keeps its own seed');
    assert.equal(await page.locator('#equivariance-badge').getAttribute('data-verdict'), 'same');
    assert.notEqual(await firstScore(), before);
  });
  // The causal mask alone leaks position: with no encoding the badge turns from same to changed.
  await withPage('#panel=position', async (page) => {
    assert.equal(await page.locator('#equivariance-badge').getAttribute('data-verdict'), 'same');
    await openSettings(page);
    await page.locator('#setting-causal').check();
    assert.equal(await page.locator('#equivariance-badge').getAttribute('data-verdict'), 'changed');
    assert.ok(numberAfterEquals(await badgeValue(page)) > 1e-2);
  });
});

test('an odd model width is refused for sinusoidal with the core\'s message', async () => {
  await withPage('#panel=position&scheme=sinusoidal&heads=1', async (page) => {
    await openSettings(page);
    await page.locator('#setting-modelWidth').fill('15');
    assert.match(await text(page, '#analysis-problem'),
      /Sinusoidal encoding pairs a sine with a cosine, so the model width must be even; 15 is odd\./);
    await page.locator('#setting-modelWidth').fill('16');
    assert.equal(await text(page, '#analysis-problem'), '');
  });
});

test('an odd RoPE head width shows the core\'s message, keeps the last view, and recovers', async () => {
  await withPage('#panel=position&scheme=rope', async (page) => {
    const lastAngles = (await page.locator('#encoding-matrix figure').evaluate((f) => f.gridReadout.size())).cols;
    await openSettings(page);
    await page.locator('#setting-modelWidth').fill('12');
    assert.match(await text(page, '#analysis-problem'), await errorPattern({ code: 'rope-odd-head-width', width: 12, heads: 4, headWidth: 3 }));
    assert.equal(hashParam(page, 'modelWidth'), '12', 'the URL keeps what the learner asked for');
    assert.equal((await page.locator('#encoding-matrix figure').evaluate((f) => f.gridReadout.size())).cols, lastAngles, 'the last good view stays');
    await page.locator('#setting-heads').selectOption('5');
    assert.match(await text(page, '#analysis-problem'), await errorPattern({ code: 'width-not-divisible', width: 12, heads: 5 }));
    await screenshot(page, 'views-position-error');
    await page.locator('#setting-heads').selectOption('3');  // 12 / 3 = 4: even
    assert.equal(await text(page, '#analysis-problem'), '');
    assert.equal((await page.locator('#encoding-matrix figure').evaluate((f) => f.gridReadout.size())).cols, 2, '12 / 3 = 4 dimensions = 2 pairs');
    await page.locator('#reset-settings').click();
    assert.equal(hashParam(page, 'modelWidth'), null);
    assert.equal(hashParam(page, 'heads'), null);
  });
  // The same settings from a link: the first view draws with the nearest settings the core runs
  // (width 10 stays, 1 head of width 10), and a note says what changed and why.
  await withPage('#panel=position&scheme=rope&modelWidth=10&heads=2', async (page) => {
    assert.match(await text(page, '#link-notes'), await errorPattern({ code: 'setting-changed', field: 'heads', from: 2, to: 1,
      reason: { code: 'rope-odd-head-width', width: 10, heads: 2, headWidth: 5 } }));
    assert.equal(await text(page, '#analysis-problem'), '');
    assert.equal(await page.locator('#setting-modelWidth').inputValue(), '10');
    assert.equal(await page.locator('#setting-heads').inputValue(), '1');
    assert.equal(hashParam(page, 'heads'), '1');
  });
});

// The bars' rows are content-visibility: auto (app.css): a row out of sight has no rendered text
// (innerText ''), so what they say is read from the DOM (textContent), as a screen reader reads it.
test('the outputs panel shows both runs\' outputs and how far each token\'s output moved', async () => {
  await withPage('#panel=outputs', async (page) => {
    assert.equal(await page.locator('#output-panel .heatmap').count(), 2);
    const values = await page.locator('#displacement .bar-value').allTextContents();
    assert.equal(values.length, 6);
    assert.ok(values.every((v) => pattern('outputs.same', { distance: /.+/ }).test(v)), 'without position no output moved');
  });
  await withPage('#panel=outputs&scheme=learned', async (page) => {
    const rows = page.locator('#displacement .bar-row');
    assert.deepEqual(await rows.locator('.bar-label').allTextContents(), ['The 1', 'cat 2', 'sat 3', 'on 4', 'the 5', 'mat 6']);
    const moved = (await rows.locator('.bar-value').allTextContents()).map(Number);
    assert.ok(moved.every((d) => d > 0.01), `every output moved (${moved})`);
    const widths = await rows.locator('.bar').evaluateAll((bars) => bars.map((b) => parseFloat(b.style.width)));
    assert.equal(Math.max(...widths), 100, 'the largest move fills the bar');
    await screenshot(page, 'views-outputs-learned');
  });
});

test('predict-then-reveal questions reveal the answer, set up the case and report the measured number', async () => {
  await withPage('#scheme=sinusoidal&causal=1', async (page) => {
    const first = page.locator('[data-question=shuffleWithoutPosition]');
    assert.equal(await first.locator('button[type=submit]').isDisabled(), true, 'no reveal before a prediction');
    await first.getByLabel('No: every word gets exactly the same output').check();
    await first.locator('button[type=submit]').click();
    assert.match(await first.locator('.verdict').innerText(), /^Right/);
    assert.equal(hashParam(page, 'scheme'), null, 'switched to no positional encoding');
    assert.equal(hashParam(page, 'causal'), null, 'and no causal mask');
    const measured = await first.locator('.measured').innerText();
    assert.ok(numberAfterEquals(measured) < 1e-9, measured);
    assert.equal(await page.locator('#equivariance-badge').getAttribute('data-verdict'), 'same');

    const second = page.locator('[data-question=causalMaskLeaks]');
    await second.getByLabel('No: every word keeps its output').check();
    await second.locator('button[type=submit]').click();
    assert.ok((await second.locator('.verdict').innerText()).startsWith(msg('shared.wrong', { answer: '' })));
    assert.ok(numberAfterEquals(await second.locator('.measured').innerText()) > 1e-2);
    assert.equal(hashParam(page, 'causal'), '1');
    await screenshot(page, 'views-questions-compare');
    await second.getByRole('button', { name: msg('shared.askAgain') }).click();
    assert.equal(await second.locator('.answer').innerText(), '');
  });
  await withPage('#panel=position', async (page) => {
    const rope = page.locator('[data-question=ropeShift]');
    await rope.getByLabel('Yes: every token has a new position').check();
    await rope.locator('button[type=submit]').click();
    assert.equal(hashParam(page, 'scheme'), 'rope');
    assert.ok(numberAfterEquals(await rope.locator('.measured').innerText()) < 1e-9);
    assert.match(await text(page, '#shift-verdict'), /^Identical/);

    const alibi = page.locator('[data-question=alibiReversal]');
    await alibi.getByLabel('No: after an exact reversal').check();
    await alibi.locator('button[type=submit]').click();
    assert.equal(hashParam(page, 'order'), 'reverse');
    assert.ok(numberAfterEquals(await alibi.locator('.measured').innerText()) < 1e-9);
    assert.equal(await page.locator('#equivariance-badge').getAttribute('data-verdict'), 'same');
    assert.match(await alibi.locator('.answer').innerText(), /symmetric extension/);
    // The badge credits the symmetric bias, not "no position" (an encoding is on).
    const detail = await text(page, '#equivariance-badge .badge-detail');
    assert.match(detail, /symmetric bias/);
    assert.doesNotMatch(detail, /no positional encoding/);
  });
  // On a sentence of one repeated word the mask changes nothing, and the page says so.
  await withPage('#text=the%20the%20the%20the', async (page) => {
    const mask = page.locator('[data-question=causalMaskLeaks]');
    await mask.getByLabel('Yes: the mask itself depends').check();
    await mask.locator('button[type=submit]').click();
    assert.ok((await mask.locator('.verdict').innerText()).startsWith(msg('shared.wrong', { answer: 'No' })));
    assert.match(await mask.locator('.answer').innerText(), /same word/);
    assert.ok(numberAfterEquals(await mask.locator('.measured').innerText()) < 1e-9);
    assert.match(await text(page, '#equivariance-badge .badge-detail'), /same word/);
  });
});

test('the badge blames the mask, not the encoding, at strength 0', async () => {
  await withPage('#scheme=sinusoidal&strength=0&causal=1', async (page) => {
    assert.equal(await page.locator('#equivariance-badge').getAttribute('data-verdict'), 'changed');
    const detail = await text(page, '#equivariance-badge .badge-detail');
    assert.match(detail, /strength 0 adds nothing, but the causal mask/);
  });
});

test('every panel fits a 360 px phone, light and dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const panel of ['compare', 'heads', 'position', 'outputs']) {
      await withPage(`#panel=${panel}&scheme=sinusoidal`, async (page) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${panel} (${colorScheme}) scrolls sideways by ${overflow}px`);
        await screenshot(page, `views-phone-${panel}-${colorScheme}`);
      }, { viewport: { width: 360, height: 780 }, colorScheme });
    }
  }
});

test('every panel draws under the strict Content-Security-Policy', async () => {
  const strict = await serveSite({ csp: true });
  try {
    const { page, context, problems } = await openPage(browser, `${strict.url}#scheme=alibi&causal=1`);
    for (const panel of ['heads', 'position', 'outputs', 'compare']) {
      await page.locator(`#tab-${panel}`).click();
      assert.equal(await page.locator(`#panel-${panel}`).isVisible(), true);
    }
    await page.locator('#tab-outputs').click();
    assert.ok(parseFloat(await page.locator('.bar').last().evaluate((bar) => getComputedStyle(bar).width)) > 0,
      'bar widths set from script are allowed');
    assert.deepEqual(problems, [], 'no CSP violation or other console error');
    await context.close();
  } finally {
    strict.server.close();
  }
});

// The Position tab leads with plain words; the details wait behind "The numbers", closed, and each
// caveat (RoPE's pairing, ALiBi's symmetric form, T5's scaling) is said once, there. The words
// counted are the tab's prose as a reader meets it: its visible text less the figures (captions,
// legends, their tools) and the shift test's table.
const POSITION_WORDS = 250;
const CAVEATS = { rope: /i \+ d\/2/g, alibi: /symmetric/g, t5: /√\(head width\)/g };
const proseWords = (page) => page.evaluate(() => {
  const words = (node) => (node.innerText.match(/\S+/g) ?? []).length;
  const panel = document.getElementById('panel-position');
  return [...panel.querySelectorAll('figure, table')].reduce((n, node) => n - words(node), words(panel));
});
const caveatCount = (page, pattern) => page.evaluate(({ source, flags }) =>
  (document.getElementById('panel-position').innerText.match(new RegExp(source, flags)) ?? []).length,
{ source: pattern.source, flags: pattern.flags });

test('the Position tab: a few plain words per scheme, the details behind a closed "The numbers", each caveat once', async () => {
  for (const scheme of SCHEMES) {
    // The mask changes what is said only for ALiBi (its causal form is the paper's); RoPE with the
    // mask stands for the others.
    for (const causal of ['alibi', 'rope'].includes(scheme) ? ['0', '1'] : ['0']) {
      await withPage(`#panel=position&scheme=${scheme}&causal=${causal}`, async (page) => {
        const where = `${scheme}, causal=${causal}`;
        const disclosures = page.locator('#panel-position .explanation-numbers');
        const count = await disclosures.count();
        if (scheme !== 'none') assert.ok(count >= 3, `${where}: details behind "The numbers" (${count})`);
        for (const disclosure of await disclosures.all()) {
          assert.equal(await disclosure.evaluate((node) => node.open), false, `${where}: closed at first`);
          assert.equal(await disclosure.locator('summary').innerText(), 'The numbers');
        }
        const words = await proseWords(page);
        assert.ok(words <= POSITION_WORDS, `${where}: ${words} words with "The numbers" closed`);
        for (const pattern of Object.values(CAVEATS)) assert.equal(await caveatCount(page, pattern), 0, `${where}: ${pattern} waits behind "The numbers"`);
        // Opened, each of this scheme's caveats is there, once.
        for (const summary of await page.locator('#panel-position .explanation-numbers:visible summary').all()) await summary.click();
        for (const [owner, pattern] of Object.entries(CAVEATS)) {
          // (ALiBi under the mask is the paper's causal form: no symmetric form to warn of.)
          const expected = owner === scheme && !(scheme === 'alibi' && causal === '1') ? 1 : 0;
          assert.equal(await caveatCount(page, pattern), expected, `${where}: ${pattern} ${expected ? 'once, in its scheme\'s numbers' : 'not said'}`);
        }
        if (scheme === 't5' && causal === '0') await screenshot(page, 'position-t5-numbers-open');
      });
    }
  }
  for (const scheme of ['sinusoidal', 'alibi']) {
    await withPage(`#panel=position&scheme=${scheme}`, (page) => screenshot(page, `position-${scheme}-plain`, { fullPage: false }), { viewport: { width: 1280, height: 1100 } });
  }
});

test('the Position tab prints "The numbers" open', async () => {
  await withPage('#panel=position&scheme=t5', async (page) => {
    assert.equal(await caveatCount(page, CAVEATS.t5), 0);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await caveatCount(page, CAVEATS.t5), 1, 'in print, the numbers are shown');
    assert.equal(await page.locator('#panel-position .explanation-numbers summary').first().isVisible(), false, 'and their control is not');
  });
});
