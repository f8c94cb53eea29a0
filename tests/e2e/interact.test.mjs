// The page's controls as a learner uses them, in headless Chromium under the strict CSP: examples,
// shuffle / reverse / reset / seed, moving chips by mouse, touch and keyboard, the link holding the
// whole view (round trip, Back, malformed values), bad sentences, keyboard-only use, themes, colour
// maps, exports, data tables, 360 px layout, and axe (WCAG 2.2 AA) in light and dark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { browserForFile, openPage, screenshot, gridCells, gridCell, openSettings, settled } from './browser.mjs';
import { loadEnglishMessages, messageInside, errorPattern } from '../web/english-messages.mjs';

const { t: msg } = await loadEnglishMessages();
const text = msg;

let browser, url;
const contexts = [];

browserForFile((shared) => ({ browser, url } = shared), { csp: true });

// A fresh page; the test fails if anything was logged as an error by the time it ends.
async function open(t, hash = '', options = {}) {
  const opened = await openPage(browser, `${url}${hash}`, options);
  t.after(async () => {
    assert.deepEqual(opened.problems, [], 'console errors');
    await opened.context.close();
  });
  contexts.push(opened.context);
  return opened.page;
}

const chipTexts = (page, which) => page.$$eval(`#token-panel ol.chips${which === 'new' ? '.movable' : ':not(.movable)'} .chip-text`,
  (nodes) => nodes.map((n) => n.textContent));
const newOrderIndices = (page) => page.$$eval('#token-panel ol.movable li', (items) => items.map((li) => Number(li.dataset.index)));
const hashOf = (page) => page.evaluate(() => new URLSearchParams(location.hash.slice(1)));
const hashParam = async (page, name) => page.evaluate((n) => new URLSearchParams(location.hash.slice(1)).get(n), name);
// The Compare panel's two grids: the original order's, then the new order's.
const figureOf = (page, which) => page.locator('#compare-panel figure.heatmap').nth(which === 'original' ? 0 : 1);
const grid = (page, which) => figureOf(page, which).getByRole('application');
const cellLabels = async (page, which) => (await gridCells(figureOf(page, which))).map((c) => c.label);
const noteTexts = (page) => page.$$eval('#link-notes li', (items) => items.map((li) => li.textContent));
const noteIds = (page) => page.$$eval('#link-notes li', (items) => items.map((li) => li.dataset.note));

async function chooseExample(page, labelStart) {
  const value = await page.$eval('#examples', (select, start) => [...select.options].find((o) => o.text.startsWith(start)).value, labelStart);
  await page.selectOption('#examples', value);
}

test('the examples menu sets the sentence and, for order pairs, the new order', async (t) => {
  const page = await open(t);
  await chooseExample(page, 'dog bites man');
  assert.equal(await page.inputValue('#sentence'), 'dog bites man');
  assert.deepEqual(await chipTexts(page, 'new'), ['man', 'bites', 'dog']);
  assert.equal(await hashParam(page, 'order'), 'reverse');

  await chooseExample(page, 'The chef cooked');
  assert.deepEqual(await chipTexts(page, 'new'), ['The', 'meal', 'cooked', 'the', 'chef']);
  await chooseExample(page, 'She only said she loved him → She said she loved only');
  assert.deepEqual(await chipTexts(page, 'new'), ['She', 'said', 'she', 'loved', 'only', 'him']);

  await chooseExample(page, 'German');
  assert.deepEqual(await chipTexts(page, 'original'), ['Das', 'Kind', 'sieht', 'den', 'Hund', '🐶']);
  await chooseExample(page, 'Japanese');
  assert.equal((await chipTexts(page, 'original')).join(''), '猫が魚を食べた');
  await chooseExample(page, 'Arabic');
  assert.equal((await chipTexts(page, 'original')).length, 4);
  await chooseExample(page, 'Punctuation');
  assert.deepEqual(await chipTexts(page, 'original'), ["Let's", 'eat', ',', 'Grandma', '!']);

  await chooseExample(page, 'A long sentence');
  assert.equal((await chipTexts(page, 'original')).length, 63);
  assert.equal(await page.textContent('#sentence-problem'), '');
  // The menu names the example on show, and "Your own sentence" once the text is edited.
  assert.match(await page.$eval('#examples', (s) => s.selectedOptions[0].text), /^A long sentence/);
  await page.fill('#sentence', 'my own words');
  assert.equal(await page.$eval('#examples', (s) => s.selectedOptions[0].text), text('input.ownSentence'));
  await chooseExample(page, 'the dog saw');
  await screenshot(page, 'interact-example-repeated-words');
});

