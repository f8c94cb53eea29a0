// The query/key/value walkthrough as a learner uses it: every step by keyboard alone, the numbers on
// the page checked against the module's own, the phase switch, the analogy switch kept in the URL,
// and the same six steps on the learner's own sentence.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { t as cricket } from '../../web/js/text/en/cricket.js';  // the example's words (the core sends ids)
import { launch, serveSite, openPage, screenshot, gridCells } from './browser.mjs';
import { loadEnglishMessages } from '../web/english-messages.mjs';
import { WALK_STEPS } from '../../web/js/content/walkthrough-texts.js';

const { t } = await loadEnglishMessages();
// What the walkthrough says above step n (its title is the walkthrough's texts').
const stepLine = (n) => t('walkthrough.progress', { step: n, count: WALK_STEPS.length, title: WALK_STEPS[n - 1].title });

let browser, site;
before(async () => { browser = await launch(); site = await serveSite(); });
after(async () => { await browser?.close(); site?.server.close(); });

// The module's numbers, from the site's own attention.js, loaded into the page beside it (the page's
// engine keeps its module in a worker), as plain arrays so they cross over.
async function moduleValues(page, call, argument) {
  return page.evaluate(async ({ call, argument }) => {
    if (typeof globalThis.createAttentionModule !== 'function') {
      await new Promise((resolve, reject) => {
        const script = Object.assign(document.createElement('script'), { src: 'attention.js' });
        script.addEventListener('load', resolve);
        script.addEventListener('error', reject);
        document.head.append(script);
      });
    }
    const module = await globalThis.createAttentionModule({ locateFile: (f) => new URL(f, document.baseURI).href });
    const plain = (value) => {
      if (ArrayBuffer.isView(value)) return Array.from(value);
      if (Array.isArray(value)) return value.map(plain);
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
      return value;
    };
    return plain(module[call](argument));
  }, { call, argument });
}

const texts = (page, selector) => page.$$eval(selector, (nodes) => nodes.map((n) => n.textContent));
const numbers = async (page, selector) => (await texts(page, selector)).map(Number);
const progress = (page) => page.textContent('#walk-progress');
const reading = (page) => page.textContent('#walk-reading');
const row = (matrix, r) => matrix.data.slice(r * matrix.cols, (r + 1) * matrix.cols);
const hashParams = (page) => new URLSearchParams(new URL(page.url()).hash.slice(1));

function assertClose(actual, expected, tolerance, message) {
  assert.equal(actual.length, expected.length, message);
  actual.forEach((a, i) => assert.ok(Math.abs(a - expected[i]) <= tolerance, `${message} [${i}]: ${a} vs ${expected[i]}`));
}

async function bars(page) {
  return page.$$eval('#walk-numbers .bar-row', (rows) => rows.map((r) => ({
    label: r.querySelector('.bar-label').textContent, value: Number(r.querySelector('.bar-number').textContent),
  })));
}
// "q = (0.31, -0.12, … 16 numbers)" -> [0.31, -0.12]
const writtenVector = (text) => text.replace(/^.*= \(|\)$/g, '').split(', ').filter((t) => /^-?\d/.test(t)).map(Number);
const topBar = (list) => list.reduce((best, bar) => (bar.value > best.value ? bar : best)).label;

