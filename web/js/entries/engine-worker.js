// @ts-check: checked against the modules' types (engine/modules.d.ts, tsconfig.json).
// The Web Worker that holds the WebAssembly module, so a long analysis never blocks typing. It
// answers {id, method, args} with {id, result} or {id, error}; engine.js is its only client.
import { loadedOnce, moduleCalls } from '../engine/calls.js';

// The classic Emscripten script (attention.js) that defines createAttentionModule comes first in
// this worker's bundle (scripts/bundle.mjs): fetching it separately cost a round trip before the
// module could even start compiling.

// The English models' calls (model=english) are a script of their own, english-engine.js, added
// the first time they are asked for: a first visit with the seeded model fetches nothing of them.
// A trained model's analysis needs attention-trained.js (engine/calls.js).
const trainedModule = loadedOnce(() => {
  importScripts(new URL('attention-trained.js', self.location.href).href);
  return globalThis.createTrainedAttentionModule();
});
const analysisModule = globalThis.createAttentionModule();
let english = null;
const englishCalls = () => {
  if (!english) {
    importScripts(new URL('english-engine.js', self.location.href).href);
    english = globalThis.posattnEnglishEngine.englishCalls({ base: self.location.href, analysisModule });
  }
  return english;
};
const ready = analysisModule.then((module) => ({ ...moduleCalls(module, trainedModule),
  analyzeEnglishSentence: (...args) => englishCalls().analyzeEnglishSentence(...args),
  fillBlank: (...args) => englishCalls().fillBlank(...args) }));

// Browsers compile WebAssembly functions on their first call: when the module is up before the page
// has asked for anything, one small analysis compiles them, so the learner's first one is quick. Its
// result is dropped. When a request is already waiting, that request does the compiling instead.
const WARM_UP = { request: { text: 'the cat sat on the mat', scheme: 'sinusoidal' }, order: 'shuffle', seed: 1 };
let lastAskedAt = 0;  // when the page last asked anything (0: never)
// engine-start.js names this worker "english <scheme>" when the address opens the English models:
// their files start loading now, not once the page has started and asked, and the seeded model's
// warm-up is left out (the first view is the English one).
const englishHint = /^english (.*)$/.exec(self.name);
if (englishHint) {
  try { englishCalls().prepare(englishHint[1]); } catch { /* the page's first call meets it again */ }
}
ready.then((calls) => setTimeout(() => { if (!lastAskedAt && !englishHint) calls.analyzeSentence(WARM_UP); }, 0));

// Every typed array's buffer in a result: moved to the page instead of copied (an analysis's
// matrices are views into one buffer, see wasm/packed_numbers.hpp).
function buffersOf(value, found = new Set()) {
  if (ArrayBuffer.isView(value)) found.add(value.buffer);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) buffersOf(item, found);
  return found;
}

self.addEventListener('message', async ({ data: { id, method, args } }) => {
  lastAskedAt = performance.now();
  let calls;
  try {
    calls = await ready;
  } catch (error) {
    // The module could not start here (its file did not arrive, say): engine.js then tries the
    // page's own thread, and says so if it cannot start there either.
    self.postMessage({ id, startFailed: String(error?.message ?? error) });
    return;
  }
  try {
    const result = await calls[method](...args);  // the English models' calls are async
    self.postMessage({ id, result }, { transfer: [...buffersOf(result)] });
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
});