test('Shuffle rolls a new seed, Reverse reverses, Reset restores, a typed seed shuffles by it', async (t) => {
  const page = await open(t);
  assert.equal(await page.textContent('#seed'), text('input.order', { order: 'shuffle', seed: 1 }));
  const first = await newOrderIndices(page);
  await page.click('#shuffle');
  assert.equal(await page.textContent('#seed'), text('input.order', { order: 'shuffle', seed: 2 }));
  assert.equal(await hashParam(page, 'seed'), '2');
  assert.notDeepEqual(await newOrderIndices(page), first);

  await page.click('#reverse-order');
  assert.deepEqual(await newOrderIndices(page), [5, 4, 3, 2, 1, 0]);
  assert.equal(await page.textContent('#seed'), text('input.order', { order: 'reverse' }));
  assert.equal(await page.getAttribute('#reverse-order', 'aria-disabled'), 'true');

  await page.click('#reset-order');
  assert.deepEqual(await newOrderIndices(page), [0, 1, 2, 3, 4, 5]);
  assert.equal(await hashParam(page, 'order'), 'original');
  assert.equal(await page.getAttribute('#equivariance-badge', 'data-verdict'), 'unmoved');
  assert.equal(await page.getAttribute('#reset-order', 'aria-disabled'), 'true');

  await page.fill('#seed-input', '42');
  assert.equal(await page.textContent('#seed'), text('input.order', { order: 'shuffle', seed: 42 }));
  assert.equal(await hashParam(page, 'seed'), '42');
  await page.fill('#seed-input', '-3');
  assert.equal(await page.getAttribute('#seed-input', 'aria-invalid'), 'true');
  assert.equal(await hashParam(page, 'seed'), '42', 'a bad seed changes nothing');
});

test('a chip dragged with the mouse moves, and the new order is stored and drawn', async (t) => {
  const page = await open(t, '#order=original');
  const chips = page.locator('#token-panel ol.movable li');
  const from = await chips.nth(0).boundingBox();
  const to = await chips.nth(5).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; ++step) {
    await page.mouse.move(from.x + from.width / 2 + ((to.x + to.width * 0.9 - from.x - from.width / 2) * step) / 10, to.y + to.height / 2);
  }
  await screenshot(page, 'interact-dragging');
  await page.mouse.up();
  assert.deepEqual(await chipTexts(page, 'new'), ['cat', 'sat', 'on', 'the', 'mat', 'The']);
  assert.equal(await hashParam(page, 'order'), '1.2.3.4.5.0');
  assert.equal(await page.textContent('#seed'), text('input.order', { order: 'own' }));
  const headers = await figureOf(page, 'new').evaluate((f) => f.gridReadout.labels().cols);
  assert.deepEqual(headers, ['cat 2', 'sat 3', 'on 4', 'the 5', 'mat 6', 'The 1']);
  assert.equal(await page.textContent('#move-status'), text('input.dropped', { token: 'The 1', place: 6, count: 6 }));

  // A click without movement is not a drag.
  await chips.nth(2).click();
  assert.equal(await hashParam(page, 'order'), '1.2.3.4.5.0');
});

