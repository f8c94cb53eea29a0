// "Use the first 64 tokens": when a pasted text has more tokens than the core takes, the longest
// start of it that still fits, found by asking the engine's own tokenizer (binary search over the
// text's length, so the cut never splits a character or a word the tokenizer keeps whole).
import { MAX_TOKENS } from '../state/state.js';
import { t } from '../text/en/engine.js';

const countTokens = async (engine, text) => {
  const tokenized = await engine.tokenize(text);
  return tokenized.ok ? tokenized.tokens.length : Infinity;
};

// The start of `text` with exactly MAX_TOKENS tokens, or null when the text is not simply too long
// (no words, a single overlong token, ...): then there is nothing to offer.
export async function firstTokens(engine, text) {
  const characters = Array.from(text);  // code points: a cut never splits one
  let low = 0, high = characters.length;  // countTokens(prefix of `low`) <= MAX_TOKENS, `high` too many
  if (await countTokens(engine, text) !== Infinity) return null;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await countTokens(engine, characters.slice(0, middle).join('')) <= MAX_TOKENS) low = middle;
    else high = middle;
  }
  const prefix = characters.slice(0, low).join('').trimEnd();
  return await countTokens(engine, prefix) === MAX_TOKENS ? prefix : null;
}

// The offer the sentence box shows beside the core's message: {label, text} or null.
export async function firstTokensOffer(engine, text) {
  const prefix = await firstTokens(engine, text);
  return prefix === null ? null : { label: t('engine.firstTokens', { count: MAX_TOKENS }), text: prefix };
}
