// Every code the core and its binding can answer with has its English on the page: an error code
// in web/js/text/en/errors.js (errors.<code>), a head's name in web/js/text/en/core.js (core.<code>),
// and each message uses only arguments the core sends with that code. The codes are collected two
// ways: every say("code", ...) in core/ and wasm/ (so a new one cannot be forgotten), and the
// values the built modules return over a run of bad inputs (so the arguments are the real ones).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModule, loadTrainedModule, trainModulePath } from './module.mjs';
import { loadEnglishMessages } from '../web/english-messages.mjs';
import { messageArguments } from '../../web/js/text/format-message.js';
import { errorText } from '../../web/js/text/en/errors.js';
import { headName } from '../../web/js/text/en/core.js';
import { readRegistry } from '../../scripts/scheme-registry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const M = await loadModule();
const TM = await loadTrainedModule();  // the analysis module that runs trained models
const { all } = await loadEnglishMessages();
const HEAD_CODES = new Set(['head', 'previous-token-head', 'same-word-head']);
const idOf = (code) => (HEAD_CODES.has(code) ? `core.${code}` : `errors.${code}`);

const registry = await readRegistry(trainModulePath);  // the training module binds the scheme registry
// Every code named by say("...") in the C++ sources.
function sourceCodes() {
  const codes = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(cpp|hpp)$/.test(entry.name))
        for (const [, code] of fs.readFileSync(file, 'utf8').matchAll(/\b(?:say|Message)\("([a-z0-9-]+)"/g)) codes.add(code);
    }
  };
  walk(path.join(root, 'core'));
  walk(path.join(root, 'wasm'));
  // A scheme parameter's error is its row's (core/schemes.hpp).
  for (const { outOfRange } of registry.parameters) if (outOfRange) codes.add(outOfRange);
  return codes;
}

// Every message value inside `value` (errors, notes, their reasons and shown values, head labels).
function messagesIn(value, found = []) {
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    if (typeof value.code === 'string') found.push(value);
    for (const item of Object.values(value)) messagesIn(item, found);
  }
  return found;
}

const SENTENCE = 'The cat sat on the mat';
const badCalls = () => [
  M.analyze(null), M.analyze({ text: 3 }), M.analyze({ text: 'x'.repeat(10001) }), M.analyze({ text: '  ' }),
  M.analyze({ text: 'a \xFF' }), M.analyze({ text: Array(65).fill('w').join(' ') }),
  M.analyze({ text: `a ${'x'.repeat(65)}` }), M.analyze({ text: SENTENCE, heads: 9 }),
  M.analyze({ text: SENTENCE, heads: 1.5 }), M.analyze({ text: SENTENCE, heads: '4' }),
  M.analyze({ text: SENTENCE, heads: 2 ** 31 }), M.analyze({ text: SENTENCE, modelWidth: 300 }),
  M.analyze({ text: SENTENCE, modelWidth: 10, heads: 4 }), M.analyze({ text: SENTENCE, scheme: 'rope', modelWidth: 12, heads: 4 }),
  M.analyze({ text: SENTENCE, scheme: 'sinusoidal', modelWidth: 9, heads: 1 }), M.analyze({ text: SENTENCE, temperature: 0 }),
  M.analyze({ text: SENTENCE, temperature: 'hot' }), M.analyze({ text: SENTENCE, base: 1 }), M.analyze({ text: SENTENCE, strength: 11 }),
  M.analyze({ text: SENTENCE, t5Buckets: 5 }), M.analyze({ text: SENTENCE, t5MaxDistance: 2 }),
  M.analyze({ text: SENTENCE, startPosition: 1020 }), M.analyze({ text: SENTENCE, designedSharpness: 0 }),
  M.analyze({ text: SENTENCE, shiftBy: 1020 }), M.analyze({ text: SENTENCE, causal: 1 }), M.analyze({ text: SENTENCE, seed: -1 }),
  M.analyze({ text: SENTENCE, scheme: 3 }), M.analyze({ text: SENTENCE, scheme: 'bogus' }),
  M.analyze({ text: SENTENCE, order: 'x' }), M.analyze({ text: SENTENCE, order: Array(65).fill(0) }),
  M.analyze({ text: SENTENCE, order: [0, 1] }), M.analyze({ text: SENTENCE, order: [0, 0, 1, 2, 3, 4] }),
  M.analyze({ text: SENTENCE, parts: 4 }), M.analyze({ text: SENTENCE, parts: { detailHead: 9 } }),
  M.analyze({ text: SENTENCE, parts: { comparisonHead: 9 } }), M.analyze(Object.defineProperty({}, 'text', { get: () => 'a', enumerable: true })),
  M.analyze({ text: SENTENCE, order: Object.defineProperty([0], '0', { get: () => 0 }) }),
  M.analyze({ text: SENTENCE, trainedModel: { format: 'nope' } }), TM.analyze({ text: SENTENCE, trainedModel: { format: 'nope' } }),
  M.analyze({ text: SENTENCE, heads: 10n }), M.analyze({ text: SENTENCE, heads: Symbol('s') }), M.analyze({ text: SENTENCE, heads: () => 1 }),
  M.analyze({ text: SENTENCE, heads: null }), M.analyze({ text: SENTENCE, heads: undefined, modelWidth: {} }),
  M.nearestRunnableSettings({ text: SENTENCE, scheme: 'rope', modelWidth: 12, heads: 4, shiftBy: 1020, t5Buckets: 5 }),
  M.nearestRunnableSettings({ text: SENTENCE, startPosition: 1023, shiftBy: 5 }),
  M.tokenize(5), M.seededShuffle(-1, 1), M.alibiSlopes(0), M.t5Bucket(1, 1, 32, 128), M.t5Bucket(1, true, 5, 128),
  M.cricketWalkthrough(3), M.cricketWalkthrough('tea'), M.analyze({ text: SENTENCE }),
];

