// Sentences for the examples menu. Each is {label, text, order?}: choosing one sets the sentence and,
// when given, the new order ('original', 'reverse', 'shuffle' or token positions), so a pair whose
// meaning depends on order ("dog bites man" / "man bites dog") is the same tokens in two orders.
// Without order, the current shuffle is kept.
// Labels stay in Latin script, the sentences need not: the first layout shapes every option's label,
// and a script the page's font lacks sends the browser searching the system's fonts, character by
// character (a large part of the first view: bench/README.md). The labels read their messages
// (text/en/examples.js) when read; the sentences are the learner's words and stay as they are.
import { t } from '../text/en/examples.js';

export const EXAMPLES = [
  { get label() { return t('examples.cat'); }, text: 'The cat sat on the mat' },
  { get label() { return t('examples.dogs'); }, text: 'the dog saw the other dog' },
  { get label() { return t('examples.bites'); }, text: 'dog bites man', order: 'reverse' },
  { get label() { return t('examples.chef'); }, text: 'The chef cooked the meal', order: [0, 4, 2, 3, 1] },
  { get label() { return t('examples.onlySaid'); }, text: 'She only said she loved him', order: [0, 2, 3, 1, 4, 5] },
  { get label() { return t('examples.onlyLoved'); }, text: 'She only said she loved him', order: [0, 2, 3, 4, 1, 5] },
  { get label() { return t('examples.onlyHim'); }, text: 'She only said she loved him', order: [0, 2, 3, 4, 5, 1] },
  { get label() { return t('examples.grandma'); }, text: "Let's eat, Grandma!", order: [0, 1, 3, 2, 4] },
  { get label() { return t('examples.japanese'); }, text: '猫が魚を食べた' },
  { get label() { return t('examples.german'); }, text: 'Das Kind sieht den Hund 🐶' },
  { get label() { return t('examples.arabic'); }, text: 'القط جلس على السجادة' },
  {
    get label() { return t('examples.long'); },
    text: 'When the little grey cat finally sat down on the old red mat by the door, the dog that had ' +
      'watched it all morning from the garden walked over, sniffed the mat, looked at the cat, and lay ' +
      'down beside it, as if the two of them had always shared that small warm place in the sun.',
  },
];
