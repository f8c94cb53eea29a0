// The only code that touches the WebAssembly module. It turns the page's state into one analysis
// request and hands back the plain result object (typed arrays, row-major); views never see C++.

// State properties that are also fields of the core's request, passed through unchanged. The
// shuffle's `seed` is not one of them: reordering must never change the model itself.
const REQUEST_FIELDS = ['scheme', 'modelWidth', 'heads', 'causal', 'temperature', 'base', 'strength',
  't5Buckets', 't5MaxDistance', 't5Bidirectional', 'startPosition', 'shiftBy'];
import { wellFormed } from './well-formed.js';

export async function loadEngine() {
  const factory = globalThis.createAttentionModule;
  if (typeof factory !== 'function') throw new Error('The attention module (attention.js) did not load.');
  const module = await factory({
    locateFile: (file) => new URL(file, document.baseURI).href,
  });
  const limits = module.limits();

  // The order the state names, as indices into the original tokens (null if it no longer fits).
  function resolveOrder(state, count) {
    if (state.order === 'original') return [...Array(count).keys()];
    if (state.order === 'reverse') return [...Array(count).keys()].reverse();
    if (state.order === 'shuffle') return Array.from(module.seededShuffle(count, state.seed));
    const custom = state.order;
    const valid = custom.length === count && new Set(custom).size === count && custom.every((i) => i >= 0 && i < count);
    return valid ? custom : null;
  }

  // Changes that only affect a view (a panel, a step, a threshold) repeat the last request: answer
  // those from the last result instead of running the core again.
  let lastRequest = '', lastResult = null;

  return {
    limits,
    resolveOrder,
    tokenize: (text) => module.tokenize(wellFormed(text)),
    // The worked cricket example for one phase: its vectors and every step's numbers.
    cricket: (phase) => module.cricketWalkthrough(phase),
    analyze(state, order) {
      const request = { text: wellFormed(state.text), order };
      for (const name of REQUEST_FIELDS) if (name in state) request[name] = state[name];
      if ('modelSeed' in state) request.seed = state.modelSeed;
      const key = JSON.stringify(request);
      if (key !== lastRequest) {
        lastResult = module.analyze(request);
        lastRequest = key;
      }
      return lastResult;
    },
  };
}
