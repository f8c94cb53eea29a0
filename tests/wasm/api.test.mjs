// The bound API as the page sees it: plain objects of typed arrays, errors as values, and the
// properties of the core holding across the boundary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadModule, SCHEMES, SCHEME_INFO, at, rowSums, maxAbsDifference } from './module.mjs';

const M = await loadModule();
const SENTENCE = 'The cat sat on the mat';
const SHUFFLE = [5, 2, 0, 4, 1, 3];
const allHeads = (trace) => [...trace.heads, ...trace.designed];

test('results are plain objects of row-major typed arrays, with nothing to delete', () => {
  const r = M.analyze({ text: SENTENCE, modelWidth: 32, heads: 4 });
  assert.equal(r.ok, true);
  assert.equal(r.tokens.length, 6);
  assert.deepEqual(r.tokens[0], { text: 'The', key: 'the', byteStart: 0, byteEnd: 3 });
  assert.ok(r.order instanceof Int32Array);
  assert.deepEqual(Array.from(r.order), [0, 1, 2, 3, 4, 5]);
  const out = r.original.output;
  assert.equal(out.rows, 6);
  assert.equal(out.cols, 32);
  assert.ok(out.data instanceof Float64Array);
  assert.equal(out.data.length, 6 * 32);
  assert.equal(r.original.heads.length, 4);
  assert.equal(r.original.heads[0].query.cols, 8);
  assert.equal(r.original.designed.length, 2);
  assert.equal(typeof r.delete, 'undefined');
  assert.equal(typeof r.original.delete, 'undefined');
});

test('each head says which keys it reads: every key, or with the causal mask the earlier ones', () => {
  for (const causal of [false, true]) {
    const r = M.analyze({ text: SENTENCE, modelWidth: 32, heads: 4, causal, order: SHUFFLE });
    assert.equal(r.ok, true);
    for (const trace of [r.original, r.reordered])
      assert.deepEqual(allHeads(trace).map((h) => h.reads), Array(6).fill(causal ? 'earlier' : 'both'));
    for (const head of allHeads(r.original))
      for (let i = 0; i < 6; i += 1)
        for (let j = 0; j < 6; j += 1) assert.equal(at(head.weights, i, j) > 0, !causal || j <= i);
  }
});

test('errors come back as values: a code and its arguments', () => {
  const cases = [
    [{ text: '   ' }, { code: 'no-words' }],
    [{ text: Array(65).fill('w').join(' ') }, { code: 'too-many-tokens', count: 65, limit: 64 }],
    [{ text: SENTENCE, scheme: 'bogus' }, { code: 'unknown-scheme', scheme: 'bogus' }],
    [{ text: SENTENCE, scheme: 'rope', modelWidth: 12, heads: 4 }, { code: 'rope-odd-head-width', width: 12, heads: 4, headWidth: 3 }],
    [{ text: SENTENCE, heads: 9 }, { code: 'heads-out-of-range', min: 1, max: 8 }],
    [{ text: SENTENCE, modelWidth: 300 }, { code: 'width-out-of-range', min: 4, max: 256 }],
    [{ text: SENTENCE, order: [0, 0, 1, 2, 3, 4] }, { code: 'order-not-permutation' }],
    [{ text: SENTENCE, order: [0, 1] }, { code: 'order-length', positions: 2, tokens: 6 }],
    [{ text: SENTENCE, temperature: 0 }, { code: 'temperature-out-of-range', min: 0.05, max: 20 }],
  ];
  for (const [request, error] of cases) {
    const r = M.analyze(request);
    assert.equal(r.ok, false, JSON.stringify(request).slice(0, 80));
    assert.deepEqual(r.error, error);
  }
  assert.equal(M.analyze({ text: SENTENCE }).error, null, 'no error on success');
});

test('every head of every scheme has softmax rows summing to 1, causal or not', () => {
  for (const scheme of SCHEMES) {
    for (const causal of [false, true]) {
      const r = M.analyze({ text: SENTENCE, scheme, causal, order: SHUFFLE });
      for (const head of [...allHeads(r.original), ...allHeads(r.reordered)]) {
        for (const sum of rowSums(head.weights)) assert.ok(Math.abs(sum - 1) < 1e-9, `${scheme} ${head.label}`);
        if (causal) for (let i = 0; i < 6; ++i) for (let j = i + 1; j < 6; ++j) assert.equal(at(head.weights, i, j), 0);
      }
    }
  }
});

