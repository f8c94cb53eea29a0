// @ts-check: checked against the modules' types (engine/modules.d.ts, tsconfig.json).
// The calls into the WebAssembly module, by name: the same table answers the worker's messages
// (engine-worker.js) and, where no worker can start, the page's own thread (engine.js).

// The order an `order` setting names, as indices into `count` tokens: 'original', 'reverse',
// 'shuffle' (the core's seeded shuffle: the same count and seed always give the same order) or a
// hand-made list of indices. Null when a hand-made list no longer fits the sentence.
/** @param {import('./modules').AttentionModule} module @param {string | number[]} order @param {number} seed @param {number} count */
export function tokenOrder(module, order, seed, count) {
  if (order === 'original') return [...Array(count).keys()];
  if (order === 'reverse') return [...Array(count).keys()].reverse();
  // (count and seed are in range here, so the answer is the shuffle, never a refusal)
  if (order === 'shuffle') return Array.from(/** @type {Int32Array} */ (module.seededShuffle(count, seed)));
  const valid = Array.isArray(order) && order.length === count && new Set(order).size === count
    && order.every((i) => Number.isInteger(i) && i >= 0 && i < count);
  return valid ? order : null;
}

// A keystroke's whole work in one call, so the page waits for one answer instead of three: read
// the sentence, put its tokens in the state's order, analyze. It stops at the first step that
// fails: {tokenized} when the sentence cannot be read, {tokenized, order: null} when a hand-made
// order no longer fits, else {tokenized, order, result} (the result may still be {ok: false}).
/**
 * @param {import('./modules').AttentionModule} module
 * @param {{request: import('./modules').AnalysisRequest, order: string | number[], seed: number}} job
 */
export function analyzeSentence(module, { request, order, seed }) {
  const tokenized = module.tokenize(request.text);
  if (!tokenized.ok) return { tokenized };
  const indices = tokenOrder(module, order, seed, tokenized.tokens.length);
  if (!indices) return { tokenized, order: null };
  return { tokenized, order: indices, result: module.analyze({ ...request, order: indices }) };
}

// A module (or script) loaded the first time it is asked for, and asked again after a failure (its
// file did not arrive, say): load() returns it or a promise of it.
export function loadedOnce(load) {
  let loading = null;
  return () => (loading ??= Promise.resolve().then(load).catch((error) => { loading = null; throw error; }));
}

// The first visit's module (attention.js) runs the seeded model only (wasm/seeded_model_only.cpp):
// a request that carries a trained model is analyzed by attention-trained.js, the same surface with
// the trained-model reader, which `trainedModule` (() => promise of it) loads the first time.
/**
 * @param {import('./modules').AttentionModule} module
 * @param {() => Promise<import('./modules').AttentionModule>} trainedModule
 */
export function moduleCalls(module, trainedModule) {
  return {
    tokenize: (text) => module.tokenize(text),
    analyzeSentence: (job) => (job.request.trainedModel == null ? analyzeSentence(module, job)
      : trainedModule().then((trained) => analyzeSentence(trained, job))),
    cricket: (phase) => module.cricketWalkthrough(phase),
    // The module's WebAssembly memory in bytes, for the memory check (tests/e2e/hostile.test.mjs).
    memoryBytes: () => module.HEAP8.buffer.byteLength,
  };
}