test('a chip dragged by touch moves too', async (t) => {
  const page = await open(t, '#order=original', { hasTouch: true });
  const cdp = await page.context().newCDPSession(page);
  const chips = page.locator('#token-panel ol.movable li');
  const from = await chips.nth(5).boundingBox();
  const to = await chips.nth(0).boundingBox();
  const point = (x, y) => ({ touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', ...point(from.x + from.width / 2, from.y + from.height / 2) });
  for (let step = 1; step <= 10; ++step) {
    const x = from.x + from.width / 2 + ((to.x + 2 - from.x - from.width / 2) * step) / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', ...point(x, to.y + to.height / 2) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForFunction(() => location.hash.includes('order=5.0.1.2.3.4'));
  assert.deepEqual(await chipTexts(page, 'new'), ['mat', 'The', 'cat', 'sat', 'on', 'the']);
});

test('a chip moves by keyboard: pick up, arrows, drop; Escape cancels; Alt+arrow moves at once', async (t) => {
  const page = await open(t, '#order=original');
  const first = page.locator('#token-panel ol.movable button').first();
  await first.focus();
  await page.keyboard.press('Space');
  assert.equal(await first.getAttribute('aria-pressed'), 'true');
  assert.equal(await page.textContent('#move-status'), text('input.pickedUp', { token: 'The 1', place: 1, count: 6 }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.textContent('#move-status'), text('input.movedTo', { token: 'The 1', place: 3, count: 6 }));
  assert.equal(await hashParam(page, 'order'), 'original', 'nothing is stored before the drop');
  await page.keyboard.press('Space');
  assert.equal(await hashParam(page, 'order'), '1.2.0.3.4.5');
  assert.equal(await page.textContent('#move-status'), text('input.dropped', { token: 'The 1', place: 3, count: 6 }));
  assert.equal(await page.evaluate(() => document.activeElement.closest('li')?.dataset.index), '0', 'focus stays on the chip');

  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Escape');
  assert.deepEqual(await newOrderIndices(page), [1, 2, 0, 3, 4, 5]);
  assert.equal(await page.textContent('#move-status'), text('input.cancelled', { token: 'The 1', place: 3, count: 6 }));

  await page.keyboard.press('Alt+ArrowLeft');
  assert.equal(await hashParam(page, 'order'), '1.0.2.3.4.5');
  // Plain arrows only move the focus.
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.closest('li').dataset.index), '2');
  assert.equal(await hashParam(page, 'order'), '1.0.2.3.4.5');
  // Moving back to the original order stores the name, not the positions.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Alt+ArrowLeft');
  assert.equal(await hashParam(page, 'order'), 'original');
});

test('a view survives a round trip through its link', async (t) => {
  const page = await open(t);
  await chooseExample(page, 'the dog saw');
  await page.selectOption('#scheme', 'rope');
  await page.selectOption('#head', '2');
  await openSettings(page);
  await page.selectOption('#colour-map', 'cividis');
  await page.locator('#token-panel ol.movable button').nth(1).focus();
  await page.keyboard.press('Alt+ArrowRight');
  const link = page.url();

  const snapshot = async (p) => ({
    sentence: await p.inputValue('#sentence'),
    scheme: await p.inputValue('#scheme'),
    head: await p.inputValue('#head'),
    colours: await p.inputValue('#colour-map'),
    status: await p.textContent('#seed'),
    chips: await chipTexts(p, 'new'),
    badge: await p.textContent('#equivariance-badge'),
    original: await cellLabels(p, 'original'),
    reordered: await cellLabels(p, 'new'),
    colour: (await gridCell(figureOf(p, 'new'), 0, 0)).colour,
  });
  const before = await snapshot(page);
  const copy = await open(t, link.slice(url.length));
  assert.deepEqual(await snapshot(copy), before);
  assert.deepEqual(await noteTexts(copy), []);
  assert.equal(before.scheme, 'rope');
  assert.equal(before.colours, 'cividis');
  const first = await gridCell(figureOf(copy, 'original'), 0, 0);
  const { rows } = await figureOf(copy, 'original').evaluate((f) => f.gridReadout.labels());
  assert.equal(first.label, text('compare.cell', { from: rows[0], to: rows[0], weight: first.text, head: 'head 3' }));
});

test('typed sentences reach the address once typing pauses, as one history entry', async (t) => {
  // A keystroke's address is written once the learner pauses (link.js): a copied link or a reload
  // then restores what was typed, and the burst is one entry (one Back undoes it).
  const page = await open(t);
  const entries = await page.evaluate(() => history.length);
  await page.locator('#sentence').fill('');
  await page.locator('#sentence').pressSequentially('a dog ran', { delay: 20 });
  await page.waitForSelector('body:not([data-busy])');
  await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('text') === 'a dog ran', null, { timeout: 2000 });
  assert.equal(await page.evaluate(() => history.length), entries + 1, 'one entry for the burst of typing');
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.equal(await page.inputValue('#sentence'), 'a dog ran');
});

test('fast typing writes the address once, and at once when the page loses focus', async (t) => {
  // Writing the address costs the browser's own process time: a burst of keystrokes writes it
  // once, after the learner pauses (link.js). Reaching for the address bar (the page's window
  // loses focus) writes what is pending at once, so a copied link has the latest sentence.
  const page = await open(t);
  await page.evaluate(() => {
    window.addressWrites = 0;
    const replace = history.replaceState.bind(history), push = history.pushState.bind(history);
    history.replaceState = (...args) => { window.addressWrites += 1; return replace(...args); };
    history.pushState = (...args) => { window.addressWrites += 1; return push(...args); };
  });
  await page.locator('#sentence').fill('');
  await page.locator('#sentence').pressSequentially('a dog ran', { delay: 20 });
  const written = await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    return { text: new URLSearchParams(location.hash.slice(1)).get('text'), writes: window.addressWrites };
  });
  assert.equal(written.text, 'a dog ran', 'the address holds the sentence as soon as the page loses focus');
  assert.ok(written.writes <= 3, `10 keystrokes wrote the address ${written.writes} times`);
});

test('editing the hash or going Back restores the view', async (t) => {
  const page = await open(t);
  await page.evaluate(() => { location.hash = '#text=a+b+c&order=reverse'; });
  await page.waitForFunction(() => document.querySelector('#sentence').value === 'a b c');
  assert.deepEqual(await chipTexts(page, 'new'), ['c', 'b', 'a']);

  await page.click('#shuffle');
  const seed = await hashParam(page, 'seed');
  await page.click('#shuffle');
  assert.equal(Number(await hashParam(page, 'seed')), Number(seed) + 1);
  await page.goBack();
  await page.waitForFunction((s) => document.querySelector('#seed').textContent === s, text('input.order', { order: 'shuffle', seed }));
  await page.goBack();
  await page.waitForFunction((s) => document.querySelector('#seed').textContent === s, text('input.order', { order: 'reverse' }));

  // Typing adds one entry per pause, not one per keystroke: one Back undoes the whole burst.
  await page.locator('#sentence').press('End');
  await page.locator('#sentence').pressSequentially(' d e f');
  assert.equal(await page.inputValue('#sentence'), 'a b c d e f');
  await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('text') === 'a b c d e f');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#sentence').value === 'a b c');
  assert.deepEqual(await chipTexts(page, 'new'), ['c', 'b', 'a']);
});