test('without position the outputs are the same vectors, just reordered', () => {
  const r = M.analyze({ text: SENTENCE, scheme: 'none', order: SHUFFLE });
  assert.ok(r.comparison.outputError < 1e-5);
  assert.equal(r.comparison.equivariant, true);
  assert.ok(maxAbsDifference(r.comparison.alignedOutput, r.original.output) < 1e-9);
  for (const e of r.comparison.headWeightErrors) assert.ok(e < 1e-9);
  // The two copies of "the" (tokens 0 and 4) get identical output rows.
  const out = r.original.output;
  for (let c = 0; c < out.cols; ++c) assert.equal(at(out, 0, c), at(out, 4, c));
});

// The page says repeated words get identical rows: exactly, at every size the page allows. (Some
// ways of computing the same products round a word's copies differently in WebAssembly, such as
// one product for every head's queries: core/attention.cpp.)
test('without position every copy of a word gets exactly the same output row, at every size', () => {
  for (const tokens of [6, 13, 17, 33, 64]) {
    for (const heads of [1, 4, 8]) {
      const text = Array.from({ length: tokens }, (_, i) => `w${i % 5}`).join(' ');
      const r = M.analyze({ text, scheme: 'none', heads, order: Array.from(M.seededShuffle(tokens, 3)) });
      const out = r.original.output;
      for (let a = 0; a < 5; ++a) {
        for (let b = a + 5; b < tokens; b += 5) {
          for (let c = 0; c < out.cols; ++c) assert.equal(at(out, b, c), at(out, a, c), `${tokens} tokens, ${heads} heads, rows ${a} and ${b}`);
        }
      }
    }
  }
});

test('with a positional encoding a generic shuffle changes the outputs', () => {
  for (const scheme of SCHEMES.filter((s) => SCHEME_INFO[s].family !== 'none')) {
    const r = M.analyze({ text: SENTENCE, scheme, order: SHUFFLE });
    assert.ok(r.comparison.outputError > 1e-2, scheme);
    assert.equal(r.comparison.equivariant, false);
    assert.equal(r.comparison.displacement.length, 6);
  }
});

test('the causal mask alone leaks position', () => {
  const r = M.analyze({ text: SENTENCE, scheme: 'none', causal: true, order: SHUFFLE });
  assert.ok(r.comparison.outputError > 1e-2);
});

test('shift test: relative schemes keep the weights, absolute ones do not', () => {
  for (const scheme of SCHEMES.filter((s) => SCHEME_INFO[s].family !== 'absolute')) {
    const r = M.analyze({ text: SENTENCE, scheme, shiftBy: 7 });
    assert.equal(r.shift.shiftBy, 7);
    assert.ok(r.shift.maxWeightDifference < 1e-9, scheme);
    assert.equal(r.shift.invariant, true);
  }
  for (const scheme of SCHEMES.filter((s) => SCHEME_INFO[s].family === 'absolute')) {
    const r = M.analyze({ text: SENTENCE, scheme, shiftBy: 7 });
    assert.ok(r.shift.maxWeightDifference > 1e-2, scheme);
  }
});

test('score decomposition adds up for additive schemes and is absent for RoPE', () => {
  for (const scheme of SCHEMES.filter((s) => SCHEME_INFO[s].family !== 'rotary')) {
    const head = M.analyze({ text: SENTENCE, scheme }).original.heads[1];
    const d = head.decomposition;
    for (let i = 0; i < head.rawScores.data.length; ++i) {
      const sum = d.contentContent.data[i] + d.contentPosition.data[i] + d.positionContent.data[i] + d.positionPosition.data[i];
      assert.ok(Math.abs(sum - head.rawScores.data[i]) < 1e-9, scheme);
      assert.ok(Math.abs(head.scores.data[i] - head.rawScores.data[i] - head.bias.data[i]) < 1e-12);
    }
  }
  assert.equal(M.analyze({ text: SENTENCE, scheme: 'rope' }).original.heads[0].decomposition, null);
});

