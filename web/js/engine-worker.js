// The Web Worker that holds the WebAssembly module, so a long analysis never blocks typing. It
// answers {id, method, args} with {id, result} or {id, error}; engine.js is its only client.
import { moduleCalls } from './engine-calls.js';

/* global importScripts */
importScripts('attention.js');  // the classic Emscripten script, beside this one on the host

const ready = globalThis.createAttentionModule().then(moduleCalls);

// Browsers compile WebAssembly functions on their first call: one small analysis, run while the page
// is still building its views, makes the learner's first one quick. Its result is dropped.
const WARM_UP = { text: 'the cat sat on the mat', order: [5, 4, 3, 2, 1, 0], scheme: 'sinusoidal' };
ready.then((calls) => setTimeout(() => { calls.tokenize(WARM_UP.text); calls.seededShuffle(6, 1); calls.analyze(WARM_UP); }, 0));

// Every typed array's buffer in a result: moved to the page instead of copied (an analysis's
// matrices are views into one buffer, see wasm/packed_numbers.hpp).
function buffersOf(value, found = new Set()) {
  if (ArrayBuffer.isView(value)) found.add(value.buffer);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) buffersOf(item, found);
  return found;
}

self.addEventListener('message', async ({ data: { id, method, args } }) => {
  try {
    const calls = await ready;
    const result = calls[method](...args);
    self.postMessage({ id, result }, [...buffersOf(result)]);
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
});
