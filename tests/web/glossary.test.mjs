// One term per concept in each language (web/js/text/glossary/<lang>.js): no message of the
// catalogue and no text of the teacher's guide uses a variant the glossary rejects, and a message
// whose English names a concept the glossary ties to its English uses the chosen term.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { englishCatalogue, readCatalogue } from '../../scripts/messages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const glossaryDir = path.join(root, 'web/js/text/glossary');
const english = await englishCatalogue();

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A word matches whole: no letter or combining mark touches it (Devanagari's vowel signs are marks).
const patternOf = (variant) => (variant instanceof RegExp ? variant
  : new RegExp(`(?<![\\p{L}\\p{M}])${escape(variant)}(?![\\p{L}\\p{M}])`, 'iu'));
// Every string a module exports, however deep (the guide's content).
const stringsOf = (value, where, out = []) => {
  if (typeof value === 'string') out.push([where, value]);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) stringsOf(inner, `${where}.${key}`, out);
  return out;
};

for (const file of fs.readdirSync(glossaryDir).filter((f) => f.endsWith('.js')).sort()) {
  const { GLOSSARY } = await import(pathToFileURL(path.join(glossaryDir, file)).href);
  const { lang, terms } = GLOSSARY;

  test(`${lang}: the glossary names one term per concept, each with the variants it rejects`, () => {
    assert.ok(GLOSSARY.register, 'the glossary states the register');
    const concepts = terms.map((t) => t.concept);
    assert.equal(new Set(concepts).size, concepts.length, 'one entry per concept');
    for (const t of terms) {
      assert.ok(t.term && Array.isArray(t.rejected), t.concept);
      for (const variant of t.rejected) assert.ok(!patternOf(variant).test(t.term), `${t.concept}: the term is not its own rejected variant`);
    }
  });

  const texts = lang === 'en' ? [...english].map(([id, text]) => [id, text])
    : Object.entries(readCatalogue(lang)).map(([id, entry]) => [id, entry.text]);
  const guideFile = path.join(root, lang === 'en' ? 'scripts/guide-content.mjs' : `scripts/guide-content.${lang}.mjs`);
  const guide = fs.existsSync(guideFile) ? stringsOf(await import(pathToFileURL(guideFile).href), `guide-content.${lang}`) : [];

  test(`${lang}: no message of the catalogue or the guide uses a variant the glossary rejects`, () => {
    const found = [];
    for (const [where, text] of [...texts, ...guide]) {
      for (const t of terms) {
        for (const variant of t.rejected) {
          const match = patternOf(variant).exec(text);
          if (match) found.push(`${where}: "${match[0]}" for ${t.concept} (use ${t.term})`);
        }
      }
    }
    assert.deepEqual(found, []);
  });

  test(`${lang}: a message whose English names a glossary concept uses its term`, () => {
    const found = [];
    for (const [id, text] of texts) {
      const source = english.get(id);
      if (source === undefined) continue;
      for (const t of terms.filter((entry) => entry.english)) {
        const term = t.term.split(' (')[0];
        if (t.english.test(source) && !text.toLowerCase().includes(term.toLowerCase())) found.push(`${id}: no "${term}" (${t.concept})`);
      }
    }
    assert.deepEqual(found, []);
  });
}
