// docs/api.md, argument by argument: every bad argument gets {ok: false, error} naming what was
// wrong, nothing throws or aborts, and the module keeps working afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadModule } from './module.mjs';

const M = await loadModule();
const SENTENCE = 'The cat sat on the mat';

// Refused with a message matching `message`, and the module still answers a good call after it.
function refused(answer, message, label) {
  assert.equal(answer?.ok, false, `${label}: refused`);
  assert.match(answer.error, message, label);
  assert.equal(M.analyze({ text: SENTENCE }).ok, true, `${label}: the module still works`);
}

test('analyze: the request must be one object', () => {
  for (const value of [null, undefined, 5, 'text', [1, 2], true, 10n, Symbol('s')])
    refused(M.analyze(value), /analyze expects one object/, String(typeof value));
});

test('analyze: whole-number fields refuse fractions, huge numbers and other types, by name', () => {
  const fields = ['heads', 'modelWidth', 't5Buckets', 't5MaxDistance', 'startPosition', 'shiftBy'];
  for (const field of fields) {
    refused(M.analyze({ text: SENTENCE, [field]: 1.5 }), new RegExp(`^${field} must be a whole number; 1\\.5 is not one`), `${field} 1.5`);
    refused(M.analyze({ text: SENTENCE, [field]: 2 ** 31 }), new RegExp(`^${field} must be between .* 2147483648 is not`), `${field} 2^31`);
    refused(M.analyze({ text: SENTENCE, [field]: -(2 ** 40) }), new RegExp(`^${field} must be between`), `${field} -2^40`);
    refused(M.analyze({ text: SENTENCE, [field]: NaN }), new RegExp(`^${field} must be a whole number; NaN`), `${field} NaN`);
    refused(M.analyze({ text: SENTENCE, [field]: Infinity }), new RegExp(`^${field} must be a whole number`), `${field} Infinity`);
    refused(M.analyze({ text: SENTENCE, [field]: '4' }), new RegExp(`^${field} must be a whole number, not a piece of text`), `${field} "4"`);
    refused(M.analyze({ text: SENTENCE, [field]: 4n }), new RegExp(`^${field} must be a whole number, not the BigInt 4n`), `${field} 4n`);
    refused(M.analyze({ text: SENTENCE, [field]: Symbol('x') }), new RegExp(`^${field} must be a whole number, not a symbol`), `${field} symbol`);
    refused(M.analyze({ text: SENTENCE, [field]: null }), new RegExp(`^${field} must be a whole number, not null`), `${field} null`);
  }
});

test('analyze: the issue\'s silent substitutions are errors now', () => {
  refused(M.analyze({ text: SENTENCE, heads: 2 ** 31 }), /^heads must be between 1 and 8; 2147483648 is not/, 'heads 2^31: the real range');
  refused(M.analyze({ text: SENTENCE, modelWidth: -(2 ** 40) }), /^modelWidth must be between 4 and 256;/, 'width -2^40: the real range');
  refused(M.analyze({ text: SENTENCE, heads: 1.5 }), /heads must be a whole number; 1\.5/, 'heads 1.5');
  refused(M.analyze({ text: SENTENCE, startPosition: 2 ** 31 }), /startPosition .*2147483648/, 'start 2^31');
  refused(M.analyze({ text: SENTENCE, startPosition: 2 ** 31 - 1 }), /start position is too large/, 'start INT_MAX');
  refused(M.analyze({ text: SENTENCE, shiftBy: 2 ** 31 - 1 }), /shift must be at least 1/, 'shift INT_MAX');
});

