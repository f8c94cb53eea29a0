// The Train panel's words (issue 47): the terms it uses without explaining them where they stand
// (residual connection, linear readout, Adam, cross-entropy, NTK-aware scaling) each link to a
// short entry of its glossary, in English, Hindi and Spanish; the no-position scheme's box reads
// as what it is, not "none" beside a tick.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { browserForFile, openPage, screenshot } from './browser.mjs';
import { GLOSSARY_TERMS } from '../../web/js/views/train/train-glossary.js';
import { readCatalogue } from '../../scripts/messages.mjs';
import { loadEnglishMessages } from '../web/english-messages.mjs';

const { t, all } = await loadEnglishMessages();
let browser, url;
browserForFile((shared) => ({ browser, url } = shared));

const inLanguage = (lang, id) => (lang === 'en' ? t(id) : readCatalogue(lang)[id].text);

for (const lang of ['en', 'hi', 'es']) {
  test(`${lang}: every term of the glossary is a link that opens its entry; the no-position box names it`, async () => {
    const { page, context, problems } = await openPage(browser, `${url}#panel=train${lang === 'en' ? '' : `&lang=${lang}`}`);
    try {
      await page.waitForSelector('.train-glossary-links a');
      assert.deepEqual(await page.locator('.train-glossary-links a').allTextContents(), GLOSSARY_TERMS.map((term) => inLanguage(lang, `glossary.${term}`)));
      assert.equal(await page.locator('#train-glossary').getAttribute('open'), null, 'folded until asked');
      for (const term of GLOSSARY_TERMS) {
        await page.click(`.train-glossary-links a[href="#glossary-${term}"]`);
        assert.notEqual(await page.locator('#train-glossary').getAttribute('open'), null);
        assert.equal(await page.evaluate(() => document.activeElement?.id), `glossary-${term}`);
        const entry = page.locator(`#glossary-${term} + dd`);
        assert.equal(await entry.isVisible(), true);
        assert.equal(await entry.textContent(), inLanguage(lang, `glossary.${term}.text`));
      }
      const label = (await page.locator('label[for=train-scheme-none]').textContent()).trim();
      const source = lang === 'en' ? all.get('train.schemeBox') : readCatalogue(lang)['train.schemeBox'].text;
      assert.equal(label, source.match(/none \{([^}]*)\}/)[1], `${lang}: the box of no position`);
      await screenshot(page, `train-glossary-${lang}`);
      if (lang === 'en') {
        const results = await new AxeBuilder({ page }).include('#panel-train').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
        assert.deepEqual(results.violations.map((v) => v.id), []);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
