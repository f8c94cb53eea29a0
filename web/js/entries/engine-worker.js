// @ts-check: checked against the modules' types (engine/modules.d.ts, tsconfig.json).
// The Web Worker that holds the WebAssembly module, so a long analysis never blocks typing. It
// answers {id, method, args} with {id, result} or {id, error}; engine.js is its only client.
import { moduleCalls } from '../engine/calls.js';

// The classic Emscripten script (attention.js) that defines createAttentionModule comes first in
// this worker's bundle (scripts/bundle.mjs): fetching it separately cost a round trip before the
// module could even start compiling.

// The English models' calls (model=english) are a script of their own, english-engine.js, added
// the first time they are asked for: a first visit with the seeded model fetches nothing of them.
const ready = globalThis.createAttentionModule().then((module) => {
  let english = null;
  const englishCall = (method) => (...args) => {
    if (!english) {
      importScripts(new URL('english-engine.js', self.location.href).href);
      english = globalThis.posattnEnglishEngine.englishCalls({ base: self.location.href, analysisModule: module });
    }
    return english[method](...args);
  };
  return { ...moduleCalls(module), analyzeEnglishSentence: englishCall('analyzeEnglishSentence'), fillBlank: englishCall('fillBlank') };
});

// Browsers compile WebAssembly functions on their first call: when the module is up before the page
// has asked for anything, one small analysis compiles them, so the learner's first one is quick. Its
// result is dropped. When a request is already waiting, that request does the compiling instead.
const WARM_UP = { request: { text: 'the cat sat on the mat', scheme: 'sinusoidal' }, order: 'shuffle', seed: 1 };
let lastAskedAt = 0;  // when the page last asked anything (0: never)
ready.then((calls) => setTimeout(() => { if (!lastAskedAt) calls.analyzeSentence(WARM_UP); }, 0));

// Every typed array's buffer in a result: moved to the page instead of copied (an analysis's
// matrices are views into one buffer, see wasm/packed_numbers.hpp).
function buffersOf(value, found = new Set()) {
  if (ArrayBuffer.isView(value)) found.add(value.buffer);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) buffersOf(item, found);
  return found;
}

// Browsers first compile WebAssembly quickly and optimize a function only once it has run for a
// while, so the learner's first long sentences ran several times slower than later ones. After the first view, whenever the page has asked nothing
// for IDLE_MS, one analysis of the largest size runs (a few in all, one per task), so the optimized
// code is there before a long sentence is typed. While the learner types, none runs (typing tunes
// the code itself); a keystroke after a pause waits at most for one run, and only a few times in
// the page's life. Their results are dropped.
const LARGE = Array.from({ length: 64 }, (_, i) => `w${i % 13}`).join(' ');
const ALL_PARTS = { decomposition: true, shift: true, positions: true, intermediates: true, comparisonWeights: true };
const TUNING_RUNS = 24;  // spent only while the page is idle
const TUNING_SCHEMES = ['sinusoidal', 'rope', 'alibi', 't5', 'learned', 'none'];
const TUNING = Array.from({ length: TUNING_RUNS }, (_, i) => (
  { request: { text: LARGE, scheme: TUNING_SCHEMES[i % TUNING_SCHEMES.length], heads: 8, parts: ALL_PARTS }, order: 'reverse' }));
const IDLE_MS = 500;
let tuningStarted = false;
function tuneWhenIdle(calls, runs = [...TUNING]) {
  if (!runs.length) return;
  const idleFor = performance.now() - lastAskedAt;
  setTimeout(() => {
    if (performance.now() - lastAskedAt >= IDLE_MS) calls.analyzeSentence(runs.shift());
    tuneWhenIdle(calls, runs);
  }, Math.max(0, IDLE_MS - idleFor));
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
    if (!tuningStarted && method === 'analyzeSentence') { tuningStarted = true; tuneWhenIdle(calls); }
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
});