test('analyze: number and flag fields refuse other types', () => {
  for (const field of ['temperature', 'base', 'strength', 'designedSharpness', 'seed']) {
    refused(M.analyze({ text: SENTENCE, [field]: '1' }), new RegExp(`^${field} must be`), `${field} "1"`);
    refused(M.analyze({ text: SENTENCE, [field]: NaN }), new RegExp(`^${field} must be`), `${field} NaN`);
    refused(M.analyze({ text: SENTENCE, [field]: 1n }), new RegExp(`^${field} must be`), `${field} 1n`);
  }
  for (const field of ['causal', 'designedHeads', 't5Bidirectional'])
    refused(M.analyze({ text: SENTENCE, [field]: 1 }), new RegExp(`^${field} must be true or false, not 1`), field);
  refused(M.analyze({ text: SENTENCE, seed: -1 }), /seed must be a whole number between 0 and 2\^53/, 'seed -1');
  refused(M.analyze({ text: SENTENCE, seed: 0.5 }), /seed must be a whole number/, 'seed 0.5');
  refused(M.analyze({ text: SENTENCE, seed: 2 ** 60 }), /seed must be/, 'seed 2^60');
  refused(M.analyze({ text: SENTENCE, scheme: 3 }), /scheme must be the name of a positional encoding/, 'scheme 3');
  refused(M.analyze({ text: SENTENCE, scheme: 'bogus' }), /Unknown positional encoding "bogus"/, 'scheme bogus');
});

test('analyze: order entries must be whole token positions', () => {
  refused(M.analyze({ text: SENTENCE, order: [0, 1.5, 2, 3, 4, 5] }), /^order entry 2 must be a whole number; 1\.5 is not one/, 'order 1.5');
  refused(M.analyze({ text: SENTENCE, order: [0, 1n, 2, 3, 4, 5] }), /^order entry 2 must be a whole number, not the BigInt 1n/, 'order BigInt');
  refused(M.analyze({ text: SENTENCE, order: [Symbol('x'), 1, 2, 3, 4, 5] }), /^order entry 1 must be a whole number, not a symbol/, 'order Symbol');
  refused(M.analyze({ text: SENTENCE, order: [0, '1', 2, 3, 4, 5] }), /^order entry 2 .*a piece of text/, 'order "1"');
  refused(M.analyze({ text: SENTENCE, order: [0, -1, 2, 3, 4, 5] }), /^order entry 2 must be between 0 and 63/, 'order -1');
  refused(M.analyze({ text: SENTENCE, order: 'reverse' }), /^order must be an array/, 'order string');
  refused(M.analyze({ text: SENTENCE, order: Array(65).fill(0) }), /^order has 65 entries; the limit is 64/, 'order 65');
  refused(M.analyze({ text: SENTENCE, order: [0, 1] }), /2 positions for 6 tokens/, 'order short');
  refused(M.analyze({ text: 'one', order: [0, 1] }), /2 positions for 1 token\./, 'singular');
});

test('text: not a string, oversized up front, and lone surrogates replaced', () => {
  refused(M.analyze({ text: 42 }), /^The text must be a string/, 'text 42');
  refused(M.tokenize(42), /^The text must be a string/, 'tokenize 42');
  refused(M.tokenize(null), /^The text must be a string/, 'tokenize null');
  const before = M.HEAPU8.length;
  const started = performance.now();
  for (const size of [10001, 1e6, 1e7]) {
    const big = 'w '.repeat(size / 2 + 1);
    refused(M.tokenize(big), /^The text has \d+ characters; the limit is 10000\./, `tokenize ${size}`);
    refused(M.analyze({ text: big }), /^The text has \d+ characters; the limit is 10000\./, `analyze ${size}`);
  }
  const elapsed = performance.now() - started;
  console.log(`oversized text refused in ${elapsed.toFixed(0)} ms; memory ${before} -> ${M.HEAPU8.length} bytes`);
  assert.equal(M.HEAPU8.length, before, 'refusing a 10 MB text grows no WebAssembly memory');
  // At the limit: counted, never built, and the message is in characters and tokens.
  const r = M.tokenize('w '.repeat(4999));
  assert.equal(r.error, 'The sentence has 4999 tokens; the limit is 64.');
  const lone = M.tokenize('a \uDC00b c');
  assert.equal(lone.ok, true);
  assert.deepEqual(lone.tokens.map((t) => t.text), ['a', '\uFFFDb', 'c']);
  assert.deepEqual(M.tokenize('x \uD83D').tokens.map((t) => t.text), ['x', '\uFFFD']);
  assert.equal(M.analyze({ text: 'a \uDC00b c' }).tokens[1].text, '\uFFFDb');
  assert.doesNotMatch(M.tokenize(`a ${'x'.repeat(65)}`).error, /byte/);
});