test('every code in the C++ sources has its English message', () => {
  const codes = sourceCodes();
  assert.ok(codes.size > 40, `found ${codes.size} codes`);
  const missing = [...codes].filter((code) => !all.has(idOf(code)));
  assert.deepEqual(missing, []);
});

test('every message the modules return has its English, with every argument it names', () => {
  const returned = badCalls().flatMap((answer) => messagesIn(answer));
  const seen = new Set(returned.map((m) => m.code));
  assert.ok(seen.size >= 40, `a run over bad inputs met ${seen.size} codes`);
  for (const message of returned) {
    const id = idOf(message.code);
    assert.ok(all.has(id), `${message.code} has no message ${id}`);
    for (const name of messageArguments(all.get(id)))
      assert.ok(name in message || (message.code === 'value' && name === 'text'),
        `${id} names {${name}}, which the core does not send: ${JSON.stringify(message)}`);
    const text = HEAD_CODES.has(message.code) ? headName(message) : errorText(message);
    assert.doesNotMatch(text, /undefined|\{\w+\}/, `${message.code}: ${text}`);
  }
  // Nearly every code the sources name is met by the run (the rest need a crafted model or the
  // English models: tests/wasm/english.test.mjs and model-input.test.mjs meet those).
  const unmet = [...sourceCodes()].filter((code) => !seen.has(code)).sort();
  console.log(`codes met: ${seen.size}; not met in this run: ${unmet.join(', ')}`);
});

test('a code the page does not know reads as a message naming it', () => {
  assert.equal(errorText({ code: 'brand-new', width: 3 }), 'The core refused this with a code the page does not know: brand-new.');
  assert.equal(errorText({ width: 3 }), 'The core refused this with a code the page does not know: {"width":3}.');
  assert.equal(errorText(42), 'The core refused this with a code the page does not know: 42.');
  assert.equal(errorText(null), '');
  assert.equal(errorText('A sentence from the training module.'), 'A sentence from the training module.');
  assert.equal(headName({ code: 'brand-new' }), 'brand-new');
});

test('a scheme parameter without an error of its own is named by its label', () => {
  assert.equal(errorText({ code: 'parameter-out-of-range', parameter: 'strength', min: 0, max: 10 }),
    'Position strength must be between 0 and 10.');
  assert.equal(errorText({ code: 'parameter-out-of-range', parameter: 'brandNew', min: 0, max: 1 }),
    'brandNew must be between 0 and 1.');
});
