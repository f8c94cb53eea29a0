// The guided lesson, as data: six short steps from "what attention does" to query, key and value.
// Each step:
//   title    - a few words, shown as "Step k of N: title";
//   state    - the properties the step sets when the learner arrives on it (views/lesson/lesson.js);
//   show     - what the picture shows now, in plain words;
//   predict  - the question to answer in your head before doing anything;
//   task     - the one thing to do;
//   action   - optional {label, patch}: a button that does the task for you;
//   link     - optional {label, target}: a link to the element with id `target` (a view further down);
//   parts    - optional parts of the analysis its sentences read on any panel (engine.js, partsFor);
//   claims   - a claim list (web/js/content/claims.js): the sentence about the current numbers is the first
//              claim whose `when` holds for the facts of the result (claims.js `facts`, plus the
//              open `panel`); each claim names what it `asserts`, and tests/web/claims.test.mjs
//              checks those assertions against the core's numbers, as for every other claim.
import { formatError, ROUNDING_BELOW, countOf } from '../util/format.js';
import { say } from './claims.js';
import { SCHEME_PHRASES } from '../state/schemes.js';
import { t } from '../text/en/englishLesson.js';

const schemeName = (facts) => SCHEME_PHRASES[facts.scheme];

// The verdict in plain words: rounding noise reads as identical, with the exact figure after it.
export function plainDifference(value) {
  return value < ROUNDING_BELOW ? 'identical (differences below 10⁻⁹ are rounding)' : `different by up to ${formatError(value)}`;
}

