// docs/api.md, argument by argument: every bad argument gets {ok: false, error} with the error's
// code and arguments (the codes table of docs/api.md), nothing throws or aborts, and the module
// keeps working afterwards. Errors are compared as values, never as English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadModule } from './module.mjs';

const M = await loadModule();
const SENTENCE = 'The cat sat on the mat';

// A JavaScript value as the binding shows it in an error: {code: 'value', type, text?}.
const value = (type, text) => (text === undefined ? { code: 'value', type } : { code: 'value', type, text });
const number = (n) => value('number', String(n));

// Refused with exactly `error` (a code and its arguments), and the module still answers a good
// call after it.
function refused(answer, error, label) {
  assert.equal(answer?.ok, false, `${label}: refused`);
  assert.deepEqual(answer.error, error, label);
  assert.equal(M.analyze({ text: SENTENCE }).ok, true, `${label}: the module still works`);
}

test('analyze: the request must be one object', () => {
  const cases = [[null, value('null')], [undefined, value('undefined', 'undefined')], [5, number(5)],
    ['text', value('string')], [[1, 2], value('object')], [true, value('boolean', 'true')],
    [10n, value('bigint', '10')], [Symbol('s'), value('symbol')]];
  for (const [given, shown] of cases)
    refused(M.analyze(given), { code: 'expected-request', value: shown }, String(typeof given));
});

test('analyze: whole-number fields refuse fractions, huge numbers and other types, by name', () => {
  const fields = ['heads', 'modelWidth', 't5Buckets', 't5MaxDistance', 'startPosition', 'shiftBy'];
  for (const field of fields) {
    const code = (c, v) => ({ code: c, field, value: v });
    refused(M.analyze({ text: SENTENCE, [field]: 1.5 }), code('not-whole-number', number(1.5)), `${field} 1.5`);
    assert.equal(M.analyze({ text: SENTENCE, [field]: 2 ** 31 }).error.code, 'out-of-range', `${field} 2^31`);
    assert.deepEqual(M.analyze({ text: SENTENCE, [field]: 2 ** 31 }).error.value, number(2 ** 31), `${field} 2^31`);
    assert.equal(M.analyze({ text: SENTENCE, [field]: -(2 ** 40) }).error.code, 'out-of-range', `${field} -2^40`);
    refused(M.analyze({ text: SENTENCE, [field]: NaN }), code('not-whole-number', number(NaN)), `${field} NaN`);
    refused(M.analyze({ text: SENTENCE, [field]: Infinity }), code('not-whole-number', number(Infinity)), `${field} Infinity`);
    refused(M.analyze({ text: SENTENCE, [field]: '4' }), code('expected-whole-number', value('string')), `${field} "4"`);
    refused(M.analyze({ text: SENTENCE, [field]: 4n }), code('expected-whole-number', value('bigint', '4')), `${field} 4n`);
    refused(M.analyze({ text: SENTENCE, [field]: Symbol('x') }), code('expected-whole-number', value('symbol')), `${field} symbol`);
    refused(M.analyze({ text: SENTENCE, [field]: null }), code('expected-whole-number', value('null')), `${field} null`);
  }
});

test('analyze: the issue\'s silent substitutions are errors now', () => {
  refused(M.analyze({ text: SENTENCE, heads: 2 ** 31 }),
    { code: 'out-of-range', field: 'heads', min: 1, max: 8, value: number(2 ** 31) }, 'heads 2^31: the real range');
  refused(M.analyze({ text: SENTENCE, modelWidth: -(2 ** 40) }),
    { code: 'out-of-range', field: 'modelWidth', min: 4, max: 256, value: number(-(2 ** 40)) }, 'width -2^40: the real range');
  refused(M.analyze({ text: SENTENCE, heads: 1.5 }), { code: 'not-whole-number', field: 'heads', value: number(1.5) }, 'heads 1.5');
  refused(M.analyze({ text: SENTENCE, startPosition: 2 ** 31 }),
    { code: 'out-of-range', field: 'startPosition', min: 0, max: 1023, value: number(2 ** 31) }, 'start 2^31');
  refused(M.analyze({ text: SENTENCE, startPosition: 2 ** 31 - 1 }), { code: 'start-out-of-range', last: 1023 }, 'start INT_MAX');
  refused(M.analyze({ text: SENTENCE, shiftBy: 2 ** 31 - 1 }), { code: 'shift-out-of-range', limit: 1024 }, 'shift INT_MAX');
});