test('position view: encodings for additive schemes, angles for RoPE', () => {
  const sin = M.analyze({ text: SENTENCE, scheme: 'sinusoidal', modelWidth: 16, heads: 2 });
  assert.equal(sin.positions.encoding.rows, 6);
  assert.equal(sin.positions.encoding.cols, 16);
  assert.equal(at(sin.positions.encoding, 0, 1), 1);  // cos(0)
  const rope = M.analyze({ text: SENTENCE, scheme: 'rope', modelWidth: 16, heads: 2 });
  assert.equal(rope.positions.encoding.cols, 4);        // head width 8 -> 4 pairs
  assert.equal(at(rope.positions.encoding, 3, 0), 3);   // position 3 x theta_0 = 1
  assert.equal(sin.positions.similarity.rows, 6);
});

test('ALiBi slopes and T5 buckets follow the papers', () => {
  assert.deepEqual(Array.from(M.alibiSlopes(8)), [1, 2, 3, 4, 5, 6, 7, 8].map((k) => 2 ** -k));
  assert.deepEqual(Array.from(M.alibiSlopes(6)), [2 ** -2, 2 ** -4, 2 ** -6, 2 ** -8, 2 ** -1, 2 ** -3]);
  assert.equal(M.t5Bucket(0, true, 32, 128), 0);
  assert.equal(M.t5Bucket(-3, true, 32, 128), 3);
  assert.equal(M.t5Bucket(3, true, 32, 128), 19);
  assert.equal(M.t5Bucket(-1000, true, 32, 128), 15);
  const alibi = M.analyze({ text: SENTENCE, scheme: 'alibi', heads: 8 });
  assert.equal(alibi.alibiSlopes.length, 8);
  assert.equal(at(alibi.original.heads[0].bias, 0, 3), -3 * 0.5);
});

test('tokenizer keeps Unicode whole and seeded shuffles are permutations', () => {
  const t = M.tokenize('Café 🐱 naïve 猫が, 👩‍💻!');
  assert.equal(t.ok, true);
  assert.deepEqual(t.tokens.map((x) => x.text), ['Café', '🐱', 'naïve', '猫', 'が', ',', '👩‍💻', '!']);
  const shuffle = Array.from(M.seededShuffle(10, 42));
  assert.deepEqual([...shuffle].sort((a, b) => a - b), [...Array(10).keys()]);
  assert.deepEqual(Array.from(M.seededShuffle(10, 42)), shuffle);
  assert.notDeepEqual(shuffle, [...Array(10).keys()]);
  assert.equal(M.limits().maxTokens, 64);
});

test('the same request gives the same numbers every time', () => {
  const a = M.analyze({ text: SENTENCE, scheme: 'learned', order: SHUFFLE, seed: 3 });
  const b = M.analyze({ text: SENTENCE, scheme: 'learned', order: SHUFFLE, seed: 3 });
  assert.equal(maxAbsDifference(a.original.output, b.original.output), 0);
  const c = M.analyze({ text: SENTENCE, scheme: 'learned', order: SHUFFLE, seed: 4 });
  assert.ok(maxAbsDifference(a.original.output, c.original.output) > 1e-3);
});

test('temperature flattens or sharpens every row', () => {
  const peak = (t) => Math.max(...M.analyze({ text: SENTENCE, temperature: t }).original.heads[0].weights.data);
  assert.ok(peak(0.25) > peak(1));
  assert.ok(peak(1) > peak(4));
});

test('designed heads: previous-token follows position, same-word follows content', () => {
  const r = M.analyze({ text: SENTENCE, scheme: 'sinusoidal', order: SHUFFLE });
  const [previous, sameWord] = r.original.designed;
  assert.deepEqual(previous.label, { code: 'previous-token-head' });
  for (let i = 1; i < 6; ++i) {
    const row = Array.from(previous.weights.data.subarray(i * 6, i * 6 + 6));
    assert.equal(row.indexOf(Math.max(...row)), i - 1);
  }
  const errors = r.comparison.headWeightErrors;
  assert.ok(errors[errors.length - 2] > 1e-2, 'the previous-token head breaks under shuffle');
  assert.ok(errors[errors.length - 1] < 1e-9, 'the same-word head does not');
  // "The" and "the" attend to each other as much as to themselves.
  assert.ok(Math.abs(at(sameWord.weights, 0, 4) - at(sameWord.weights, 0, 0)) < 1e-12);
  const none = M.analyze({ text: SENTENCE, scheme: 'none' }).original.designed[0];
  for (const w of none.weights.data) assert.ok(Math.abs(w - 1 / 6) < 1e-12, 'no position: nothing to go on');
  const off = M.analyze({ text: SENTENCE, designedHeads: false });
  assert.equal(off.original.designed.length, 0);
});

