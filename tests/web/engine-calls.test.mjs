// The one call a keystroke makes into the core (web/js/engine/calls.js analyzeSentence, run by the worker
// or on the page's thread): it reads, orders and analyzes as the separate calls would, and stops at
// the first step that fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadModule } from '../wasm/module.mjs';
import { analyzeSentence, tokenOrder } from '../../web/js/engine/calls.js';

const M = await loadModule();

test('orders: original, reverse, the core\'s seeded shuffle, and hand-made lists that fit', () => {
  assert.deepEqual(tokenOrder(M, 'original', 1, 4), [0, 1, 2, 3]);
  assert.deepEqual(tokenOrder(M, 'reverse', 1, 4), [3, 2, 1, 0]);
  assert.deepEqual(tokenOrder(M, 'shuffle', 7, 6), Array.from(M.seededShuffle(6, 7)));
  assert.deepEqual(tokenOrder(M, [2, 0, 1], 1, 3), [2, 0, 1]);
  for (const misfit of [[0, 1], [0, 0, 1], [0, 1, 3], [0, 1.5, 2]]) assert.equal(tokenOrder(M, misfit, 1, 3), null, `${misfit}`);
});

test('one call gives what tokenize, the order and analyze give one by one', () => {
  const request = { text: 'the cat sat on the mat', scheme: 'rope', heads: 2 };
  const answer = analyzeSentence(M, { request, order: 'shuffle', seed: 3 });
  const order = Array.from(M.seededShuffle(6, 3));
  assert.deepEqual(answer.tokenized.tokens, M.tokenize(request.text).tokens);
  assert.deepEqual(answer.order, order);
  const direct = M.analyze({ ...request, order });
  assert.ok(answer.result.ok);
  assert.deepEqual(Array.from(answer.result.original.output.data), Array.from(direct.original.output.data));
});

test('it stops at the first step that fails', () => {
  const unreadable = analyzeSentence(M, { request: { text: '   ' }, order: 'original' });
  assert.equal(unreadable.tokenized.ok, false);
  assert.ok(!('result' in unreadable));
  const misfit = analyzeSentence(M, { request: { text: 'a b c' }, order: [1, 0] });
  assert.equal(misfit.order, null);
  assert.ok(!('result' in misfit));
  const refused = analyzeSentence(M, { request: { text: 'a b c', heads: 3 }, order: 'original' });
  assert.equal(refused.result.ok, false);
  assert.ok(refused.result.nearest, 'a refusal still carries the nearest settings');
});
