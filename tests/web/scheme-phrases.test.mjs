// A scheme's phrase (schemes.js, SCHEME_PHRASES) slotted into a sentence: "with {scheme} for
// positions" reads for RoPE, but the no-position case's phrase ("no encoding", "कोई एन्कोडिंग नहीं",
// "sin codificación") breaks such a frame in Hindi and Spanish ("con sin codificación"). So every
// message the code fills with a phrase has a message of its own for no encoding, `<id>NoPosition`,
// in every language, and the code picks it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { loadEnglishMessages, WEB_JS } from './english-messages.mjs';
import { readCatalogue, TRANSLATED } from '../../scripts/messages.mjs';
import { useLanguage } from '../../web/js/text/messages.js';
import { catalogueTexts } from '../../web/js/text/catalogue.js';
import { messageArguments } from '../../web/js/text/format-message.js';
import { groupName } from '../../web/js/train/reading.js';
import { MODEL_SHOWN } from '../../web/js/content/model-shown.js';
import { pick } from '../../web/js/content/claims.js';

// Where a phrase stands alone, not inside a frame: after a colon, as a label.
const ALONE = new Set(['walkthrough.summary']);

// The message ids of every t('id', { ... SCHEME_PHRASES[...] ... }) in the page's code.
function framedIds() {
  const ids = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) {
        const code = fs.readFileSync(file, 'utf8');
        for (const [, id] of code.matchAll(/'([\w.-]+)', \{[^;]{0,200}?SCHEME_PHRASES\[/g)) ids.add(id);
      }
    }
  };
  walk(WEB_JS);
  return [...ids].filter((id) => !ALONE.has(id) && !id.endsWith('NoPosition'));
}

const inLanguage = async (lang) => useLanguage(lang, async () => ({ intl: lang, messages: catalogueTexts(readCatalogue(lang)) }));

test('every message filled with a scheme\'s phrase has a no-position message in every language, which names no scheme', async () => {
  const { all } = await loadEnglishMessages();
  const ids = framedIds();
  assert.ok(ids.includes('trained.none') && ids.includes('train.kept1'), `the scan finds the framed messages: ${ids}`);
  for (const id of [...ids, 'train.group', 'model-shown.english']) {
    const own = `${id}NoPosition`;
    assert.ok(all.has(own), `${id} has ${own}`);
    assert.ok(!messageArguments(all.get(own)).has('scheme'), `${own} names no scheme`);
    // A language that translates the framed message translates its no-position one too (a new
    // language's catalogue may lack both: each then reads in English).
    for (const lang of TRANSLATED.filter((code) => readCatalogue(code)[id])) {
      const text = readCatalogue(lang)[own]?.text;
      assert.ok(text, `${lang} translates ${own}`);
      assert.ok(!messageArguments(text).has('scheme'), `${lang} ${own} names no scheme`);
    }
  }
});

test('the code picks the no-position message: no frame holds the no-encoding phrase, in any language', async () => {
  await loadEnglishMessages();
  try {
    for (const lang of ['en', ...TRANSLATED]) {
      await inLanguage(lang);
      for (const causal of [true, false]) {
        const name = groupName({ scheme: 'none', variant: '', causal });
        assert.ok(!/con sin|sin codificación sin|नहीं मास्क/.test(name), `${lang}: ${name}`);
      }
      const shown = pick(MODEL_SHOWN, { modelKind: 'english', scheme: 'none' });
      assert.equal(shown.id, 'model-shown.englishNoPosition');
      const sentence = shown.text;
      assert.ok(!/con sin codificación|नहीं के साथ/.test(sentence), `${lang}: ${sentence}`);
    }
  } finally {
    await useLanguage('en');
  }
});
