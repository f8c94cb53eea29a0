// The heads every view lists, in the core's order: the seeded heads, then the designed ones
// (previous-token, same-word). Per-head numbers in the result (weight errors, shift differences)
// follow the same order.

export function allHeads(trace) {
  return [...trace.heads, ...trace.designed];
}

// The head the state selects, kept in range when the number of heads shrinks.
export function selectedHeadIndex(result, state) {
  return Math.min(state.head, allHeads(result.original).length - 1);
}

// The core's designed heads, after the seeded ones (Module.limits().designedHeads; checked in
// tests/wasm/api.test.mjs).
export const DESIGNED_HEADS = 2;

// The heads below are read from the state and `heads`, the number of seeded heads the core runs,
// so the page can ask the core for one head's numbers before it has them (engine.js, partsFor).
// That is the state's number, or a trained model's when one is switched on (it brings its own);
// a view passes its result's.

// The head the compare panel draws (as selectedHeadIndex picks it from a result).
export function comparedHeadIndex(state, heads = state.heads) {
  return Math.min(state.head, heads + DESIGNED_HEADS - 1);
}

// The seeded head whose score terms the Position panel shows: the selected one, or the first when a
// designed head (built by hand, with no query and key to split) is selected.
export function decomposedHeadIndex(state, heads = state.heads) {
  return state.head < heads ? state.head : 0;
}

// The seeded head the walkthrough follows, kept in range when the number of heads shrinks.
export function walkHeadIndex(state, heads = state.heads) {
  return Math.min(state.walkHead, heads - 1);
}

export function isDesigned(result, index) {
  return index >= result.original.heads.length;
}

// The core's kSameTolerance (core/analysis.hpp, also in Module.limits()): below this, two results
// count as the same. tests/wasm/api.test.mjs checks that the two agree.
export const SAME_TOLERANCE = 1e-9;

// Whether `head` reads the key at index `key` from the query at index `query`, as the core says
// (each head's `reads`: "both"; "earlier", its own word and those before, as the causal mask makes
// every head; "later", its own and those after). An unread key's weight is exactly 0: the views
// draw it as not read, never as a score.
export function readsKey(head, query, key) {
  return head.reads === 'earlier' ? key <= query : head.reads === 'later' ? key >= query : true;
}