export const LESSON = [
  {
    title: 'What attention does',
    state: { scheme: 'none', causal: false, panel: 'compare' },
    show: 'Each row is one word reading the sentence: the brighter a cell, the more of that column’s word ' +
      'goes into the row’s new vector. Left: your sentence; right: the same words in a new order.',
    predict: 'What do the weights of one row add up to? And what does the shuffle do to that word’s row?',
    // The step's first task is the one click that loads the model trained on English (about 1 MB,
    // fetched once): a first visit, where the lesson starts by itself, fetches nothing of it.
    task: t('englishLesson.task'),
    action: { label: t('englishLesson.action'), patch: { model: 'english', scheme: 'none' } },
    claims: [
      // The reveal, read from the English model's own numbers.
      { when: (f) => f.modelKind === 'english' && f.moved && f.orderBlind && f.equivariant, text: (f) => t('englishLesson.rows', { difference: plainDifference(f.outputError) }), asserts: ['englishModel', 'moved', 'orderBlind', 'equivariant'] },
      { when: (f) => f.modelKind === 'english' && !f.moved, text: () => t('englishLesson.unmoved'), asserts: ['englishModel', 'unmoved'] },
      { when: (f) => f.modelKind === 'seeded', text: () => t('englishLesson.seeded'), asserts: ['seededModel'] },
      { when: (f) => f.moved && f.orderBlind, text: 'Every row adds up to 1. With no encoding and no mask, each word’s row on the right has the same weights, moved with the words.', asserts: ['moved', 'orderBlind'] },
      { when: (f) => f.moved, text: 'Every row adds up to 1. The right grid holds the same words, shuffled: compare one word’s row in both grids.', asserts: ['moved'] },
      { text: 'Every row adds up to 1. Both grids show the same order now: press Shuffle to give the right one a new order.', asserts: ['unmoved'] },
    ],
  },
  {
    title: 'Shuffle with no position',
    state: { scheme: 'none', causal: false, panel: 'compare', order: 'original' },
    show: 'No positional encoding: the model sees which words there are, not where they stand.',
    predict: 'When you shuffle, will any word come out with a different vector, or will each vector just move with its word?',
    task: 'Press Shuffle, then read the verdict beside the sentence.',
    claims: [
      { when: (f) => !f.moved, text: 'Not shuffled yet: both runs have the same order.', asserts: ['unmoved'] },
      { when: (f) => f.equivariant && f.orderBlind, text: (f) => `The verdict: same outputs, just reordered. Every word’s vector is ${plainDifference(f.outputError)}: it only moved. With no encoding and no mask, attention is blind to order.`, asserts: ['moved', 'equivariant', 'orderBlind'] },
      { when: (f) => f.equivariant, text: (f) => `The verdict: same outputs, just reordered. Every word’s vector is ${plainDifference(f.outputError)}: it only moved.`, asserts: ['moved', 'equivariant'] },
      { text: 'The outputs changed: something in the settings carries order (the causal mask or an encoding).', asserts: ['changed', 'positionSignal'] },
    ],
  },
  {
    title: 'Add a positional encoding',
    state: { scheme: 'none', causal: false, panel: 'compare', order: 'shuffle' },
    show: 'Sinusoidal encoding adds to each word a vector that depends on its position, so a word at position 1 ' +
      'and the same word at position 4 are no longer the same input.',
    predict: 'With sinusoidal encoding on, will the shuffled outputs still be the old vectors, just moved?',
    task: 'Switch the Positional encoding menu to Sinusoidal (or press the button below).',
    action: { label: 'Switch on sinusoidal', patch: { scheme: 'sinusoidal' } },
    claims: [
      { when: (f) => !f.moved, text: 'The order is the original one: press Shuffle to compare.', asserts: ['unmoved'] },
      { when: (f) => f.scheme === 'none' && f.equivariant, text: 'Still no encoding: the outputs only move.', asserts: ['noEncoding', 'equivariant'] },
      { when: (f) => f.encodingActive && !f.causal && !f.equivariant, text: (f) => `With ${schemeName(f)} the verdict says the outputs changed: up to ${formatError(f.outputError)}, far above rounding. The words now know where they stand.`, asserts: ['changed', 'encodingIsCause'] },
      { when: (f) => f.encodingActive && !f.equivariant, text: (f) => `With ${schemeName(f)} and the causal mask the outputs changed (up to ${formatError(f.outputError)}): both carry order.`, asserts: ['changed', 'encodingOn', 'maskOn'] },
      { when: (f) => !f.equivariant, text: (f) => `The outputs changed (up to ${formatError(f.outputError)}), but not because of an encoding: the causal mask carries the order here.`, asserts: ['changed', 'maskIsCause'] },
      { when: (f) => f.added && f.strength === 0, text: 'The outputs still only moved: at strength 0 the encoding adds nothing.', asserts: ['equivariant', 'strengthZero'] },
      { text: 'For this sentence and order the outputs only moved; try another shuffle or sentence.', asserts: ['moved', 'equivariant'] },
    ],
  },
  {
    title: 'Relative schemes: the shift test',
    // The seeded model: the English models read positions from the sentence's start only, so they
    // have no shift test (a link that keeps model=english is told so, below).
    state: { model: 'seeded', scheme: 'sinusoidal', causal: false, panel: 'explorer' },
    show: 'The shift test places your whole sentence a few positions later and compares the attention weights. ' +
      'An absolute scheme (sinusoidal, learned) sees where each word is; a relative one (RoPE, ALiBi, T5) sees only ' +
      'how far apart two words are.',
    predict: 'Which scheme will give the same weights after the shift: sinusoidal or RoPE?',
    task: 'Read the shift test’s verdict (at the end of the Position tab), then switch to RoPE.',
    action: { label: 'Switch to RoPE', patch: { scheme: 'rope' } },
    link: { label: 'Go to the shift test', target: 'shift-panel' },
    parts: ['shift'],  // its sentences read the shift test, whichever panel is open (engine.js)
    claims: [
      { when: (f) => f.modelKind === 'english', text: () => t('englishLesson.noShift'), asserts: ['englishModel', 'shiftNotRun'] },
      { when: (f) => !f.shiftMeasured, text: 'The shift test has not run for this view yet.', asserts: ['shiftNotRun'] },
      { when: (f) => f.added && f.shiftChanged, text: (f) => `With ${schemeName(f)}, ${countOf(f.shiftBy, 'position')} later the weights changed (by up to ${formatError(f.shiftDifference)}): an absolute scheme notices the move.`, asserts: ['added', 'shiftChanged'] },
      { when: (f) => f.relative && f.shiftInvariant, text: (f) => `With ${schemeName(f)}, ${countOf(f.shiftBy, 'position')} later the weights are ${plainDifference(f.shiftDifference)}: position enters their scores only through the offset between two words, and no offset changed.`, asserts: ['relative', 'shiftIdentical'] },
      { when: (f) => f.scheme === 'none', text: 'With no encoding no score depends on where the sentence starts, so the shift changes nothing.', asserts: ['noEncoding', 'shiftIdentical'] },
      { text: (f) => `Placed ${countOf(f.shiftBy, 'position')} later, the weights are ${plainDifference(f.shiftDifference)}.`, asserts: [] },
    ],
  },
  {
    title: 'The causal mask is order too',
    // The seeded model: the English models were trained without a mask (a link that keeps
    // model=english is told so, below).
    state: { model: 'seeded', scheme: 'none', causal: false, panel: 'compare', order: 'shuffle' },
    show: 'A decoder such as GPT masks attention so each word sees only itself and the words before it. No encoding here.',
    predict: 'With the mask on and still no encoding, will shuffling change the outputs?',
    task: 'Turn on the causal mask, then read the verdict and the grids (masked cells are hatched).',
    action: { label: 'Turn on the causal mask', patch: { causal: true } },
    claims: [
      { when: (f) => !f.moved, text: 'The order is the original one: press Shuffle to compare.', asserts: ['unmoved'] },
      { when: (f) => f.modelKind === 'english', text: () => t('englishLesson.noMask'), asserts: ['englishModel', 'maskOff'] },
      { when: (f) => f.orderBlind && f.equivariant, text: 'Mask off, no encoding: the outputs only move.', asserts: ['maskOff', 'orderBlind', 'equivariant'] },
      { when: (f) => f.causal && !f.encodingActive && !f.equivariant, text: (f) => `With the mask the outputs changed (up to ${formatError(f.outputError)}) without any encoding: which words a word may see depends on where it stands, so the mask itself carries order.`, asserts: ['changed', 'maskIsCause'] },
      { when: (f) => f.causal && f.equivariant, text: 'With this sentence and order the mask changed nothing measurable: try another shuffle.', asserts: ['maskOn', 'moved', 'equivariant'] },
      { when: (f) => !f.equivariant, text: (f) => `The outputs changed by up to ${formatError(f.outputError)}.`, asserts: ['changed'] },
      { text: 'The outputs only moved.', asserts: ['moved', 'equivariant'] },
    ],
  },
  {
    title: 'Query, key and value, through cricket',
    state: { panel: 'walkthrough', walkMode: 'match', step: 1 },
    show: 'A batter facing a bowler is attention in small: his intent is the query, what each bowler has been ' +
      'bowling is a key, and what he takes from each is a value.',
    predict: 'Whose deliveries will the batter’s intent match best? Guess before the walkthrough shows the scores.',
    task: 'Follow the walkthrough with its Next button; at the end, try it on your own sentence.',
    claims: [
      { when: (f) => f.panel !== 'walkthrough', text: 'Open the Step by step tab to follow the walkthrough.', asserts: ['walkthroughClosed'] },
      { text: '' },
    ],
  },
];

// What the six steps showed, and where to go next: the card after the last step (state.lesson =
// LESSON.length + 1). Each `next` names the panel its button opens.
export const RECAP = {
  title: 'What the lesson showed',
  points: [
    'Attention mixes the words each word reads; a row of weights adds up to 1.',
    'No encoding, no mask: a shuffle only moves the outputs. Attention alone is blind to order.',
    'A positional encoding gives each place its own input: a new order, new outputs.',
    'Shifted later, absolute schemes change; relative ones (RoPE, ALiBi, T5) see only offsets.',
    'The causal mask alone carries order: what a word sees depends on where it stands.',
    'The query is matched against every key; the weights blend the values.',
  ],
  next: [
    { label: 'Explore the positions', panel: 'explorer', text: 'The Position tab shows what each scheme adds.' },
    { label: 'Train a model', panel: 'train', text: 'The Train panel shows which schemes learn word order.' },
  ],
};

// The sentence of a step that is true of these facts (claims.js picks it), as a list of at most one.
export function trueClaims(step, facts) {
  const text = say(step.claims, facts);
  return text ? [text] : [];
}