test('typing that makes the page correct the order is still one entry of its own', async (t) => {
  // A dragged order of three tokens no longer fits four: the page sets the original order (a
  // correction, not a learner action) while the burst is unwritten; Back restores both.
  const page = await open(t, '#text=a+b+c');
  await chipTexts(page, 'new');
  await page.evaluate(() => { location.hash = '#text=a+b+c&order=1.0.2'; });
  await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('order') === '1.0.2');
  await page.locator('#sentence').press('End');
  await page.locator('#sentence').pressSequentially(' d', { delay: 30 });
  await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('text') === 'a b c d');
  assert.equal(await hashParam(page, 'order'), 'original');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#sentence').value === 'a b c');
  assert.equal(await hashParam(page, 'order'), '1.0.2');
});

test('one Back undoes one action: Reverse, a tab, typing and a scheme are entries of their own', async (t) => {
  const page = await open(t, '#text=a+b+c');
  const state = () => page.evaluate(() => {
    const p = new URLSearchParams(location.hash.slice(1));
    return { text: document.querySelector('#sentence').value, order: p.get('order'), panel: p.get('panel'), scheme: document.querySelector('#scheme').value };
  });
  const first = await state();
  await page.click('#reverse-order');
  await page.waitForFunction(() => location.hash.includes('order=reverse'));
  const reversed = await state();
  await page.click('#tab-position');
  await page.waitForFunction(() => location.hash.includes('panel=position'));
  const tabbed = await state();
  await page.locator('#sentence').press('End');
  await page.locator('#sentence').pressSequentially(' d', { delay: 30 });
  await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('text') === 'a b c d');
  await page.waitForTimeout(1200);  // a pause (over a second): the next keystrokes are a burst of their own
  await page.locator('#sentence').pressSequentially(' e', { delay: 30 });
  await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('text') === 'a b c d e');
  const typedOnce = { ...tabbed, text: 'a b c d' };
  const typedTwice = await state();
  const other = await page.$eval('#scheme', (select) => [...select.options].find((o) => o.value !== select.value).value);
  await page.selectOption('#scheme', other);
  await page.waitForFunction((s) => new URLSearchParams(location.hash.slice(1)).get('scheme') === s, other);
  for (const expected of [typedTwice, typedOnce, tabbed, reversed, first]) {
    await page.goBack();
    await page.waitForFunction((e) => document.querySelector('#sentence').value === e.text && document.querySelector('#scheme').value === e.scheme
      && new URLSearchParams(location.hash.slice(1)).get('panel') === e.panel && new URLSearchParams(location.hash.slice(1)).get('order') === e.order, expected);
  }
});

test('malformed link values fall back with a visible note, never a broken page', async (t) => {
  const page = await open(t, '#seed=abc&scheme=nope&colours=jet&head=99&order=1.1&mystery=1');
  const { t: message } = await loadEnglishMessages();
  const notes = await noteTexts(page);
  assert.deepEqual(await noteIds(page), ['state.notWhole', 'state.notOneOf', 'state.notOneOf', 'state.outOfRange', 'state.notPermutation', 'state.unknown'], notes.join('\n'));
  assert.ok(notes.includes(message('state.notWhole', { name: 'seed', fallback: '1' })));
  assert.ok(notes.includes(message('state.unknown', { name: 'mystery' })));
  assert.ok(await page.isVisible('#link-notes'));
  assert.equal(await page.textContent('#seed'), text('input.order', { order: 'shuffle', seed: 1 }));
  assert.equal(await page.evaluate(() => location.hash), '', 'the link is cleaned up');
  await screenshot(page, 'interact-link-notes');

  const misfit = await open(t, '#text=a+b&order=2.1.0');
  assert.equal((await noteTexts(misfit))[0], message('app.orderMismatch', { positions: 3, tokens: 2 }));
  assert.deepEqual(await chipTexts(misfit, 'new'), ['a', 'b']);

  const blank = await open(t, '#text=%20%20');
  assert.deepEqual(await noteIds(blank), ['app.sentenceRefused']);
  assert.equal(await blank.inputValue('#sentence'), 'The cat sat on the mat');

  const tooMany = await open(t, `#text=${Array(70).fill('w').join('+')}`);
  assert.match((await noteTexts(tooMany))[0], await errorPattern({ code: 'too-many-tokens', count: 70, limit: 64 }));
});