test('T5 causal bucketing, learned tables and start positions reach the core', () => {
  assert.equal(M.t5Bucket(5, false, 32, 128), 0, 'unidirectional: future keys share bucket 0');
  assert.equal(M.t5Bucket(-5, false, 32, 128), 5);
  const t5 = M.analyze({ text: SENTENCE, scheme: 't5', t5Bidirectional: false, causal: true });
  assert.equal(t5.ok, true);
  const a = M.analyze({ text: SENTENCE, scheme: 'learned', startPosition: 0 });
  const b = M.analyze({ text: SENTENCE, scheme: 'learned', startPosition: 3 });
  assert.ok(maxAbsDifference(a.original.position, b.original.position) > 1e-3);
  const late = M.analyze({ text: SENTENCE, scheme: 'sinusoidal', startPosition: 1020 });
  assert.deepEqual(late.error, { code: 'start-out-of-range', last: 1023 });
});

test('the page\'s copies of the same-tolerance and the number of designed heads are the core\'s', async () => {
  const { SAME_TOLERANCE, DESIGNED_HEADS } = await import('../../web/js/util/heads.js');
  assert.equal(SAME_TOLERANCE, M.limits().sameTolerance);
  assert.equal(DESIGNED_HEADS, M.limits().designedHeads);
});

test('dot products, weight differences and the order-blind mean come from the core', () => {
  const r = M.analyze({ text: SENTENCE, scheme: 'none', order: SHUFFLE, modelWidth: 32, heads: 2 });
  const head = r.original.heads[0];
  for (let i = 0; i < head.rawScores.data.length; ++i)
    assert.ok(Math.abs(head.dotProducts.data[i] / 4 - head.rawScores.data[i]) < 1e-12);  // sqrt(16)
  assert.ok(r.comparison.meanOutputError < 1e-9, 'the mean over tokens is invariant without position');
  const sin = M.analyze({ text: SENTENCE, scheme: 'sinusoidal', order: SHUFFLE });
  assert.ok(sin.comparison.meanOutputError > 1e-3);
  const diff = sin.comparison.weightDifferences[0], aligned = sin.comparison.alignedWeights[0];
  for (let i = 0; i < diff.data.length; ++i)
    assert.ok(Math.abs(diff.data[i] - (aligned.data[i] - sin.original.heads[0].weights.data[i])) < 1e-12);
});

test('parts not asked for come back empty; the comparison is the full run\'s', () => {
  const request = { text: SENTENCE, order: SHUFFLE, scheme: 'sinusoidal', modelWidth: 32, heads: 4 };
  const full = M.analyze(request);
  const lean = M.analyze({ ...request, parts: { decomposition: false, shift: false, positions: false } });
  assert.equal(lean.ok, true);
  assert.equal(lean.original.heads[0].decomposition, null, 'as for RoPE: no split was made');
  assert.equal(lean.shift.headWeightDifference.length, 0);
  assert.equal(lean.positions.similarity.rows, 0);
  assert.equal(lean.comparison.outputError, full.comparison.outputError);
  assert.deepEqual(Array.from(lean.original.output.data), Array.from(full.original.output.data));
  const shiftOnly = M.analyze({ ...request, parts: { decomposition: false, positions: false } });
  assert.deepEqual(Array.from(shiftOnly.shift.headWeightDifference), Array.from(full.shift.headWeightDifference));
  // Without the intermediates each head keeps its label, weights and output; the rest is null.
  const weightsOnly = M.analyze({ ...request, parts: { intermediates: false } });
  for (const [k, head] of [...weightsOnly.original.heads, ...weightsOnly.original.designed].entries()) {
    for (const name of ['query', 'key', 'value', 'dotProducts', 'rawScores', 'bias', 'scores']) assert.equal(head[name], null, name);
    const same = [...full.original.heads, ...full.original.designed][k];
    assert.deepEqual(head.label, same.label);
    assert.deepEqual(Array.from(head.weights.data), Array.from(same.weights.data));
    assert.deepEqual(Array.from(head.output.data), Array.from(same.output.data));
  }
  assert.equal(full.reordered.heads[0].scores, null, 'the reordered run keeps weights and outputs only');
});