test('analyze: number and flag fields refuse other types', () => {
  for (const field of ['temperature', 'base', 'strength', 'designedSharpness', 'seed']) {
    refused(M.analyze({ text: SENTENCE, [field]: '1' }), { code: 'expected-number', field, value: value('string') }, `${field} "1"`);
    refused(M.analyze({ text: SENTENCE, [field]: NaN }), { code: 'expected-number', field, value: number(NaN) }, `${field} NaN`);
    refused(M.analyze({ text: SENTENCE, [field]: 1n }), { code: 'expected-number', field, value: value('bigint', '1') }, `${field} 1n`);
  }
  for (const field of ['causal', 'designedHeads', 't5Bidirectional'])
    refused(M.analyze({ text: SENTENCE, [field]: 1 }), { code: 'expected-boolean', field, value: number(1) }, field);
  const seed = (n) => ({ code: 'out-of-range', field: 'seed', min: 0, max: 2 ** 53 - 1, value: number(n) });
  refused(M.analyze({ text: SENTENCE, seed: -1 }), seed(-1), 'seed -1');
  refused(M.analyze({ text: SENTENCE, seed: 0.5 }), seed(0.5), 'seed 0.5');
  refused(M.analyze({ text: SENTENCE, seed: 2 ** 60 }), seed(2 ** 60), 'seed 2^60');
  refused(M.analyze({ text: SENTENCE, scheme: 3 }), { code: 'expected-text', field: 'scheme', value: number(3) }, 'scheme 3');
  refused(M.analyze({ text: SENTENCE, scheme: 'bogus' }), { code: 'unknown-scheme', scheme: 'bogus' }, 'scheme bogus');
});

test('analyze: order entries must be whole token positions', () => {
  const entry = (c, field, v) => ({ code: c, field, value: v });
  refused(M.analyze({ text: SENTENCE, order: [0, 1.5, 2, 3, 4, 5] }), entry('not-whole-number', 'order[1]', number(1.5)), 'order 1.5');
  refused(M.analyze({ text: SENTENCE, order: [0, 1n, 2, 3, 4, 5] }), entry('expected-whole-number', 'order[1]', value('bigint', '1')), 'order BigInt');
  refused(M.analyze({ text: SENTENCE, order: [Symbol('x'), 1, 2, 3, 4, 5] }), entry('expected-whole-number', 'order[0]', value('symbol')), 'order Symbol');
  refused(M.analyze({ text: SENTENCE, order: [0, '1', 2, 3, 4, 5] }), entry('expected-whole-number', 'order[1]', value('string')), 'order "1"');
  refused(M.analyze({ text: SENTENCE, order: [0, -1, 2, 3, 4, 5] }),
    { code: 'out-of-range', field: 'order[1]', min: 0, max: 63, value: number(-1) }, 'order -1');
  refused(M.analyze({ text: SENTENCE, order: 'reverse' }), entry('expected-array', 'order', value('string')), 'order string');
  refused(M.analyze({ text: SENTENCE, order: Array(65).fill(0) }), { code: 'order-too-long', length: 65, limit: 64 }, 'order 65');
  refused(M.analyze({ text: SENTENCE, order: [0, 1] }), { code: 'order-length', positions: 2, tokens: 6 }, 'order short');
  refused(M.analyze({ text: 'one', order: [0, 1] }), { code: 'order-length', positions: 2, tokens: 1 }, 'one token');
});