test('bad sentences show a message beside the box and keep the last good view', async (t) => {
  const page = await open(t);
  const goodChips = await chipTexts(page, 'original');
  const problem = () => page.textContent('#sentence-problem');

  await page.fill('#sentence', '');
  assert.match(await problem(), await errorPattern({ code: 'no-words' }));
  assert.ok((await problem()).endsWith(text('input.sentenceKept', { problem: '' }).trim()), 'the last good view stays');
  assert.equal(await page.getAttribute('#sentence', 'aria-invalid'), 'true');
  assert.deepEqual(await chipTexts(page, 'original'), goodChips);

  await page.fill('#sentence', Array(65).fill('word').join(' '));
  assert.match(await problem(), await errorPattern({ code: 'too-many-tokens', count: 65, limit: 64 }));
  await page.fill('#sentence', 'x'.repeat(2000));
  assert.match(await problem(), await errorPattern({ code: 'token-too-long', token: 1, limit: 64 }));
  await page.fill('#sentence', 'y '.repeat(1100));
  assert.ok((await page.inputValue('#sentence')).length <= 2000);
  assert.match(await problem(), /tokens; the limit is 64/);
  assert.deepEqual(await chipTexts(page, 'original'), goodChips);

  // A run of emoji splits by grapheme (segment.js): 🐶 and 🐱 are two tokens.
  for (const [text, count] of [['🐶🐱 emoji 👩‍👩‍👧', 4], ['猫が魚を食べた', 7], ['שלום עולם', 2], ['مرحبا بالعالم', 2], ['Ünïcödé façade', 2]]) {
    await page.fill('#sentence', text);
    assert.equal(await problem(), '', text);
    assert.equal((await chipTexts(page, 'original')).length, count, text);
  }
  await screenshot(page, 'interact-unicode');
  await page.fill('#sentence', 'back to normal');
  assert.equal(await page.getAttribute('#sentence', 'aria-invalid'), 'false');
  assert.deepEqual(await chipTexts(page, 'original'), ['back', 'to', 'normal']);
});

async function tabTo(page, predicate, { back = false, limit = 80 } = {}) {
  for (let i = 0; i < limit; ++i) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate(predicate)) return;
  }
  throw new Error(`Tab never reached ${predicate}`);
}