test('parts.detailHead keeps one head\'s intermediates and score terms, every head\'s bias', () => {
  const request = { text: SENTENCE, order: SHUFFLE, scheme: 'alibi', modelWidth: 32, heads: 4 };
  const full = M.analyze(request);
  const one = M.analyze({ ...request, parts: { detailHead: 2 } });
  assert.equal(one.ok, true);
  one.original.heads.forEach((head, h) => {
    for (const name of ['query', 'key', 'value', 'dotProducts', 'rawScores', 'scores', 'decomposition']) {
      if (h === 2) assert.notEqual(head[name], null, `head ${h} ${name}`);
      else assert.equal(head[name], null, `head ${h} ${name}`);
    }
    assert.deepEqual(Array.from(head.bias.data), Array.from(full.original.heads[h].bias.data));
    assert.deepEqual(Array.from(head.weights.data), Array.from(full.original.heads[h].weights.data));
  });
  assert.deepEqual(Array.from(one.original.heads[2].decomposition.contentPosition.data),
    Array.from(full.original.heads[2].decomposition.contentPosition.data));
  for (const bad of [4, -2, 1.5, 'one']) {
    const refused = M.analyze({ ...request, parts: { detailHead: bad } });
    assert.equal(refused.ok, false, String(bad));
    assert.ok(refused.error.code === 'detail-head-out-of-range' || refused.error.field === 'detailHead', refused.error.code);
  }
});

test('parts.comparisonHead keeps one head\'s comparison weights, every head\'s errors', () => {
  const request = { text: SENTENCE, order: SHUFFLE, scheme: 'sinusoidal', modelWidth: 32, heads: 4 };
  const full = M.analyze(request);
  const both = (trace) => [...trace.heads, ...trace.designed];
  for (const kept of [1, 5]) {  // a seeded head, and the second designed one
    const one = M.analyze({ ...request, parts: { comparisonHead: kept } });
    assert.equal(one.ok, true, one.error);
    both(one.reordered).forEach((head, h) => {
      const pairs = [[head.weights, both(full.reordered)[h].weights],
        [one.comparison.alignedWeights[h], full.comparison.alignedWeights[h]],
        [one.comparison.weightDifferences[h], full.comparison.weightDifferences[h]]];
      for (const [mine, theirs] of pairs) {
        if (h === kept) assert.deepEqual(Array.from(mine.data), Array.from(theirs.data), `head ${h}`);
        else assert.equal(mine, null, `head ${h}`);
      }
    });
    assert.deepEqual(Array.from(one.comparison.headWeightErrors), Array.from(full.comparison.headWeightErrors));
  }
  for (const bad of [6, -2, 1.5, 'one']) {
    const refused = M.analyze({ ...request, parts: { comparisonHead: bad } });
    assert.equal(refused.ok, false, String(bad));
    assert.ok(refused.error.code === 'comparison-head-out-of-range' || refused.error.field === 'comparisonHead', refused.error.code);
  }
});

test('a result\'s numbers are views into one buffer, so a worker moves them in one transfer', () => {
  const result = M.analyze({ text: SENTENCE, order: SHUFFLE, scheme: 'alibi', modelWidth: 32, heads: 4 });
  const buffers = new Set();
  const visit = (value) => {
    if (ArrayBuffer.isView(value)) { if (value instanceof Float64Array) buffers.add(value.buffer); return; }
    if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(result);
  assert.equal(buffers.size, 1);
  assert.ok(result.original.heads[0].weights.data instanceof Float64Array);
  assert.equal(result.original.heads[0].weights.data.length, 36);
  assert.equal(result.alibiSlopes.length, 4);
});