test('every step of the cricket example, by keyboard alone, shows the module\'s numbers', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#panel=walkthrough`);
  const walk = await moduleValues(page, 'cricketWalkthrough', 'powerplay');
  const focusedId = () => page.evaluate(() => document.activeElement.id);

  await page.focus('#walk-next');
  assert.equal(await progress(page), stepLine(1));
  assert.equal(await page.getAttribute('#walk-back', 'aria-disabled'), 'true');
  assert.match(await reading(page), /Kohli's intent for the next ball is the query/);
  assertClose(await numbers(page, '#walk-numbers .bar-number'), walk.query, 0, 'query');
  assert.match(await page.textContent('#walk-numbers .walk-vector'), /q = \(2, 2, 0, 1, 0\)/);

  await page.keyboard.press('Enter');
  assert.equal(await progress(page), stepLine(2));
  assert.match(await reading(page), /Each bowler's key/);
  assertClose((await gridCells(page.locator('#walk-numbers figure.heatmap').first())).map((c) => Number(c.text)), walk.keys.data, 0, 'keys');
  assert.equal(hashParams(page).get('step'), '2');

  await page.keyboard.press('ArrowRight');
  assert.equal(await progress(page), stepLine(3));
  assert.match(await reading(page), /match-up score/);
  assert.deepEqual(await texts(page, '#walk-numbers .formula-result'), ['15', '10', '1', '0']);
  assertClose(await numbers(page, '#walk-numbers .formula-result'), walk.dotProducts, 0, 'dot products');
  assert.equal((await texts(page, '#walk-numbers .formula-left'))[0], '2×3 + 2×3 + 0×0 + 1×3 + 0×1');

  await page.keyboard.press('ArrowRight');
  assert.equal(await progress(page), stepLine(4));
  assert.equal((await texts(page, '#walk-numbers .formula-left'))[0], '15 ÷ √5');
  assertClose(await numbers(page, '#walk-numbers .formula-result'), walk.scores, 0.005, 'scores');

  await page.keyboard.press('Enter');
  assert.equal(await progress(page), stepLine(5));
  assert.match(await reading(page), /softmax ignores a shift/);
  const weights = await bars(page);
  assertClose(weights.map((b) => b.value), walk.weights, 0.0005, 'weights');
  assert.deepEqual(weights.map((b) => b.value.toFixed(2)), ['0.90', '0.10', '0.00', '0.00']);
  assert.equal(topBar(weights), cricket('cricket.bowler.cummins'));

  await page.keyboard.press('ArrowRight');
  assert.equal(await progress(page), stepLine(6));
  assert.match(await reading(page), /blend of these lessons/);
  assertClose(await numbers(page, '#walk-numbers .formula-result'), walk.output, 0.0005, 'output');
  assert.equal(await page.getAttribute('#walk-next', 'aria-disabled'), 'true');
  assert.equal(await focusedId(), 'walk-next', 'focus stays on Next at the last step');

  await page.keyboard.press('ArrowRight');  // nothing after the last step
  assert.equal(await progress(page), stepLine(6));
  await page.keyboard.press('ArrowLeft');
  assert.equal(await progress(page), stepLine(5));
  await page.focus('#walk-back');
  await page.keyboard.press('Enter');
  assert.equal(await progress(page), stepLine(4));

  // The list of steps: links, the current one marked, reachable with Tab and Enter.
  assert.equal(await page.getAttribute('.walk-steps a[aria-current=step]', 'data-step'), '4');
  await page.focus('.walk-steps a[data-step="1"]');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.equal(await progress(page), stepLine(2));
  assert.deepEqual(problems, []);
  await context.close();
});

test('the phase switch changes the query and moves the top weight from Cummins to Zampa', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#panel=walkthrough&step=5`);
  const over35 = await moduleValues(page, 'cricketWalkthrough', 'over35');
  assert.equal(topBar(await bars(page)), cricket('cricket.bowler.cummins'));
  assert.ok((await page.textContent('#walk-situation')).startsWith(cricket('cricket.phase.powerplay')));

  await page.focus('#walk-phase-powerplay');
  await page.keyboard.press('ArrowRight');  // arrow keys move within the radio group, not the steps
  assert.equal(await progress(page), stepLine(5));
  assert.equal(hashParams(page).get('phase'), 'over35');
  const weights = await bars(page);
  assert.equal(topBar(weights), 'Adam Zampa');
  assertClose(weights.map((b) => b.value), over35.weights, 0.0005, '35th-over weights');
  assert.deepEqual(await texts(page, '#walk-numbers .bar-compare'), ['vs 0.901', 'vs 0.096', 'vs 0.002', 'vs 0.001']);
  assert.match(await page.textContent('#walk-situation'), /^35th over/);

  await page.click('.walk-steps a[data-step="1"]');
  assertClose(await numbers(page, '#walk-numbers .bar-number'), over35.query, 0, '35th-over query');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the analogy switch changes the text; analogy and step live in the URL and survive a reload', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#panel=walkthrough&step=3`);
  const cricketText = await reading(page);
  assert.match(cricketText, /Kohli/);
  assert.equal(await page.textContent('#walk-limits-title'), 'Where the analogy breaks');
  assert.match(await page.textContent('#concept-embeddings'), /No cricket version of this concept yet: here is the plain explanation/);
  assert.doesNotMatch(await page.textContent('#concept-attention'), /No cricket version/);

  await page.selectOption('#analogy', 'plain');
  const plainText = await reading(page);
  assert.notEqual(plainText, cricketText);
  assert.match(plainText, /dot product/);
  assert.doesNotMatch(plainText, /Kohli/);
  assert.equal(await page.textContent('#walk-limits-title'), 'Where this example differs from a real model');
  assert.doesNotMatch(await page.textContent('#concept-embeddings'), /No cricket version/);
  assert.deepEqual(await texts(page, '#walk-numbers .formula-result'), ['15', '10', '1', '0'], 'the numbers do not depend on the analogy');
  assert.equal(hashParams(page).get('analogy'), 'plain');
  assert.equal(hashParams(page).get('step'), '3');

  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.equal(await page.inputValue('#analogy'), 'plain');
  assert.equal(await progress(page), stepLine(3));
  assert.equal(await reading(page), plainText);

  // A broken link falls back with a note, and the walkthrough still works.
  await page.goto(`${site.url}#panel=walkthrough&step=9&analogy=klingon`);
  await page.waitForSelector('body[data-ready=true]');
  const { t: message } = await loadEnglishMessages();
  assert.ok((await page.textContent('#link-notes')).includes(message('state.outOfRange', { name: 'step', min: '1', max: '6', fallback: '1' })));
  assert.ok((await page.textContent('#link-notes')).includes(message('state.notOneOf', { name: 'analogy', values: 'cricket, plain', fallback: 'cricket' })));
  assert.equal(await progress(page), stepLine(1));
  assert.deepEqual(problems, []);
  await context.close();
});

