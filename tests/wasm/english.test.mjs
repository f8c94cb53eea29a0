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
import { errorText } from '../../web/js/text/en/errors.js';
import '../../web/js/text/en/errors.model-file.js';

// An error value's words on the page: every refusal is a code ({code, ...}), never a sentence.
function words(error) {
  assert.equal(typeof error?.code, 'string', `a code, not ${JSON.stringify(error)}`);
  const text = errorText(error);
  assert.doesNotMatch(text, /code the page does not know/, JSON.stringify(error));
  return text;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const modelDir = path.resolve(here, '../../web/public/models/english');
const file = path.join(path.dirname(modulePath), 'attention-english.js');
const bytes = (name) => new Uint8Array(fs.readFileSync(path.join(modelDir, name)));
// The schemes with a model file present (a scheme without one is simply not offered in English).
const ENGLISH = SCHEMES.filter((scheme) => fs.existsSync(path.join(modelDir, `${scheme}.bin`)));

async function loadEnglish() {
  const create = createRequire(import.meta.url)(file);
  return create({ wasmBinary: fs.readFileSync(file.replace(/\.js$/, '.wasm')) });
}

test('the shipped vocabulary and every model present load; analyze has the analysis shape', async () => {
  const m = await loadEnglish();
  assert.equal(m.loadModel(bytes('none.bin')).ok, false, 'a model before its vocabulary is refused');
  const v = m.loadVocabulary(bytes('vocabulary.bin'));
  assert.equal(v.ok, true, v.error);
  assert.equal(v.words, 12000);
  assert.ok(ENGLISH.length > 0);
  for (const scheme of ENGLISH) {
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
  // The Position tab's numbers: the trained scheme's own (core/lm/analysis.hpp).
  assert.equal(rope.positions.encoding.rows, 7);
  assert.equal(rope.positions.encoding.cols, 8, 'RoPE angles for the model\'s head size (64 / 4 heads = 16, 8 pairs)');
  const learned = m.analyze({ text: 'The cat sat on the mat .', scheme: 'learned' });
  assert.equal(learned.positions.encoding.rows, 7);
  assert.equal(learned.positions.encoding.cols, 64);
  assert.equal(none.positions.encoding.rows, 0);
  assert.equal(none.t5Buckets, undefined);
  const buckets = unknown.t5Buckets;
  assert.equal(buckets.biases.cols, 4);
  assert.equal(buckets.biases.rows, buckets.lowest.length);
  // Head 1's bias between tokens 1 and 3 (offset 2) is its trained bias for the bucket holding 2.
  const b = Array.from(buckets.lowest).findIndex((low, i) => buckets.reached[i] && low <= 2 && buckets.highest[i] >= 2);
  const bias = unknown.original.heads[0].bias;
  assert.equal(bias.data[0 * bias.cols + 2], buckets.biases.data[b * 4 + 0]);
});

test('each head says which keys it reads (the core\'s field), and its weights agree', async () => {
  const m = await loadEnglish();
  m.loadVocabulary(bytes('vocabulary.bin'));
  for (const scheme of ['alibi', 'rope'].filter((s) => ENGLISH.includes(s))) {
    m.loadModel(bytes(`${scheme}.bin`));
    const r = m.analyze({ text: 'she drank a cup of hot tea', scheme, order: [6, 5, 4, 3, 2, 1, 0] });
    assert.equal(r.ok, true, r.error);
    const sides = r.original.heads.map((h) => h.reads);
    // The shipped ALiBi's heads read one side each (docs/models.md, "An eighth step"); RoPE's both.
    assert.deepEqual(sides, scheme === 'alibi' ? ['earlier', 'later', 'earlier', 'later'] : ['both', 'both', 'both', 'both']);
    assert.deepEqual(r.reordered.heads.map((h) => h.reads), sides, 'a head reads the same side in either order');
    for (const head of r.original.heads) {
      const { rows, cols, data } = head.weights;
      for (let i = 0; i < rows; i += 1)
        for (let j = 0; j < cols; j += 1) {
          const read = head.reads === 'both' || (head.reads === 'earlier' ? j <= i : j >= i);
          assert.equal(data[i * cols + j] > 0, read, `${scheme} ${head.label.n} query ${i} key ${j}`);
        }
    }
  }
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
  assert.deepEqual(refusedFile, { code: 'model-file-refused', file: 'vocabulary', reason: { code: 'file-magic', file: 'vocabulary' } });
  assert.equal(words(refusedFile), 'vocabulary: not a vocabulary file (magic)');
  assert.deepEqual(m.loadVocabulary('text').error, { code: 'expected-bytes', value: { code: 'value', type: 'string' } });
  m.loadVocabulary(bytes('vocabulary.bin'));
  const cut = bytes('rope.bin').slice(0, 5000);
  assert.equal(m.loadModel(cut).ok, false);
  m.loadModel(bytes('rope.bin'));
  for (const bad of [null, 7, { text: 'a b', scheme: 'x' }, { text: 'a b', scheme: 't5' },
    { text: 'a b', scheme: 'rope', layer: 2 }, { text: 'a b', scheme: 'rope', order: [0, 0] },
    { text: 'a b', scheme: 'rope', order: 'ab' }, { text: 42, scheme: 'rope' },
    { text: 'a b', scheme: 'rope', parts: 3 }, { text: 'a b', scheme: 'rope', parts: { positions: 'yes' } },
    { text: 'a b', scheme: 'rope', parts: { detailHead: 4 } }, { text: 'a b', scheme: 'rope', parts: { comparisonHead: 1.5 } }]) {
    const r = m.analyze(bad);
    assert.equal(r.ok, false, JSON.stringify(bad));
    assert.equal(typeof r.error.code, 'string');
  }
  assert.equal(m.fillBlank({ text: 'a b', scheme: 'rope', token: 2 }).ok, false);
  // Issue 48: every scheme of the registry without a loaded model (here all but RoPE, as for a scheme
  // added without an English model) is refused by code on every call, never read past.
  for (const scheme of SCHEMES.filter((s) => s !== 'rope')) {
    for (const call of ['analyze', 'fillBlank']) {
      assert.deepEqual(m[call]({ text: 'a b', scheme, token: 0 }).error, { code: 'model-not-loaded', scheme }, `${call} ${scheme}`);
    }
  }
});

test('parts: only what the open panel draws comes back, as analyze() sends it', async () => {
  const m = await loadEnglish();
  m.loadVocabulary(bytes('vocabulary.bin'));
  m.loadModel(bytes('t5.bin'));
  const request = { text: 'the dog that bit a man ran', scheme: 't5', order: [6, 5, 4, 3, 2, 1, 0] };
  const all = m.analyze(request);
  const compare = m.analyze({ ...request, parts: { decomposition: false, shift: false, positions: false, intermediates: false, comparisonWeights: true, detailHead: -1, comparisonHead: 1 } });
  assert.equal(compare.ok, true, compare.error);
  assert.equal(compare.original.heads[0].query, null);
  assert.equal(compare.original.heads[0].bias, null);
  assert.equal(compare.original.content, null);
  assert.equal(compare.reordered.heads[0].weights, null);
  assert.deepEqual(Array.from(compare.reordered.heads[1].weights.data), Array.from(all.reordered.heads[1].weights.data));
  assert.deepEqual(Array.from(compare.original.heads[3].weights.data), Array.from(all.original.heads[3].weights.data));
  assert.equal(compare.t5Buckets, undefined, 'the bucket table goes with the position view');
  const position = m.analyze({ ...request, parts: { positions: true, intermediates: true, comparisonWeights: false, detailHead: 2 } });
  assert.equal(position.original.heads[1].query, null);
  assert.deepEqual(Array.from(position.original.heads[1].bias.data), Array.from(all.original.heads[1].bias.data));
  assert.deepEqual(Array.from(position.original.heads[2].scores.data), Array.from(all.original.heads[2].scores.data));
  assert.deepEqual(Array.from(position.positions.similarity.data), Array.from(all.positions.similarity.data));
  assert.ok(position.t5Buckets);
});

// Issue 29: the English files go through the core's one model reader, as imported and stored
// models do: each crafted file is refused with a code naming the field, never a throw.
const setU32 = (array, at, value) => new DataView(array.buffer, array.byteOffset).setUint32(at, value, true);
function edited(name, edit) { const b = bytes(name).slice(); edit(b); return b; }
// A PALMWT03 file has an 11th header field (inputCodes) and an encoding byte after each group's name.
const extended = (b) => new TextDecoder().decode(b.subarray(0, 8)) === 'PALMWT03';
const headerFields = (b) => (extended(b) ? 11 : 10);
// The offset of the last fp16 number of a group (found by its name; its rows and columns follow it).
function lastHalfOf(b, group) {
  const name = new TextEncoder().encode(group);
  for (let at = 0; at + name.length < b.length; at += 1) {
    if (b[at - 1] !== name.length || !name.every((c, k) => b[at + k] === c)) continue;
    const view = new DataView(b.buffer, b.byteOffset);
    const shape = at + name.length + (extended(b) ? 1 : 0);
    const start = shape + 8;
    return start + 2 * view.getUint32(shape, true) * view.getUint32(shape + 4, true) - 2;
  }
  throw new Error(`no group ${group}`);
}

test('crafted English files are refused by the one reader, naming the field', async () => {
  const m = await loadEnglish();
  assert.equal(m.loadVocabulary(bytes('vocabulary.bin')).ok, true);
  const cases = [
    [edited('rope.bin', (b) => setU32(b, 8 + 4 * 2, 0xffffffff)), /^weights: header\.width must be between 4 and 256; 4294967295 is not\.$/],
    [edited('rope.bin', (b) => setU32(b, 8, 9)), new RegExp(`^weights: header\\.scheme must be between 0 and ${SCHEMES.length - 1}; 9 is not\\.$`)],
    [edited('rope.bin', (b) => setU32(b, 8 + 4 * 9, 65)), /^weights: header\.outputRank must be between 0 and 64; 65 is not\.$/],
    [edited('rope.bin', (b) => setU32(b, 8 + 4 * headerFields(b), 1e9)), /declares 1000000000 groups; at most 64/],
    [edited('rope.bin', (b) => setU32(b, 8 + 4 * 10, 2)), /^weights: header\.inputCodes must be between 0 and 1; 2 is not\.$/],
    [edited('rope.bin', (b) => { const at = lastHalfOf(b, 'wordBias'); b[at + 1] = 0x7c; b[at] = 0; }), /^weights: parameters\.wordBias\.data entry \d+ is Infinity; weights must be finite and at most 1000 in size\.$/],
    [edited('rope.bin', (b) => { b[lastHalfOf(b, 'wordBias') + 1] = 0x7e; }), /wordBias\.data entry \d+ is NaN/],
    [bytes('rope.bin').slice(0, 5000), /is cut short/],
  ];
  for (const [file, pattern] of cases) {
    let out;
    assert.doesNotThrow(() => { out = m.loadModel(file); });
    assert.equal(out.ok, false);
    assert.equal(out.error.code, 'model-file-refused');
    assert.equal(out.error.file, 'weights');
    assert.match(words(out.error), pattern);
  }
  assert.deepEqual(m.loadVocabulary(edited('vocabulary.bin', (b) => setU32(b, 8, 0xffffffff))).error, {
    code: 'model-file-refused', file: 'vocabulary',
    reason: { code: 'out-of-range', field: 'header.words', min: 2, max: 60000, value: { code: 'value', type: 'number', text: '4294967295' } },
  });
  assert.equal(m.loadVocabulary(bytes('vocabulary.bin')).ok, true, 'the good vocabulary again');
  // Not a real Uint8Array, or past the size bound: refused before a byte is copied.
  const lying = bytes('none.bin');
  Object.defineProperty(lying, 'length', { get() { throw new Error('getter ran'); } });
  assert.equal(m.loadModel(lying).ok, true, 'an own length getter is never asked');
  assert.equal(m.loadModel(new Proxy(bytes('none.bin'), {})).error.code, 'expected-bytes');
  assert.match(words(m.loadModel(new Uint8Array(16 * 1048576 + 1)).error), /has 16,777,217 bytes; the limit is 16,777,216 \(16 MiB\)/);
  assert.equal(m.loadModel([1, 2, 3]).error.code, 'expected-bytes');
  // A request is read as analyze() reads one: own data keys only, no getter runs.
  const request = { text: 'the cat sat', scheme: 'none' };
  Object.defineProperty(request, 'layer', { get() { throw new Error('getter ran'); }, enumerable: true });
  assert.deepEqual(m.analyze(request).error, { code: 'getter', field: 'layer' });
  assert.deepEqual(m.analyze(Object.create({ text: 'the cat sat', scheme: 'none' })).error,
    { code: 'expected-text', field: 'text', value: { code: 'value', type: 'undefined', text: 'undefined' } }, 'an inherited text is not read');
  for (const [file] of cases) m.loadModel(file);  // warm up each path once
  const before = m.HEAPU8.length;
  for (let k = 0; k < 1000; ++k) assert.equal(m.loadModel(cases[k % cases.length][0]).ok, false);
  assert.equal(m.HEAPU8.length, before, '1,000 refused files leave the memory where it was');
  assert.equal(m.analyze({ text: 'the cat sat', scheme: 'none' }).ok, true, 'the module still answers');
});
