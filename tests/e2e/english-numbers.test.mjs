// English numbers without Intl (web/js/text/english-numbers.js) against Chromium's own Intl, whose
// ICU is not Node's: the page in English must read exactly as it read with Intl.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { englishNumberFormat, englishPlural } from '../../web/js/text/english-numbers.js';
import { OPTIONS, values } from '../web/number-cases.mjs';

test("English numbers and plurals read as Chromium's Intl writes them in English", async () => {
  const list = values();
  // JSON cannot carry -0, NaN or the infinities: each value goes as its String and comes back with Number.
  const texts = list.map((value) => (Object.is(value, -0) ? '-0' : String(value)));
  const browser = await launch();
  try {
    const page = await (await browser.newContext()).newPage();
    const theirs = await page.evaluate(({ texts, options }) => {
      const numbers = texts.map((text) => (text === '-0' ? -0 : Number(text)));
      const rules = new Intl.PluralRules('en');
      return { formats: options.map((o) => numbers.map((n) => new Intl.NumberFormat('en', o).format(n))), plurals: numbers.map((n) => rules.select(n)) };
    }, { texts, options: OPTIONS });
    OPTIONS.forEach((options, k) => {
      const ours = englishNumberFormat(options);
      list.forEach((value, i) => assert.equal(ours.format(value), theirs.formats[k][i], `${JSON.stringify(options)} ${texts[i]}`));
    });
    list.forEach((value, i) => assert.equal(englishPlural(value), theirs.plurals[i], texts[i]));
  } finally {
    await browser.close();
  }
});