test('keyboard only: type, shuffle, move a chip, walk a heatmap, switch to dark', async (t) => {
  const page = await open(t);
  await tabTo(page, () => document.activeElement.id === 'sentence');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('the dog saw the cat');
  assert.deepEqual(await chipTexts(page, 'original'), ['the', 'dog', 'saw', 'the', 'cat']);

  await tabTo(page, () => document.activeElement.id === 'shuffle');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.notEqual(outline, 'none', 'focus is visible');
  await page.keyboard.press('Enter');
  assert.equal(await page.textContent('#seed'), text('input.order', { order: 'shuffle', seed: 2 }));

  await tabTo(page, () => document.activeElement.closest('ol.movable') !== null);
  const order = await newOrderIndices(page);
  // The chip that has focus (the list keeps one chip tabbable, not always the first) moves one right.
  const at = await page.evaluate(() => [...document.querySelectorAll('#token-panel ol.movable li')]
    .findIndex((li) => li.contains(document.activeElement)));
  assert.ok(at >= 0 && at < order.length - 1, `a chip with a right neighbour has focus (${at})`);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  const moved = await newOrderIndices(page);
  const expected = [...order];
  [expected[at], expected[at + 1]] = [expected[at + 1], expected[at]];
  assert.deepEqual(moved, expected);

  await tabTo(page, () => document.activeElement.classList.contains('heatmap-grid'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const focused = await page.evaluate(() => {
    const readout = document.activeElement.closest('figure').gridReadout;
    const { row, col } = readout.focused();
    return { row, col, ...readout.cell(row, col) };
  });
  assert.deepEqual([focused.row, focused.col], [1, 2]);
  assert.equal(focused.label, text('compare.cell', { from: 'dog 2', to: 'saw 3', weight: focused.text, head: 'head 1' }));
  const status = await page.evaluate(() => document.activeElement.closest('figure').querySelector('.heatmap-status').textContent);
  assert.equal(status, focused.label, 'the status line (a polite live region) says the focused cell');
  assert.equal(await page.evaluate(() => document.activeElement.closest('figure').querySelector('.heatmap-status').getAttribute('aria-live')), 'polite');
  await screenshot(page, 'interact-keyboard-heatmap');

  // The theme is in the settings menu: open it by keyboard, then into its theme group.
  await tabTo(page, () => document.activeElement.matches('#settings-menu summary'), { back: true });
  await page.keyboard.press('Enter');
  await tabTo(page, () => document.activeElement.id === 'theme-system');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(21, 23, 26)');
});

test('the theme: system by default, a choice remembered across reloads', async (t) => {
  const dark = await open(t, '', { colorScheme: 'dark' });
  assert.equal(await dark.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(21, 23, 26)');
  await openSettings(dark);
  await dark.check('#theme-light');
  assert.equal(await dark.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(247, 247, 244)');
  await dark.reload();
  await dark.waitForSelector('body[data-ready=true]');
  assert.ok(await dark.isChecked('#theme-light'));
  assert.equal(await dark.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(247, 247, 244)');
  assert.equal(await dark.evaluate(() => location.hash), '', 'the theme is not part of the link');
  await openSettings(dark);
  await dark.check('#theme-dark');
  await screenshot(dark, 'interact-dark-1280');
});

test('the colour map follows the choice and goes into the link', async (t) => {
  const page = await open(t);
  const firstCell = async () => (await gridCell(figureOf(page, 'original'), 0, 0)).colour;
  const viridis = await firstCell();
  await openSettings(page);
  await page.selectOption('#colour-map', 'cividis');
  assert.notEqual(await firstCell(), viridis);
  assert.equal(await hashParam(page, 'colours'), 'cividis');
});

async function download(page, figure, format) {
  await figure.locator('.export summary').click();
  const [file] = await Promise.all([page.waitForEvent('download'), figure.locator(`button[data-format=${format}]`).click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

// RFC 4180 reader, enough for the test: quoted fields with doubled quotes, CRLF lines.
function parseCsv(text) {
  const rows = [[]];
  let field = '', quoted = false;
  for (let i = 0; i < text.length; ++i) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; ++i; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { rows.at(-1).push(field); field = ''; }
    else if (c === '\r' && text[i + 1] === '\n') { rows.at(-1).push(field); field = ''; rows.push([]); ++i; }
    else field += c;
  }
  rows.pop();
  return rows;
}

test('exports: CSV and JSON carry the exact matrix, SVG the same colours, PNG is a PNG', async (t) => {
  const page = await open(t, `#text=${encodeURIComponent('Let\'s eat, "Grandma"!')}&order=original`);
  const figure = figureOf(page, 'original');
  const labels = await figure.evaluate((f) => f.gridReadout.labels().rows);
  assert.deepEqual(labels, ["Let's 1", 'eat 2', ', 3', '" 4', 'Grandma 5', '" 6', '! 7']);

  const csv = await download(page, figure, 'csv');
  assert.equal(csv.name, 'original-order-head-1.csv');
  const rows = parseCsv(csv.bytes.toString('utf8'));
  assert.deepEqual(rows[0], ['', ...labels]);
  assert.deepEqual(rows.map((r) => r[0]).slice(1), labels);
  assert.ok(csv.bytes.toString('utf8').includes('""" 4"'), 'quotes are doubled inside quoted fields');

  const json = JSON.parse((await download(page, figure, 'json')).bytes.toString('utf8'));
  assert.equal(json.title, text('compare.originalHead', { head: 'head 1' }));
  assert.deepEqual(json.rowLabels, labels);
  assert.deepEqual(json.values.map((r) => r.map(String)), rows.slice(1).map((r) => r.slice(1)), 'CSV and JSON agree exactly');
  for (const row of json.values) assert.ok(Math.abs(row.reduce((a, b) => a + b) - 1) < 1e-9, 'softmax rows sum to 1');
  const shown = (await gridCell(figure, 0, 0)).text;
  assert.equal(shown, json.values[0][0].toFixed(2));

  const svg = (await download(page, figure, 'svg')).bytes.toString('utf8');
  assert.match(svg, /^<\?xml/);
  assert.ok(svg.includes('<title') || svg.includes(text('compare.originalHead', { head: 'head 1' })));
  assert.ok(svg.includes('&quot; 4') || svg.includes('" 4'), 'token labels are in the SVG, escaped');
  const fills = [...svg.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="40" height="40" fill="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(fills.length, 49);
  const onScreen = (await gridCells(figure)).map((c) => c.colour);
  assert.deepEqual(fills, onScreen);

  const png = await download(page, figure, 'png');
  assert.equal(png.name, 'original-order-head-1.png');
  assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.ok(png.bytes.readUInt32BE(16) > 400, 'the PNG is drawn at twice the SVG size');
});

test('an SVG figure (the arc view) exports as a standalone SVG and a PNG', async (t) => {
  const page = await open(t, '#panel=heads');
  const figure = page.locator('figure.arcs');
  const svgFile = await download(page, figure, 'svg');
  assert.match(svgFile.name, /^head-1-arcs-for-weights-of-at-least-0-05\.svg$/);
  const svg = svgFile.bytes.toString('utf8');
  assert.match(svg, /^<\?xml[^>]*>\n<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.ok(!svg.includes('class='), 'no class is left to a stylesheet the file does not have');
  assert.match(svg, /<path [^>]*style="[^"]*stroke: rgb/, 'the arcs carry their computed colours');
  assert.ok(svg.includes('>cat</text>'), 'token labels are in it');
  assert.deepEqual(await figure.locator('button[data-format]').evaluateAll((b) => b.map((x) => x.dataset.format)), ['png', 'svg'],
    'a figure without a matrix offers only images');
  const png = await download(page, figure, 'png');
  assert.deepEqual([...png.bytes.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
});

test('each heatmap has a data table with its exact numbers', async (t) => {
  const page = await open(t);
  const figure = figureOf(page, 'new');
  const toggle = figure.locator('.heatmap-tools button[aria-controls]');
  assert.equal(await toggle.textContent(), msg('shared.showNumbers'));
  await toggle.click();
  assert.equal(await toggle.textContent(), msg('shared.hideNumbers'));
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  const table = figure.locator('.data-table table');
  assert.equal(await table.locator('caption').textContent(), text('compare.reorderedHead', { head: 'head 1' }));
  assert.equal(await table.locator('tbody tr').count(), 6);
  const first = Number(await table.locator('tbody td').first().textContent());
  const cell = Number((await gridCell(figure, 0, 0)).text);
  assert.ok(Math.abs(first - cell) < 0.005);
  await page.click('#shuffle');
  assert.equal(await table.locator('tbody tr').count(), 6, 'the table follows the view');
  await screenshot(page, 'interact-data-table');
  await toggle.click();
  assert.ok(await table.isHidden());
});

test('the heatmap is one focusable grid on a sharp canvas; its labels match its rows and columns', async (t) => {
  const page = await open(t, '', { deviceScaleFactor: 2 });
  const figure = figureOf(page, 'original');
  const original = grid(page, 'original');
  assert.match(await original.getAttribute('aria-label'), await messageInside('shared.gridLabel', { rows: 6, cols: 6 }));
  assert.equal(await figure.locator('[tabindex="0"]:visible').count(), 1, 'one tab stop per grid (the numbers table is hidden)');
  assert.equal(await figure.locator('[tabindex="-1"]').count(), 0);
  const labels = await figure.evaluate((f) => f.gridReadout.labels());
  assert.deepEqual(labels.rows, ['The 1', 'cat 2', 'sat 3', 'on 4', 'the 5', 'mat 6']);
  assert.deepEqual(labels.cols, labels.rows);
  const canvas = await figure.locator('canvas').evaluate((c) => ({ pixels: c.width, css: c.getBoundingClientRect().width }));
  assert.ok(Math.abs(canvas.pixels - 2 * canvas.css) <= 1, 'drawn at the device pixel ratio');
  // Each cell's label names its own row and column.
  for (const cell of await gridCells(figure)) {
    assert.equal(cell.label, text('compare.cell', { from: labels.rows[cell.row], to: labels.cols[cell.col], weight: cell.text, head: 'head 1' }));
  }
});

test('64 tokens: every column shown, labels thinned, zoom around the focused cell', async (t) => {
  const words = Array.from({ length: 64 }, (_, i) => `w${i}`).join(' ');
  const page = await open(t, `#text=${words}&scheme=sinusoidal`);
  const figure = figureOf(page, 'original');
  const scroller = figure.locator('.heatmap-scroll');
  assert.ok(await scroller.evaluate((s) => s.scrollWidth <= s.clientWidth), 'all 64 columns fit the box');
  assert.deepEqual(await figure.evaluate((f) => f.gridReadout.size()), { rows: 64, cols: 64 });
  await figure.locator('.heatmap-grid').focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Control+End');
  assert.deepEqual(await figure.evaluate((f) => f.gridReadout.focused()), { row: 63, col: 63 });
  const last = await gridCell(figure, 63, 63);
  assert.equal(last.label, text('compare.cell', { from: 'w63 64', to: 'w63 64', weight: last.text, head: 'head 1' }));
  assert.equal(await figure.locator('.heatmap-status').textContent(), last.label);
  const zoom = figure.locator('.heatmap-zoom');
  await zoom.click();
  assert.equal(await zoom.getAttribute('aria-pressed'), 'true');
  await screenshot(page, 'interact-64-tokens-zoomed');
  await zoom.click();
  assert.equal(await zoom.getAttribute('aria-pressed'), 'false');
  assert.ok(await page.evaluate(() => document.querySelectorAll('*').length) < 3000, 'fewer than 3,000 elements');
});

test('360 px wide: no sideways page scroll; a long sentence fits its heatmap', async (t) => {
  for (const colorScheme of ['light', 'dark']) {
    const page = await open(t, '', { viewport: { width: 360, height: 780 }, colorScheme });
    await chooseExample(page, 'A long sentence');
    await page.click(`text=${msg('shared.showNumbers')} >> nth=0`);
    await page.locator('.export summary').first().click();
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'no horizontal page scroll');
    const scroller = page.locator('.heatmap-scroll').first();
    assert.ok(await scroller.evaluate((s) => s.scrollWidth <= s.clientWidth), 'the heatmap shrinks its cells to fit its box');
    await screenshot(page, `interact-360-${colorScheme}`);
  }
});

test('in-page links and iframes leave the view and the host history alone', async (t) => {
  const page = await open(t, '#scheme=rope');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');  // "Skip to the lab"
  assert.equal(await page.evaluate(() => location.hash), '#scheme=rope');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'main');

  const host = await open(t, '#order=original');  // any page; an iframe of the lab goes in it
  await host.evaluate((src) => {
    const frame = Object.assign(document.createElement('iframe'), { src, width: 900, height: 700 });
    document.body.append(frame);
  }, url);
  const frame = host.frameLocator('iframe');
  await frame.locator('body[data-ready=true]').waitFor();
  const length = await host.evaluate(() => history.length);
  await frame.locator('#shuffle').click();
  await frame.locator('#reverse-order').click();
  assert.equal(await host.evaluate(() => history.length), length);
});

// The whole page with the compare panel in both themes and both widths (each theme at 1280 px, dark
// at 360 px), with a data table and an export menu open and a chip lifted; every other panel at
// 1280 px light and 360 px dark, reached in the same page by its address, its own section checked
// (the page around it is the compare run's, checked in that theme and width).
const AXE_PAGES = [
  { width: 1280, colorScheme: 'light', panels: ['heads', 'position', 'outputs', 'walkthrough'] },
  { width: 360, colorScheme: 'dark', panels: ['heads', 'position', 'outputs', 'walkthrough'] },
  { width: 1280, colorScheme: 'dark', panels: [] },
];
const axeAddress = (panel) => `#text=the+dog+saw+the+other+dog&scheme=${panel === 'position' ? 't5' : 'sinusoidal'}&panel=${panel}`;
const axeViolations = async (page, include) => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('axe finds no WCAG 2.2 AA violation, light and dark, at 1280 and 360 px', async (t) => {
  for (const { width, colorScheme, panels } of AXE_PAGES) {
    const page = await open(t, axeAddress('compare'), { viewport: { width, height: 900 }, colorScheme });
    for (const panel of panels) {
      await page.evaluate((hash) => { location.hash = hash; }, axeAddress(panel));
      await settled(page);
      await page.waitForSelector(`#panel-${panel}:not([hidden])`);
      // The Position tab's details, opened: their text is checked too.
      if (panel === 'position') for (const summary of await page.locator('.explanation-numbers summary:visible').all()) await summary.click();
      assert.deepEqual(await axeViolations(page, `#panel-${panel}`), [], `${panel} at ${width} px, ${colorScheme}`);
    }
    await page.evaluate((hash) => { location.hash = hash; }, axeAddress('compare'));
    await settled(page);
    await page.locator('.heatmap-tools button.quiet').first().click();
    await page.locator('.export summary').first().click();
    await page.locator('#token-panel ol.movable button').first().focus();
    await page.keyboard.press('Space');  // a lifted chip, as a keyboard user sees it
    assert.deepEqual(await axeViolations(page), [], `compare at ${width} px, ${colorScheme}`);
    if (width === 1280 && colorScheme === 'light') await screenshot(page, 'interact-axe-light-1280');
  }
});

test('bar charts, the head grid and the RoPE picture export too', async (t) => {
  const page = await open(t, '#panel=outputs&scheme=sinusoidal');
  const displacement = page.locator('#displacement-panel');
  const bars = (await download(page, displacement, 'svg')).bytes.toString('utf8');
  assert.match(bars, /^<\?xml/);
  assert.equal([...bars.matchAll(/fill="#2b5fb4"/g)].length, 6, 'one bar per token');
  const csv = parseCsv((await download(page, displacement, 'csv')).bytes.toString('utf8'));
  assert.deepEqual(csv[0], ['', text('outputs.moved')]);
  assert.equal(csv.length, 7);
  assert.ok(csv.slice(1).every((row) => Number(row[1]) > 0), 'with sinusoidal every output moved');

  await page.click('#tab-heads');
  const grid = page.locator('#head-grid-panel');
  const heads = (await download(page, grid, 'svg')).bytes.toString('utf8');
  assert.ok(heads.includes('>previous-token head</text>') && heads.includes('>same-word head</text>'));
  assert.deepEqual([...(await download(page, grid, 'png')).bytes.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);

  await page.selectOption('#scheme', 'rope');
  await page.click('#tab-position');
  const rotation = page.locator('figure.rotation');
  assert.match((await download(page, rotation, 'svg')).bytes.toString('utf8'), /<line [^>]*style="[^"]*stroke/);

  await page.click('#tab-walkthrough');
  const query = page.locator('#panel-walkthrough .bar-chart').first();
  const json = JSON.parse((await download(page, query, 'json')).bytes.toString('utf8'));
  assert.deepEqual(json.values.map((row) => row[0]), [2, 2, 0, 1, 0], "Kohli's powerplay query, as the core gives it");
});
