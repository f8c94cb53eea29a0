// The Web Worker that holds the WebAssembly module, so a long analysis never blocks typing. It
// answers {id, method, args} with {id, result} or {id, error}; engine.js is its only client.
import { moduleCalls } from './engine-calls.js';

// The classic Emscripten script (attention.js) that defines createAttentionModule comes first in
// this worker's bundle (scripts/bundle.mjs): fetching it separately cost a round trip before the
// module could even start compiling.

const ready = globalThis.createAttentionModule().then(moduleCalls);

// Browsers compile WebAssembly functions on their first call: when the module is up before the page
// has asked for anything, one small analysis compiles them, so the learner's first one is quick. Its
// result is dropped. When a request is already waiting, that request does the compiling instead.
const WARM_UP = { request: { text: 'the cat sat on the mat', scheme: 'sinusoidal' }, order: 'shuffle', seed: 1 };
let asked = false;
ready.then((calls) => setTimeout(() => { if (!asked) calls.analyzeSentence(WARM_UP); }, 0));

// Every typed array's buffer in a result: moved to the page instead of copied (an analysis's
// matrices are views into one buffer, see wasm/packed_numbers.hpp).
function buffersOf(value, found = new Set()) {
  if (ArrayBuffer.isView(value)) found.add(value.buffer);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) buffersOf(item, found);
  return found;
}

self.addEventListener('message', async ({ data: { id, method, args } }) => {
  asked = true;
  try {
    const calls = await ready;
    const result = calls[method](...args);
    self.postMessage({ id, result }, [...buffersOf(result)]);
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
});
