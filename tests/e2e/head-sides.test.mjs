// Heads that read one side (issue 47): the English ALiBi model's heads each read their own word and
// one side of it, as the core's `reads` says. The walkthrough gives no score to a word the head does
// not read and sums "over the words this head reads"; the Position tab hatches the unread cells of
// each head's bias grid, with a key; the heads view and the status line say the same.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveSite, withOpenPage, gridCell, screenshot } from './browser.mjs';
import fs from 'node:fs';
import { loadEnglishMessages } from '../web/english-messages.mjs';

const { t } = await loadEnglishMessages();
const SENTENCE = 'text=she+drank+a+cup+of+hot+tea&order=original&model=english&scheme=alibi';
const WORDS = ['she', 'drank', 'a', 'cup', 'of', 'hot', 'tea'];
const QUERY = 4;  // "of": head 1 reads she..of, head 2 of..tea
// A message's words after its argument given as MARK (the rest is numbers and marks drawn around it).
const MARK = '\u0001';
// How the shipped ALiBi model's heads pair up, as its card names the file's rule: mirrored pairs
// share a slope; the paper's schedule gives each head its own.
const ALIBI_CARD = JSON.parse(fs.readFileSync(new URL('../../web/public/models/english/alibi.json', import.meta.url), 'utf8'));
const PAIRING = ALIBI_CARD.shape.headSides === 'mirrored pairs' ? 'mirrored' : 'own';
const afterMark = (text) => text.split(MARK)[1];

let browser, site;
before(async () => { browser = await launch(); site = await serveSite(); });
after(async () => { await browser?.close(); site?.server.close(); });

const lines = (page) => page.$$eval('#walk-numbers ol.formulas > li', (items) => items.map((li) => ({
  text: li.textContent, unread: li.classList.contains('formula-unread'), result: li.querySelector('.formula-result')?.textContent ?? null })));

test('the walkthrough: a word head 1 does not read has no score, and the sum is over the words it reads', async () => {
  await withOpenPage(browser, `${site.url}#${SENTENCE}&panel=walkthrough&walkMode=sentence&step=4&walkToken=${QUERY}`, async (page) => {
    await page.waitForSelector('#walk-numbers ol.formulas > li');
    const step4 = await lines(page);
    assert.equal(step4.length, WORDS.length);
    step4.forEach((line, j) => {
      const read = j <= QUERY;
      assert.equal(line.unread, !read, `${WORDS[j]}: read ${read}`);
      if (read) assert.match(line.result, /^-?\d/, `${WORDS[j]} has its score`);
      else {
        assert.equal(line.result, null, `${WORDS[j]}: no score shown`);
        assert.ok(line.text.includes(t('walkthrough.notRead', { side: 'later' })), line.text);
      }
    });
    assert.ok((await page.textContent('#walk-numbers')).includes(t('walkthrough.oneSide', { reads: 'earlier' })));
    await screenshot(page, 'head-sides-walkthrough-step4');

    await page.click('#walk-next');
    await page.waitForSelector('#walk-numbers .walk-formula');
    const formula = await page.textContent('#walk-numbers .walk-formula');
    assert.ok(formula.includes(afterMark(t('walkthrough.softmax', { reads: 'earlier', power: '', sum: MARK }))), formula);
    assert.ok(!formula.includes(afterMark(t('walkthrough.softmax', { reads: 'both', power: '', sum: MARK }))), formula);
    const bars = await page.$$eval('#walk-numbers .bar-row', (rows) => rows.map((r) => ({
      label: r.querySelector('.bar-label').textContent, value: Number(r.querySelector('.bar-number').textContent) })));
    bars.forEach((bar, j) => {
      const unread = afterMark(t('walkthrough.notReadBar', { token: MARK }));  // " (not read)" after the word's label
      assert.ok(bar.label.startsWith(WORDS[j]), bar.label);
      assert.equal(bar.label.endsWith(unread), j > QUERY, bar.label);
      if (j <= QUERY) assert.ok(bar.value > 0, bar.label);
      else assert.equal(bar.value, 0);
    });
    assert.doesNotMatch(await page.textContent('#walk-numbers'), new RegExp(t('walkthrough.addUp').replace('.', '\\.')));
  });
});

test('the Position tab hatches each head\'s unread cells, with a key; the status and the heads view say which side', async () => {
  await withOpenPage(browser, `${site.url}#${SENTENCE}&panel=position`, async (page) => {
    await page.waitForSelector('#bias-panel figure.heatmap canvas');
    await page.waitForFunction(() => document.querySelectorAll('#bias-panel figure.heatmap').length === 4);
    const figures = page.locator('#bias-panel figure.heatmap');
    for (let h = 0; h < 4; h += 1) {
      const figure = figures.nth(h);
      const earlier = h % 2 === 0;  // what the core reports for the shipped model (tests/core/lm/analysis.test.cpp)
      const later = await gridCell(figure, QUERY, QUERY + 1), before = await gridCell(figure, QUERY, QUERY - 1), own = await gridCell(figure, QUERY, QUERY);
      assert.equal(later.masked, earlier, `head ${h + 1}: the next word`);
      assert.equal(before.masked, !earlier, `head ${h + 1}: the word before`);
      assert.equal(own.masked, false, 'its own word is always read');
      assert.equal(later.masked ? later.text : before.text, '—');
      const caption = await figure.locator('figcaption').first().textContent();
      assert.ok(caption.endsWith(afterMark(t('position.bias', { head: MARK, reads: earlier ? 'earlier' : 'later' }))), caption);
    }
    assert.equal(await page.locator('#bias-not-read').isVisible(), true);
    assert.equal(await page.textContent('#bias-not-read'), t('position.notRead'));
    // Which heads read which side, from the core's field: heads 1 and 3 the words before, 2 and 4 after.
    const sides = { sides: 'split', earlier: '1 and 3', later: '2 and 4', earlierCount: 2, laterCount: 2 };
    const status = await page.textContent('#english-status');
    assert.ok(status.includes(afterMark(t('english.status', { scheme: MARK, base: 'none', ...sides, layer: 1, layers: 2, width: 64, heads: 4 })).split(';')[0]), status);
    const note = await page.textContent('#position-english-note');
    const sidesSentence = afterMark(t('english.positionNote', { scheme: 'alibi', slopes: MARK, ...sides, pairing: PAIRING })).split('.')[1];
    assert.ok(sidesSentence.includes('1 and 3') && note.includes(sidesSentence), `${note} / ${sidesSentence}`);
    await screenshot(page, 'head-sides-position');
  });
});

test('the seeded model: every head reads both ways, or with the causal mask the earlier words, and no key is shown', async () => {
  await withOpenPage(browser, `${site.url}#text=she+drank+a+cup+of+hot+tea&scheme=alibi&panel=position`, async (page) => {
    await page.waitForSelector('#bias-panel figure.heatmap canvas');
    assert.equal(await page.locator('#bias-not-read').isVisible(), false);
    assert.equal((await gridCell(page.locator('#bias-panel figure.heatmap').first(), 0, 6)).masked, false);
  });
  await withOpenPage(browser, `${site.url}#text=she+drank+a+cup+of+hot+tea&scheme=alibi&causal=1&panel=position`, async (page) => {
    await page.waitForSelector('#bias-panel figure.heatmap canvas');
    assert.equal(await page.locator('#bias-not-read').isVisible(), true);
    const figure = page.locator('#bias-panel figure.heatmap').first();
    assert.equal((await gridCell(figure, 0, 6)).masked, true);
    assert.equal((await gridCell(figure, 6, 0)).masked, false);
  });
});
