// The calls into the WebAssembly module, by name: the same table answers the worker's messages
// (engine-worker.js) and, where no worker can start, the page's own thread (engine.js).
export function moduleCalls(module) {
  return {
    limits: () => module.limits(),
    tokenize: (text) => module.tokenize(text),
    seededShuffle: (count, seed) => module.seededShuffle(count, seed),
    analyze: (request) => module.analyze(request),
    cricket: (phase) => module.cricketWalkthrough(phase),
    // The module's WebAssembly memory in bytes, for the memory check (tests/e2e/hostile.test.mjs).
    memoryBytes: () => module.HEAP8.buffer.byteLength,
  };
}
