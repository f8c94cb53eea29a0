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

// The head the compare panel draws, read from the state alone (as selectedHeadIndex reads it from a
// result), so the page asks the core for that head's comparison weights only (engine.js, partsFor).
export function comparedHeadIndex(state) {
  return Math.min(state.head, state.heads + DESIGNED_HEADS - 1);
}

// The seeded head whose score terms the explorer shows: the selected one, or the first when a
// designed head (built by hand, with no query and key to split) is selected. Read from the state
// alone, so the page asks the core for that head's numbers only (engine.js, partsFor).
export function decomposedHeadIndex(state) {
  return state.head < state.heads ? state.head : 0;
}

// The seeded head the walkthrough follows, kept in range when the number of heads shrinks.
export function walkHeadIndex(state) {
  return Math.min(state.walkHead, state.heads - 1);
}

export function isDesigned(result, index) {
  return index >= result.original.heads.length;
}

// The core's kSameTolerance (core/analysis.hpp, also in Module.limits()): below this, two results
// count as the same. tests/wasm/api.test.mjs checks that the two agree.
export const SAME_TOLERANCE = 1e-9;
