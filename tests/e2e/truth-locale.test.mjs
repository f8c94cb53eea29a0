// The text seam, checked as a reader sees the page: with lang=en-XA every message of the catalogue
// is accented and inside ⟦ ⟧ (web/js/text/pseudo-locale.js), so any visible text left once those
// are taken out, and the learner's own words and the numbers, did not come from the catalogue.
// None is allowed: the core answers with codes, and the page words every one of them.
// The scan covers every panel, every walkthrough step in both modes, the lesson's steps and recap,
// the English models, and the menus and dialogs. SCREENSHOTS=1 writes each state, to see where the
// longer texts break the layout.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForFile, openPage, screenshot, openSettings, settled } from './browser.mjs';
import { LESSON } from '../../web/js/content/lesson.js';
import { SCHEMES } from '../../web/js/schemes/schemes.js';

let browser, url;
browserForFile((shared) => ({ browser, url } = shared));

const STATES = [
  '', '#order=reverse&causal=1', '#panel=heads', '#panel=heads&scheme=rope&causal=1', '#panel=outputs',
  '#panel=outputs&text=dog+dog+dog+dog&scheme=sinusoidal',
  ...SCHEMES.map((scheme) => `#panel=position&scheme=${scheme}`),
  ...[1, 2, 3, 4, 5, 6].flatMap((step) => [`#panel=walkthrough&step=${step}`,
    `#panel=walkthrough&walkMode=sentence&step=${step}`, `#panel=walkthrough&analogy=plain&step=${step}`]),
  '#panel=train', '#panel=train&preset=haviv', '#modelWidth=10&heads=4', '#text=',
  ...LESSON.map((_, k) => `#lesson=${k + 1}`), `#lesson=${LESSON.length + 1}`,
  '#model=english&text=dog+bites+man', '#model=english&panel=heads&text=the+cat+sat+on+the+mat',
];

// Lines of visible text that hold letters once every ⟦...⟧ (innermost first), the learner's words
// and the sentence's tokens are taken out.
async function foreignText(page) {
  return page.evaluate(() => {
    const words = new Set();
    const sentence = document.querySelector('#sentence')?.value ?? '';
    for (const word of sentence.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []) words.add(word);
    const lines = document.body.innerText.split('\n');
    const left = [];
    for (const line of lines) {
      let rest = line;
      for (let before = ''; before !== rest;) { before = rest; rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' '); }
      rest = rest.replace(/[\p{L}\p{N}'’-]+/gu, (word) => (words.has(word.toLowerCase()) ? ' ' : word));
      if (/\p{L}{2,}/u.test(rest)) left.push(line.trim());
    }
    return [...new Set(left)];
  });
}

// Each state is reached in one open page through its address (truth-address.test.mjs checks that an
// address reached in a page shows what a fresh load of it shows); the page opens afresh only for
// the first view and once every ten states, so a leak of text from one state to the next shows too.
test('with lang=en-XA every visible text comes from the catalogue', { timeout: 600_000 }, async () => {
  const found = {};
  let opened = null;
  for (const [k, state] of STATES.entries()) {
    const hash = state ? `${state}&lang=en-XA` : '#lang=en-XA';
    if (!opened || k % 10 === 0 || state === '') {
      await opened?.context.close();
      opened = await openPage(browser, `${url}${hash}`);
    } else {
      await opened.page.evaluate((h) => { location.hash = h; }, hash);
      await settled(opened.page);
    }
    const { page, problems } = opened;
    const name = `locale-${state.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'first'}`;
    const left = await foreignText(page);
    await screenshot(page, name);
    if (state === '') {
      await openSettings(page);
      left.push(...await foreignText(page));
      await screenshot(page, `${name}-settings`);
    }
    if (left.length) found[state || '(first view)'] = left;
    assert.deepEqual(problems, [], `${state}: page errors`);
  }
  await opened.context.close();
  assert.deepEqual(found, {}, 'text outside the catalogue');
});

test('lang=en-XA sets the document language, and English is the default', async () => {
  const { page, context } = await openPage(browser, `${url}#lang=en-XA`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-XA');
  await context.close();
  const english = await openPage(browser, url);
  assert.equal(await english.page.evaluate(() => document.documentElement.lang), 'en');
  await english.context.close();
});
