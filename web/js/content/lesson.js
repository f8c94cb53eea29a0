// The guided lesson, as data: six short steps from "what attention does" to query, key and value.
// Each step:
//   title    - a few words, shown as "Step k of N: title";
//   state    - the properties the step sets when the learner arrives on it (views/lesson.js);
//   show     - what the picture shows now, in plain words;
//   predict  - the question to answer in your head before doing anything;
//   task     - the one thing to do;
//   action   - optional {label, patch}: a button that does the task for you;
//   link     - optional {label, target}: a link to the element with id `target` (a view further down);
//   claims   - sentences about the current numbers, each shown only while its `when` is true:
//              { text, when: (facts) => boolean }, text a string or (facts) => string. The same
//              shape as the page's other claims, so one picker can choose among them.
// facts (views/lesson.js, lessonFacts): scheme, causal, panel, moved, equivariant, outputError,
// shiftInvariant, shiftChange, shiftBy, tokens.
import { formatError, ROUNDING_BELOW } from '../format.js';

const ABSOLUTE = new Set(['sinusoidal', 'learned']);
const RELATIVE = new Set(['rope', 'alibi', 't5']);
const SCHEME_NAMES = {
  none: 'no encoding', sinusoidal: 'sinusoidal', learned: 'the learned table', rope: 'RoPE', alibi: 'ALiBi', t5: 'T5 buckets',
};
const schemeName = (facts) => SCHEME_NAMES[facts.scheme];

// The verdict in plain words: rounding noise reads as identical, with the exact figure after it.
export function plainDifference(value) {
  return value < ROUNDING_BELOW ? 'identical (differences below 10⁻⁹ are rounding)' : `different by up to ${formatError(value)}`;
}

export const LESSON = [
  {
    title: 'What attention does',
    state: { scheme: 'none', causal: false, panel: 'compare' },
    show: 'Each row of a grid is one word reading the sentence: the brighter a cell, the more of that ' +
      'column’s word goes into the row’s new vector. The left grid is your sentence; the right grid is the ' +
      'same words in a new order.',
    predict: 'Which word does the first word read most? Guess, then check.',
    task: 'Move through the left grid with the arrow keys (or point at a cell): its weight is written under the grid.',
    claims: [
      { when: (f) => f.moved, text: 'The right grid holds the same words, shuffled. Do its rows look like the left ones, moved?' },
      { when: (f) => !f.moved, text: 'Both grids show the same order now: press Shuffle to give the right one a new order.' },
    ],
  },
  {
    title: 'Shuffle with no position',
    state: { scheme: 'none', causal: false, panel: 'compare', order: 'original' },
    show: 'No positional encoding: the model sees which words there are, not where they stand.',
    predict: 'When you shuffle, will any word come out with a different vector, or will each vector just move with its word?',
    task: 'Press Shuffle, then read the verdict beside the sentence.',
    claims: [
      { when: (f) => !f.moved, text: 'Not shuffled yet: both runs have the same order.' },
      { when: (f) => f.moved && f.equivariant, text: (f) => `The verdict: same outputs, just reordered. Every word’s vector is ${plainDifference(f.outputError)} — it only moved. Attention alone is blind to order.` },
      { when: (f) => f.moved && !f.equivariant, text: 'The outputs changed: something in the settings carries order (the causal mask or an encoding).' },
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
      { when: (f) => f.scheme === 'none' && f.equivariant, text: 'Still no encoding: the outputs only move.' },
      { when: (f) => f.scheme !== 'none' && f.moved && !f.equivariant, text: (f) => `With ${schemeName(f)} the verdict says the outputs changed: up to ${formatError(f.outputError)}, far above rounding. The words now know where they stand.` },
      { when: (f) => f.scheme !== 'none' && f.equivariant, text: 'The outputs still only moved: this setting adds no position (is the position strength 0?).' },
      { when: (f) => !f.moved, text: 'The order is the original one: press Shuffle to compare.' },
    ],
  },
  {
    title: 'Relative schemes: the shift test',
    state: { scheme: 'sinusoidal', causal: false, panel: 'explorer' },
    show: 'The shift test places your whole sentence a few positions later and compares the attention weights. ' +
      'An absolute scheme (sinusoidal, learned) sees where each word is; a relative one (RoPE, ALiBi, T5) sees only ' +
      'how far apart two words are.',
    predict: 'Which scheme will give the same weights after the shift: sinusoidal or RoPE?',
    task: 'Read the shift test’s verdict (at the end of the Position tab), then switch to RoPE.',
    action: { label: 'Switch to RoPE', patch: { scheme: 'rope' } },
    link: { label: 'Go to the shift test', target: 'shift-panel' },
    claims: [
      { when: (f) => ABSOLUTE.has(f.scheme) && !f.shiftInvariant, text: (f) => `With ${schemeName(f)}, ${f.shiftBy} positions later the weights changed (by up to ${formatError(f.shiftChange)}): an absolute scheme notices the move.` },
      { when: (f) => RELATIVE.has(f.scheme) && f.shiftInvariant, text: (f) => `With ${schemeName(f)}, ${f.shiftBy} positions later the weights are ${plainDifference(f.shiftChange)}: only distances count, and no distance changed.` },
      { when: (f) => f.scheme === 'none', text: 'With no encoding nothing depends on position, so the shift changes nothing either.' },
      { when: (f) => !RELATIVE.has(f.scheme) && f.scheme !== 'none' && f.shiftInvariant, text: 'This time the shift changed nothing: this setting adds no position.' },
    ],
  },
  {
    title: 'The causal mask is order too',
    state: { scheme: 'none', causal: false, panel: 'compare', order: 'shuffle' },
    show: 'A decoder such as GPT masks attention so each word sees only the words before it. No encoding here.',
    predict: 'With the mask on and still no encoding, will shuffling change the outputs?',
    task: 'Turn on the causal mask, then read the verdict and the grids (masked cells are hatched).',
    action: { label: 'Turn on the causal mask', patch: { causal: true } },
    claims: [
      { when: (f) => !f.causal && f.equivariant, text: 'Mask off, no encoding: the outputs only move.' },
      { when: (f) => f.causal && f.moved && !f.equivariant && f.scheme === 'none', text: (f) => `With the mask the outputs changed (up to ${formatError(f.outputError)}) without any encoding: which words a word may see depends on where it stands, so the mask itself carries order.` },
      { when: (f) => f.causal && f.equivariant, text: 'With this order the mask hid the same words as before: try another shuffle.' },
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
      { when: (f) => f.panel !== 'walkthrough', text: 'Open the Step by step tab to follow the walkthrough.' },
    ],
  },
];

// The claims of a step that are true of these facts.
export function trueClaims(step, facts) {
  return step.claims.filter((claim) => claim.when(facts))
    .map((claim) => (typeof claim.text === 'function' ? claim.text(facts) : claim.text));
}
