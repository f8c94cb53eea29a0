// Sentences that state a fact about the current numbers are data with a condition (a "claim"), and
// this is the one place that decides which of them is true. No DOM: tests/web/claims.test.mjs runs
// it in Node against the real core.
//
// A claim is { text, args?, when?, asserts? }:
//   text     the id of the sentence's message (text/en/<room>.js); '' shows nothing;
//   args     (facts) => ({name: value}), the message's named arguments (a number the core measured,
//            already formatted, or a count for a plural), when it has any;
//   when     (facts) => boolean, the condition under which the sentence is true, written against the
//            facts below (never against a guess about the sentence or the settings);
//   asserts  names of what the sentence states, each checked independently by the claims test
//            against the measured numbers (see CHECKS there), e.g. ['equivariant', 'maskOff'].
// A claim list is an array of claims, alternatives in order: the first whose `when` holds is shown.
// Its last claim has no `when` (always true) and must state nothing that could be false when it is
// reached. Content files may also hold a plain message id where a sentence is true in every state.
// Texts a view shows as they are (a title, a label) are getters in the content files that read
// their message when read, so every view shows the page's language of the moment.
import { SAME_TOLERANCE } from '../util/heads.js';
import { ADDED_SCHEMES as ADDED, RELATIVE_SCHEMES as RELATIVE, schemesWith } from '../schemes/schemes.js';
import { t } from '../text/messages.js';

// Largest difference between the output rows of any two copies of one word (0 without repeats).
function copiesDifference(result) {
  const { rows, cols, data } = result.original.output;
  const firstOf = new Map();
  let worst = 0;
  for (let r = 0; r < rows; ++r) {
    const key = result.tokens[r].key;
    if (!firstOf.has(key)) { firstOf.set(key, r); continue; }
    const f = firstOf.get(key);
    for (let c = 0; c < cols; ++c) worst = Math.max(worst, Math.abs(data[r * cols + c] - data[f * cols + c]));
  }
  return worst;
}

// The named facts of one analysis and the state that asked for it. Every view that picks a claim
// asks during the same draw, so the facts of the latest (result, state) pair are kept.
let lastFacts = { result: null, state: null, facts: null };
export function facts(result, state) {
  if (lastFacts.result === result && lastFacts.state === state) return lastFacts.facts;
  lastFacts = { result, state, facts: measureFacts(result, state) };
  return lastFacts.facts;
}

// Whether the core masked later tokens: every weight above the diagonal is exactly 0 (unmasked,
// the softmax never gives exactly 0 at these sizes). Read from the numbers for a trained model,
// which runs with the mask setting it was trained with, whatever the page's (core/train/supply.cpp).
function maskedWeights(result) {
  return result.original.heads.every(({ weights: { rows, cols, data } }) => {
    for (let r = 0; r < rows; ++r) for (let c = r + 1; c < cols; ++c) if (data[r * cols + c] !== 0) return false;
    return true;
  });
}

function measureFacts(result, state) {
  const order = Array.from(result.order);
  // A trained model brings its own settings: its mask, and its position part at strength 1.
  const trained = result.unknownTokens !== undefined;
  if (trained) state = { ...state, strength: 1, causal: order.length > 1 ? maskedWeights(result) : Boolean(state.causal) };
  const n = order.length;
  const keys = result.tokens.map((t) => t.key);
  const distinct = new Set(keys).size;
  const scheme = state.scheme ?? 'none';
  // The strength the scheme runs at: the setting, for a scheme that reads it (an added scheme
  // that does not, such as a new one with a scale of its own, adds its vectors whole).
  const strength = schemesWith('strength').includes(scheme) ? (state.strength ?? 1) : 1;
  const added = ADDED.includes(scheme);
  const relative = RELATIVE.includes(scheme);
  const encodingActive = relative || (added && strength > 0);
  const { outputError, meanOutputError } = result.comparison;
  const repeats = distinct < n;
  return {
    // Which model ran: the seeded, untrained one, or weights supplied to the core (a model trained
    // in the Train panel); the core lists unknown tokens only for a supplied model.
    // (and with model=english, one of the six trained English models, which list them too).
    modelKind: state.model === 'english' ? 'english' : (trained ? 'trained' : 'seeded'),
    modelSeed: state.modelSeed,
    // What an English model was trained on, as its card says ('wordnetBrown', 'wordnet'), or null.
    englishTexts: result.englishModel?.card?.texts ?? null,
    scheme, causal: Boolean(state.causal), strength,
    added,                 // the scheme adds a vector per position (sinusoidal, learned)
    relative,              // position enters the scores only through offsets (RoPE, ALiBi, T5)
    encodingActive,        // the scheme gives attention any position signal at all
    orderBlind: !encodingActive && !state.causal,  // nothing in the model depends on position
    tokenCount: n,
    moved: order.some((original, k) => original !== k),
    // Moved, yet the new order reads as the old one: only copies of one word swapped places.
    readsSame: order.some((original, k) => original !== k) && order.every((original, k) => keys[original] === keys[k]),
    reversed: n > 1 && order.every((original, k) => original === n - 1 - k),
    oneWord: distinct === 1,   // every token is the same word
    repeats,                   // some word occurs more than once
    copiesIdentical: repeats && copiesDifference(result) < SAME_TOLERANCE,
    outputError,
    // The scale outputError is read on: the largest number in the outputs themselves.
    outputScale: result.original.output.data.reduce((largest, v) => Math.max(largest, Math.abs(v)), 0),
    equivariant: outputError < SAME_TOLERANCE,
    meanOutputError,
    meanInvariant: meanOutputError < SAME_TOLERANCE,
    // The shift run is computed only when a view asks for it (engine.js, partsFor): unmeasured, it
    // is neither invariant nor changed.
    shiftMeasured: result.shift.shiftBy > 0,
    shiftBy: result.shift.shiftBy,
    shiftDifference: result.shift.maxWeightDifference,
    shiftInvariant: result.shift.shiftBy > 0 && result.shift.maxWeightDifference < SAME_TOLERANCE,
    shiftChanged: result.shift.shiftBy > 0 && result.shift.maxWeightDifference >= SAME_TOLERANCE,
  };
}

export function isClaimList(value) {
  return Array.isArray(value) && value.length > 0 &&
    value.every((c) => c && typeof c === 'object' && 'text' in c);
}

// The first claim of the list true for these facts, as written (the claims test checks it).
export function choose(claims, facts) {
  const claim = claims.find((c) => !c.when || c.when(facts));
  if (!claim) throw new Error('A claim list has no final claim without a condition.');
  return claim;
}

// A claim's sentence in the page's language ('' for a claim that shows nothing).
export const claimText = (claim, facts) => (claim.text ? t(claim.text, claim.args?.(facts)) : '');

// The claim true for these facts, with its text written out: {...claim, id, text}, `id` its message
// id (a view marks the element it writes with it: data-says, which the lesson reads to hide an
// answer before its question). A plain message id is its own claim.
export function pick(claims, facts) {
  if (typeof claims === 'string') return { id: claims, text: claims ? t(claims) : '' };
  const claim = choose(claims, facts);
  return { ...claim, id: claim.text, text: claimText(claim, facts) };
}

// The text of the claim true for these facts ('' when it shows nothing).
export const say = (claims, facts) => pick(claims, facts).text;
