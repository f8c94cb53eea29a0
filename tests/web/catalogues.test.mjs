// The other languages' catalogues (web/js/text/catalogues/<lang>.json): every English message is in
// each, up to date, or reported by the translator's script (scripts/messages.mjs) as missing or
// stale; none names an argument its English does not, or an id the page no longer has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { englishCatalogue, report, TRANSLATED, readCatalogue, sourceHash } from '../../scripts/messages.mjs';
import { LANGUAGES, MENU_LANGUAGES, preferredLanguage } from '../../web/js/text/messages.js';
import { catalogueTexts } from '../../web/js/text/catalogue.js';

const english = await englishCatalogue();

for (const lang of TRANSLATED) {
  test(`${lang}: every message translated, or reported missing or stale; none broken or unknown`, async () => {
    const r = await report(lang, english);
    const accounted = new Set([...r.missing, ...r.stale]);
    const catalogue = readCatalogue(lang);
    for (const [id, text] of english) {
      const fresh = catalogue[id] && catalogue[id].source === sourceHash(text);
      assert.ok(fresh || accounted.has(id) || r.broken.some((b) => b.id === id), `${lang} ${id} neither translated nor reported`);
    }
    assert.deepEqual(r.broken, [], `${lang}: broken translations`);
    assert.deepEqual(r.unknown, [], `${lang}: translations of messages the page no longer has`);
    assert.equal(r.done + r.missing.length + r.stale.length, english.size);
  });
}

test('the menu offers the translated languages, and a catalogue gives the page only texts', () => {
  for (const lang of TRANSLATED) {
    assert.ok(MENU_LANGUAGES.includes(lang) && LANGUAGES.includes(lang));
    for (const text of Object.values(catalogueTexts(readCatalogue(lang)))) assert.equal(typeof text, 'string');
  }
});

test("the browser's first language the page has is the default, by its main part", () => {
  assert.equal(preferredLanguage(['es-MX', 'en']), 'es');
  // zz and qq: codes no language has (a new language in the menu must not change these answers).
  assert.equal(preferredLanguage(['zz-ZZ', 'hi-IN']), 'hi');
  assert.equal(preferredLanguage(['zz', 'qq']), 'en');
  assert.equal(preferredLanguage([]), 'en');
  assert.equal(preferredLanguage(['en-XA']), 'en');  // pseudo-locales only by link
});
