// The Web Worker that holds the WebAssembly module, so a long analysis never blocks typing. It
// answers {id, method, args} with {id, result} or {id, error}; engine.js is its only client.
import { moduleCalls } from './engine-calls.js';

/* global importScripts */
importScripts('attention.js');  // the classic Emscripten script, beside this one on the host

const ready = globalThis.createAttentionModule().then(moduleCalls);

self.addEventListener('message', async ({ data: { id, method, args } }) => {
  try {
    const calls = await ready;
    self.postMessage({ id, result: calls[method](...args) });
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
});
