// The issue-2 path as a learner walks it: type, shuffle, switch the encoding, read the badge; and
// bad input never breaks the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { errorText } from '../../web/js/text/en/errors.js';
import { launch, serveSite, openPage, screenshot, numberAfterEquals, gridCells } from './browser.mjs';
// The page's words for a core error value, matched literally (the catalogue, not English here).
const said = (error) => new RegExp(errorText(error).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

let browser, site;
before(async () => { browser = await launch(); site = await serveSite(); });
after(async () => { await browser?.close(); site?.server.close(); });

const badgeValue = async (page) => numberAfterEquals(await page.textContent('#equivariance-badge .badge-value'));
const verdict = (page) => page.textContent('#equivariance-badge .badge-verdict');

test('type, shuffle, switch the encoding and read the badge', async () => {
  const { page, context, problems } = await openPage(browser, site.url);
  assert.equal(await page.inputValue('#sentence'), 'The cat sat on the mat');

  await page.fill('#sentence', 'the dog chased the cat');
  await page.waitForFunction(() => document.querySelectorAll('#token-panel ol')[0].children.length === 5);
  await page.click('#reset-order');
  assert.match(await verdict(page), /Nothing moved/);

  await page.click('#shuffle');
  assert.match(await page.textContent('#seed'), /seed \d+/);
  await page.selectOption('#scheme', 'none');
  assert.match(await verdict(page), /Same outputs, just reordered/);
  assert.ok(await badgeValue(page) < 1e-5);

  await page.selectOption('#scheme', 'sinusoidal');
  assert.match(await verdict(page), /Outputs changed/);
  assert.ok(await badgeValue(page) > 1e-2);
  await screenshot(page, 'issue2-sinusoidal');

  // Shuffle again: a new seed, still a real change.
  const seedBefore = await page.textContent('#seed');
  await page.click('#shuffle');
  assert.notEqual(await page.textContent('#seed'), seedBefore);
  assert.deepEqual(problems, []);
  await context.close();
});

test('without position the two rows of "the" are identical on the page', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#scheme=none&panel=outputs`);
  const cells = await gridCells(page.locator('#output-panel figure').first());
  const rowColours = (row) => cells.filter((c) => c.row === row - 1).map((c) => c.colour);
  const first = await rowColours(1), fifth = await rowColours(5), second = await rowColours(2);
  assert.deepEqual(first, fifth);
  assert.notDeepEqual(first, second);
  await screenshot(page, 'issue2-none');
  assert.deepEqual(problems, []);
  await context.close();
});

test('bad input shows a clear message and keeps the last good view', async () => {
  const { page, context, problems } = await openPage(browser, site.url);
  const chips = () => page.$$eval('#token-panel ol:first-of-type li .chip-text', (l) => l.map((e) => e.textContent));
  const before = await chips();

  for (const [text, message] of [
    ['', said({ code: 'no-words' })],
    ['   ', said({ code: 'no-words' })],
    [Array(65).fill('w').join(' '), said({ code: 'too-many-tokens', count: 65, limit: 64 })],
  ]) {
    await page.fill('#sentence', text);
    assert.match(await page.textContent('#sentence-problem'), message);
    assert.deepEqual(await chips(), before, 'the last good view stays');
    assert.equal(await page.getAttribute('#sentence', 'aria-invalid'), 'true');
  }

  await page.fill('#sentence', 'Café 🐱 naïve 猫が <b>bold</b> 👩‍💻!');
  assert.equal(await page.textContent('#sentence-problem'), '');
  const shown = await chips();
  assert.ok(shown.includes('🐱') && shown.includes('👩‍💻') && shown.includes('Café') && shown.includes('猫'));
  assert.equal(await page.$$eval('#token-panel b', (b) => b.length), 0, 'user text is never HTML');
  assert.deepEqual(problems, []);
  await context.close();
});