test('seededShuffle: count 0-64 and seed 0-2147483647, whole numbers', () => {
  refused(M.seededShuffle(-1, 1), /^The count must be between 0 and 64; -1 is not/, 'count -1');
  refused(M.seededShuffle(6e8, 1), /^The count must be between 0 and 64; 600000000 is not/, 'count 6e8');
  refused(M.seededShuffle(2.5, 1), /^The count must be a whole number; 2\.5/, 'count 2.5');
  refused(M.seededShuffle('3', 1), /^The count must be a whole number, not a piece of text/, 'count "3"');
  refused(M.seededShuffle(3, -1), /^The seed must be between 0 and 2147483647; -1 is not/, 'seed -1');
  refused(M.seededShuffle(3, NaN), /^The seed must be a whole number; NaN/, 'seed NaN');
  refused(M.seededShuffle(3, 1n), /^The seed must be a whole number, not the BigInt 1n/, 'seed 1n');
  assert.deepEqual(Array.from(M.seededShuffle(0, 1)), []);
  assert.equal(M.seededShuffle(64, 2147483647).length, 64);
  assert.throws(() => M.seededShuffle(3), /expected 2/, 'arity is embind\'s BindingError');
  assert.equal(M.seededShuffle(3, 1).length, 3, 'and the module still works');
});

test('alibiSlopes: 1-8 heads', () => {
  refused(M.alibiSlopes(2 ** 30), /^The number of heads must be between 1 and 8; 1073741824 is not/, 'heads 2^30');
  refused(M.alibiSlopes(2 ** 28), /^The number of heads must be between 1 and 8/, 'heads 2^28');
  refused(M.alibiSlopes(0), /between 1 and 8; 0 is not/, 'heads 0');
  refused(M.alibiSlopes(3.5), /whole number; 3\.5/, 'heads 3.5');
  refused(M.alibiSlopes(undefined), /whole number, not undefined/, 'heads undefined');
  assert.equal(M.alibiSlopes(8).length, 8);
});

test('t5Bucket: each argument checked by name', () => {
  refused(M.t5Bucket(5, true, 0, 100), /^The number of buckets must be between 4 and 128; 0 is not/, 'buckets 0');
  refused(M.t5Bucket(5, true, 5, 100), /even number of buckets/, 'buckets 5');
  refused(M.t5Bucket(5, true, 32, 8), /^The maximum distance must be between 16 and 1024; 8 is not/, 'distance 8');
  refused(M.t5Bucket(-(2 ** 31), true, 32, 128), /^The relative position must be between -1024 and 1024/, 'relative INT_MIN');
  refused(M.t5Bucket(1.5, true, 32, 128), /^The relative position must be a whole number/, 'relative 1.5');
  refused(M.t5Bucket(5, 1, 32, 128), /^bidirectional must be true or false/, 'bidirectional 1');
  assert.equal(M.t5Bucket(3, true, 32, 128), 19);
});

test('cricketWalkthrough: a phase name', () => {
  refused(M.cricketWalkthrough(3), /^The phase must be "powerplay" or "over35"/, 'phase 3');
  refused(M.cricketWalkthrough('over99'), /Unknown cricket phase/, 'phase over99');
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
    assert.ok(r.nearest.notes.length > 0 && r.nearest.notes.every((n) => /^Using .* instead of .*: /.test(n)));
    assert.equal(M.analyze({ ...request, ...r.nearest.settings }).ok, true);
    assert.deepEqual(M.nearestRunnableSettings(request), r.nearest);
  }
  assert.deepEqual(M.nearestRunnableSettings({ text: SENTENCE }), { ok: true, error: '', settings: {}, notes: [] });
  refused(M.nearestRunnableSettings({ text: '   ' }), /no words/, 'nearest without words');
  refused(M.nearestRunnableSettings({ text: SENTENCE, heads: 1.5 }), /heads must be a whole number/, 'nearest heads 1.5');
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