test('text: not a string, oversized up front, and lone surrogates replaced', () => {
  refused(M.analyze({ text: 42 }), { code: 'expected-text', field: 'text', value: number(42) }, 'text 42');
  refused(M.tokenize(42), { code: 'expected-text', field: 'text', value: number(42) }, 'tokenize 42');
  refused(M.tokenize(null), { code: 'expected-text', field: 'text', value: value('null') }, 'tokenize null');
  const before = M.HEAPU8.length;
  const started = performance.now();
  for (const size of [10001, 1e6, 1e7]) {
    const big = 'w '.repeat(size / 2 + 1);
    const tooLong = { code: 'text-too-long', length: big.length, limit: 10000 };
    refused(M.tokenize(big), tooLong, `tokenize ${size}`);
    refused(M.analyze({ text: big }), tooLong, `analyze ${size}`);
  }
  const elapsed = performance.now() - started;
  console.log(`oversized text refused in ${elapsed.toFixed(0)} ms; memory ${before} -> ${M.HEAPU8.length} bytes`);
  assert.equal(M.HEAPU8.length, before, 'refusing a 10 MB text grows no WebAssembly memory');
  // At the limit: counted, never built, and the message is in characters and tokens.
  const r = M.tokenize('w '.repeat(4999));
  assert.deepEqual(r.error, { code: 'too-many-tokens', count: 4999, limit: 64 });
  const lone = M.tokenize('a \uDC00b c');
  assert.equal(lone.ok, true);
  assert.deepEqual(lone.tokens.map((t) => t.text), ['a', '\uFFFDb', 'c']);
  assert.deepEqual(M.tokenize('x \uD83D').tokens.map((t) => t.text), ['x', '\uFFFD']);
  assert.equal(M.analyze({ text: 'a \uDC00b c' }).tokens[1].text, '\uFFFDb');
  assert.deepEqual(M.tokenize(`a ${'x'.repeat(65)}`).error, { code: 'token-too-long', token: 2, limit: 64 });
});

test('seededShuffle: count 0-64 and seed 0-2147483647, whole numbers', () => {
  const count = (n) => ({ code: 'out-of-range', field: 'count', min: 0, max: 64, value: number(n) });
  refused(M.seededShuffle(-1, 1), count(-1), 'count -1');
  refused(M.seededShuffle(6e8, 1), count(6e8), 'count 6e8');
  refused(M.seededShuffle(2.5, 1), { code: 'not-whole-number', field: 'count', value: number(2.5) }, 'count 2.5');
  refused(M.seededShuffle('3', 1), { code: 'expected-whole-number', field: 'count', value: value('string') }, 'count "3"');
  refused(M.seededShuffle(3, -1), { code: 'out-of-range', field: 'seed', min: 0, max: 2147483647, value: number(-1) }, 'seed -1');
  refused(M.seededShuffle(3, NaN), { code: 'not-whole-number', field: 'seed', value: number(NaN) }, 'seed NaN');
  refused(M.seededShuffle(3, 1n), { code: 'expected-whole-number', field: 'seed', value: value('bigint', '1') }, 'seed 1n');
  assert.deepEqual(Array.from(M.seededShuffle(0, 1)), []);
  assert.equal(M.seededShuffle(64, 2147483647).length, 64);
  assert.throws(() => M.seededShuffle(3), /expected 2/, 'arity is embind\'s BindingError');
  assert.equal(M.seededShuffle(3, 1).length, 3, 'and the module still works');
});

test('alibiSlopes: 1-8 heads', () => {
  const heads = (n) => ({ code: 'out-of-range', field: 'heads', min: 1, max: 8, value: number(n) });
  refused(M.alibiSlopes(2 ** 30), heads(2 ** 30), 'heads 2^30');
  refused(M.alibiSlopes(2 ** 28), heads(2 ** 28), 'heads 2^28');
  refused(M.alibiSlopes(0), heads(0), 'heads 0');
  refused(M.alibiSlopes(3.5), { code: 'not-whole-number', field: 'heads', value: number(3.5) }, 'heads 3.5');
  refused(M.alibiSlopes(undefined), { code: 'expected-whole-number', field: 'heads', value: value('undefined', 'undefined') }, 'heads undefined');
  assert.equal(M.alibiSlopes(8).length, 8);
});

