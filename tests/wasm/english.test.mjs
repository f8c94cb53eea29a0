// The English models' module (attention-english.js) from Node: the shipped files load through the
// validating readers, analyze() returns the analysis module's result shape, fill-the-blank works,
// and bad arguments and files come back as {ok: false, error}.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { modulePath, SCHEMES } from './module.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const modelDir = path.resolve(here, '../../web/public/models/english');
const file = path.join(path.dirname(modulePath), 'attention-english.js');
const bytes = (name) => new Uint8Array(fs.readFileSync(path.join(modelDir, name)));

async function loadEnglish() {
  const create = createRequire(import.meta.url)(file);
  return create({ wasmBinary: fs.readFileSync(file.replace(/\.js$/, '.wasm')) });
}

test('the shipped vocabulary and six models load; analyze has the analysis shape', async () => {
  const m = await loadEnglish();
  assert.equal(m.loadModel(bytes('none.bin')).ok, false, 'a model before its vocabulary is refused');
  const v = m.loadVocabulary(bytes('vocabulary.bin'));
  assert.equal(v.ok, true, v.error);
  assert.equal(v.words, 12000);
  for (const scheme of SCHEMES) {
    const r = m.loadModel(bytes(`${scheme}.bin`));
    assert.equal(r.ok, true, r.error);
    assert.equal(r.scheme, scheme);
  }
  const none = m.analyze({ text: 'The cat sat on the mat .', scheme: 'none', order: [6, 5, 4, 3, 2, 1, 0], layer: 1 });
  assert.equal(none.ok, true, none.error);
  assert.equal(none.tokens.length, 7);
  assert.ok(none.comparison.outputError < 1e-9, `equivariant without positions: ${none.comparison.outputError}`);
  const rope = m.analyze({ text: 'The cat sat on the mat .', scheme: 'rope', order: [6, 5, 4, 3, 2, 1, 0] });
  assert.equal(rope.ok, true, rope.error);
  assert.ok(rope.comparison.outputError > 1e-6);
  const unknown = m.analyze({ text: 'the zzqxv sat', scheme: 't5' });
  assert.deepEqual(Array.from(unknown.unknownTokens), [1]);
});

test('fill the blank: five guesses per order, the same in both only without positions', async () => {
  const m = await loadEnglish();
  m.loadVocabulary(bytes('vocabulary.bin'));
  for (const scheme of ['none', 'learned']) m.loadModel(bytes(`${scheme}.bin`));
  const none = m.fillBlank({ text: 'dog bites man', scheme: 'none', order: [2, 1, 0], token: 2 });
  assert.equal(none.ok, true, none.error);
  assert.equal(none.original.length, 5);
  assert.deepEqual(none.original, none.reordered);
  const learned = m.fillBlank({ text: 'dog bites man', scheme: 'learned', order: [2, 1, 0], token: 2 });
  assert.notEqual(learned.originalProbability[0], learned.reorderedProbability[0]);
});

test('bad files and arguments are errors, never throws', async () => {
  const m = await loadEnglish();
  const refusedFile = m.loadVocabulary(new Uint8Array(10)).error;
  assert.equal(refusedFile.code, 'model-file-refused');
  assert.match(refusedFile.reason, /magic/);  // the file reader's own sentence (core/lm/model_file)
  assert.deepEqual(m.loadVocabulary('text').error, { code: 'expected-bytes', value: { code: 'value', type: 'string' } });
  m.loadVocabulary(bytes('vocabulary.bin'));
  const cut = bytes('rope.bin').slice(0, 5000);
  assert.equal(m.loadModel(cut).ok, false);
  m.loadModel(bytes('rope.bin'));
  for (const bad of [null, 7, { text: 'a b', scheme: 'x' }, { text: 'a b', scheme: 't5' },
    { text: 'a b', scheme: 'rope', layer: 2 }, { text: 'a b', scheme: 'rope', order: [0, 0] },
    { text: 'a b', scheme: 'rope', order: 'ab' }, { text: 42, scheme: 'rope' }]) {
    const r = m.analyze(bad);
    assert.equal(r.ok, false, JSON.stringify(bad));
    assert.equal(typeof r.error.code, 'string');
  }
  assert.equal(m.fillBlank({ text: 'a b', scheme: 'rope', token: 2 }).ok, false);
});