test('the same six steps on the learner\'s own sentence, with a chosen token and head', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#panel=walkthrough&step=6`);
  await page.focus('#walk-own');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'walk-token');
  assert.equal(await progress(page), stepLine(1));
  assert.match(await reading(page), /batter/);

  await page.selectOption('#walk-token', '1');
  await page.selectOption('#walk-head', '2');
  // The core sends the walked head's queries and keys only (engine.js partsFor): a new head's
  // numbers come with the analysis its choice asks for.
  await page.waitForSelector('body:not([data-busy])');
  const params = hashParams(page);
  assert.deepEqual([params.get('walkMode'), params.get('walkToken'), params.get('walkHead')], ['sentence', '1', '2']);
  // The request the page made (engine.js passes these state fields through).
  const result = await moduleValues(page, 'analyze', { text: 'The cat sat on the mat', scheme: 'none' });
  const head = result.original.heads[2];
  const vectorNumbers = async () => writtenVector(await page.textContent('#walk-numbers .walk-vector'));

  assertClose(await vectorNumbers(), row(head.query, 1).slice(0, 8), 0.005, 'query, first 8 numbers');
  await page.click('#walk-all');
  assertClose(await vectorNumbers(), row(head.query, 1), 0.005, 'query, all 16 numbers');
  assert.equal(await page.getAttribute('#walk-all', 'aria-pressed'), 'true');

  await page.focus('#walk-next');
  await page.keyboard.press('ArrowRight');
  assert.equal(await progress(page), stepLine(2));
  assert.equal((await page.locator('#walk-numbers figure.heatmap').first().evaluate((f) => f.gridReadout.size())).rows, 6);

  await page.keyboard.press('ArrowRight');
  assertClose(await numbers(page, '#walk-numbers .formula-result'), row(head.dotProducts, 1), 0.005, 'dot products');

  await page.keyboard.press('ArrowRight');
  assertClose(await numbers(page, '#walk-numbers .formula-result'), row(head.rawScores, 1), 0.005, 'scaled scores');

  await page.keyboard.press('ArrowRight');
  assertClose((await bars(page)).map((b) => b.value), row(head.weights, 1), 0.0005, 'weights');

  await page.keyboard.press('ArrowRight');
  assert.equal(await progress(page), stepLine(6));
  assertClose(await numbers(page, '#walk-numbers .formula-result'), [row(head.output, 1)[0]], 0.005, 'first output number');
  const output = await page.$$eval('#walk-numbers .walk-vector', (v) => v.at(-1).textContent);
  assertClose(writtenVector(output), row(head.output, 1), 0.005, 'output');

  // A bad sentence above keeps the last good numbers and the walkthrough still steps.
  await page.fill('#sentence', '   ');
  assert.match(await page.textContent('#sentence-problem'), /no words/);
  await page.focus('#walk-back');
  await page.keyboard.press('Enter');
  assert.equal(await progress(page), stepLine(5));
  assertClose((await bars(page)).map((b) => b.value), row(head.weights, 1), 0.0005, 'weights kept');
  assert.deepEqual(problems, []);
  await context.close();
});

test('screenshots of the walkthrough at 1280 and 360 px, light and dark', async () => {
  const shots = [
    ['walkthrough-step3-1280', '#panel=walkthrough&step=3', 1280, 'light'],
    ['walkthrough-step5-over35-360', '#panel=walkthrough&step=5&phase=over35', 360, 'light'],
    ['walkthrough-sentence-step4-1280-dark', '#panel=walkthrough&walkMode=sentence&step=4&walkToken=1&scheme=alibi', 1280, 'dark'],
    ['walkthrough-sentence-step6-360-dark', '#panel=walkthrough&walkMode=sentence&step=6&walkToken=1', 360, 'dark'],
  ];
  for (const [name, hash, width, colorScheme] of shots) {
    const { page, context, problems } = await openPage(browser, `${site.url}${hash}`, { viewport: { width, height: 900 }, colorScheme });
    // Wide tables scroll inside their own box; the walkthrough card itself never gets wider than the screen.
    const overflow = await page.$eval('#walkthrough-panel', (panel) => {
      const card = panel.closest('section');
      return Math.max(card.scrollWidth - card.clientWidth, card.getBoundingClientRect().right - document.documentElement.clientWidth);
    });
    assert.ok(overflow <= 0, `${name}: the walkthrough overflows by ${overflow}px`);
    await screenshot(page, name);
    assert.deepEqual(problems, []);
    await context.close();
  }
});