test('t5Bucket: each argument checked by name', () => {
  refused(M.t5Bucket(5, true, 0, 100), { code: 'out-of-range', field: 'buckets', min: 4, max: 128, value: number(0) }, 'buckets 0');
  refused(M.t5Bucket(5, true, 5, 100), { code: 't5-buckets-out-of-range', min: 4, max: 128 }, 'buckets 5');
  refused(M.t5Bucket(5, true, 32, 8), { code: 'out-of-range', field: 'maxDistance', min: 16, max: 1024, value: number(8) }, 'distance 8');
  refused(M.t5Bucket(-(2 ** 31), true, 32, 128),
    { code: 'out-of-range', field: 'relativePosition', min: -1024, max: 1024, value: number(-(2 ** 31)) }, 'relative INT_MIN');
  refused(M.t5Bucket(1.5, true, 32, 128), { code: 'not-whole-number', field: 'relativePosition', value: number(1.5) }, 'relative 1.5');
  refused(M.t5Bucket(5, 1, 32, 128), { code: 'expected-boolean', field: 'bidirectional', value: number(1) }, 'bidirectional 1');
  assert.equal(M.t5Bucket(3, true, 32, 128), 19);
});

test('cricketWalkthrough: a phase name', () => {
  refused(M.cricketWalkthrough(3), { code: 'expected-text', field: 'phase', value: number(3) }, 'phase 3');
  refused(M.cricketWalkthrough('over99'), { code: 'unknown-phase', phase: 'over99' }, 'phase over99');
  assert.equal(M.cricketWalkthrough('powerplay').ok, true);
});

test('refused settings carry the nearest settings that run, with notes', () => {
  const cases = [
    [{ text: Array(30).fill('w').join(' '), shiftBy: 1000 }, { shiftBy: 994 }],
    [{ text: SENTENCE, modelWidth: 10, heads: 4 }, { heads: 5 }],
    [{ text: SENTENCE, scheme: 't5', t5Buckets: 5 }, { t5Buckets: 4 }],
    [{ text: SENTENCE, scheme: 'rope', modelWidth: 12, heads: 4 }, { heads: 3 }],
    [{ text: SENTENCE, heads: 3 }, { heads: 2 }],
  ];
  for (const [request, settings] of cases) {
    const r = M.analyze(request);
    assert.equal(r.ok, false);
    assert.deepEqual(r.nearest.settings, settings, JSON.stringify(request).slice(0, 60));
    assert.ok(r.nearest.notes.length > 0);
    for (const note of r.nearest.notes) {
      assert.ok(['setting-changed', 'shift-changed'].includes(note.code), note.code);
      assert.equal(typeof note.reason?.code, 'string', 'each note carries the core\'s reason');
      assert.equal(note.to, note.field ? settings[note.field] : settings.shiftBy);
    }
    assert.equal(M.analyze({ ...request, ...r.nearest.settings }).ok, true);
    assert.deepEqual(M.nearestRunnableSettings(request), r.nearest);
  }
  assert.deepEqual(M.analyze({ text: SENTENCE, modelWidth: 10, heads: 4 }).nearest.notes, [{ code: 'setting-changed',
    field: 'heads', from: 4, to: 5, reason: { code: 'width-not-divisible', width: 10, heads: 4 } }]);
  assert.deepEqual(M.nearestRunnableSettings({ text: SENTENCE }), { ok: true, error: null, settings: {}, notes: [] });
  refused(M.nearestRunnableSettings({ text: '   ' }), { code: 'no-words' }, 'nearest without words');
  refused(M.nearestRunnableSettings({ text: SENTENCE, heads: 1.5 }), { code: 'not-whole-number', field: 'heads', value: number(1.5) }, 'nearest heads 1.5');
  assert.equal(M.analyze({ text: '  ' }).nearest, undefined, 'no nearest for an unreadable text');
});

test('limits describe the contract', () => {
  const limits = M.limits();
  assert.equal(limits.maxTextLength, 10000);
  assert.equal(limits.maxTokenCharacters, 64);
});

test('10,000 refused calls keep WebAssembly memory flat', () => {
  M.analyze({ text: SENTENCE, heads: 1.5 });
  const before = M.HEAPU8.length;
  for (let i = 0; i < 10000; ++i) {
    M.analyze({ text: SENTENCE, order: [0, 1n, 2, 3, 4, 5] });
    M.seededShuffle(-1, 1);
    M.alibiSlopes(0);
  }
  assert.equal(M.HEAPU8.length, before);
});
