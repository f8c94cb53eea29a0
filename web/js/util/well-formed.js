// A JavaScript string can hold half of a UTF-16 surrogate pair (a cut emoji, a bad paste); UTF-8,
// which the core reads, cannot. Each lone half becomes U+FFFD, the replacement character, before the
// text reaches the core, so the words around it stay as typed (wasm/js_values.cpp does the same for
// callers of the module). No DOM: tests/web runs it under Node.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const hasLoneSurrogates = (text) => text.search(LONE_SURROGATE) >= 0;

export const wellFormed = (text) => text.replace(LONE_SURROGATE, '\uFFFD');
