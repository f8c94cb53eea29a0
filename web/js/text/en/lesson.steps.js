// The English messages of the guided lesson's steps 2 to 6 and its recap (content/lesson.js): a
// script of their own (lesson-steps.js), added when the learner goes past step 1 or a link opens a
// later step (views/lesson/lesson.js), so a first visit does not download them. The card and step 1
// are lesson.js. See text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'lesson.original': 'The order is the original one: press Shuffle to compare.',
  // 2. Shuffle with no position.
  'lesson.shuffle.title': 'Shuffle with no position',
  'lesson.shuffle.show': 'Still the seeded model, with no positional encoding and no causal mask. The right grid will show the same words in a new order.',
  'lesson.shuffle.predict': 'When you shuffle, will any word come out with a different vector, or will each vector just move with its word?',
  'lesson.shuffle.task': 'Press Shuffle, then read the verdict under the sentence box.',
  'lesson.shuffle.unmoved': 'Not shuffled yet: both runs have the same order.',
  'lesson.shuffle.blind': 'The verdict: same outputs, just reordered. Every word’s vector is identical (differences below 10⁻⁹ are rounding): it only moved. With no encoding and no mask, attention is blind to order.',
  'lesson.shuffle.same': 'The verdict: same outputs, just reordered. Every word’s vector is identical (differences below 10⁻⁹ are rounding): it only moved.',
  'lesson.shuffle.changed': 'The outputs changed: something in the settings carries order (the causal mask or an encoding).',
  // 3. Add a positional encoding.
  'lesson.encoding.title': 'What position gives a trained model',
  'lesson.encoding.show': 'This step loads the six small models trained on English (under {megabytes, number, integer} MB, once), one per positional encoding, and puts in a sentence they guess well. Fill the blank hides one word, “{word}”: each model guesses it from the others, with the sentence in its order (left column) and in the new order (right). The grids show the model with no position.',
  'lesson.encoding.predict': 'Once the words are shuffled, whose guesses will suffer: the model with no position, or the models with a positional encoding? And will the grids’ outputs (no position) still be the old vectors, just moved?',
  'lesson.encoding.task': 'Press Shuffle and compare each model’s two columns in Fill the blank. Then switch the Positional encoding menu to Sinusoidal (or press the button below) and read the verdict.',
  'lesson.encoding.action': 'Switch on sinusoidal',
  'lesson.encoding.unmoved': 'The order is the original one: press Shuffle to give the right column and grid a new order.',
  'lesson.encoding.none': 'Still no encoding: the outputs only move.',
  'lesson.encoding.changed': 'With {scheme} the verdict says the outputs changed: up to {error}, far above rounding. The words now know where they stand.',
  'lesson.encoding.both': 'With {scheme} and the causal mask the outputs changed (up to {error}): both carry order.',
  'lesson.encoding.mask': 'The outputs changed (up to {error}), but not because of an encoding: the causal mask carries the order here.',
  'lesson.encoding.zero': 'The outputs still only moved: at strength 0 the encoding adds nothing.',
  'lesson.encoding.other': 'For this sentence and order the outputs only moved; try another shuffle or sentence.',
  // 4. Relative schemes: the shift test.
  'lesson.shift.title': 'Relative schemes: the shift test',
  'lesson.shift.show': 'Back to the seeded model: the models trained on English read positions from the sentence’s start only, so they have no shift test. The shift test places your whole sentence a few positions later and compares the attention weights. Sinusoidal gives each position its own vector; RoPE turns each query and key by an angle that grows with the position.',
  'lesson.shift.predict': 'Which scheme will give the same weights after the shift: sinusoidal or RoPE?',
  'lesson.shift.task': 'Go to the shift test and read its verdict for sinusoidal; then switch to RoPE (the button) and read it again.',
  'lesson.shift.action': 'Switch to RoPE',
  'lesson.shift.link': 'Go to the shift test',
  'lesson.shift.notRun': 'The shift test has not run for this view yet.',
  'lesson.shift.changed': 'With {scheme}, {shiftBy, plural, one {# position} other {# positions}} later the weights changed (by up to {error}): an absolute scheme (sinusoidal, learned) sees where each word is, and notices the move.',
  'lesson.shift.relative': 'With {scheme}, {shiftBy, plural, one {# position} other {# positions}} later the weights are identical (differences below 10⁻⁹ are rounding): a relative scheme (RoPE, ALiBi, T5) sees only how far apart two words are, and no offset changed.',
  'lesson.shift.none': 'With no encoding no score depends on where the sentence starts, so the shift changes nothing.',
  'lesson.shift.other': 'Placed {shiftBy, plural, one {# position} other {# positions}} later, the weights are {same, select, yes {identical (differences below 10⁻⁹ are rounding)} other {different by up to {error}}}.',
  // 5. The causal mask is order too.
  'lesson.mask.title': 'The causal mask is order too',
  'lesson.mask.show': 'Still the seeded model (the models trained on English read both ways, without a mask). A decoder such as GPT masks attention so each word sees only itself and the words before it. No encoding here.',
  'lesson.mask.predict': 'With the mask on and still no encoding, will shuffling change the outputs?',
  'lesson.mask.task': 'Turn on the causal mask, then read the verdict and the grids (masked cells are hatched).',
  'lesson.mask.action': 'Turn on the causal mask',
  'lesson.mask.blind': 'Mask off, no encoding: the outputs only move.',
  'lesson.mask.changed': 'With the mask the outputs changed (up to {error}) without any encoding: which words a word may see depends on where it stands, so the mask itself carries order.',
  'lesson.mask.nothing': 'With this sentence and order the mask changed nothing measurable: try another shuffle.',
  'lesson.mask.other': 'The outputs changed by up to {error}.',
  'lesson.mask.moved': 'The outputs only moved.',
  // 6. Query, key and value, through cricket.
  'lesson.cricket.title': 'Query, key and value, through cricket',
  'lesson.cricket.show': 'The causal mask is off here (step 5 turned it on). A batter facing a bowler is attention in small: his intent is the query, what each bowler has been bowling is a key, and what he takes from each is a value.',
  'lesson.cricket.predict': 'Whose deliveries will the batter’s intent match best? Guess before the walkthrough shows the scores.',
  'lesson.cricket.task': 'Follow the walkthrough with its Next button; at the end, try it on your own sentence.',
  'lesson.cricket.closed': 'Open the Step by step tab to follow the walkthrough.',
  // The recap.
  'lesson.recap.title': 'What the lesson showed',
  'lesson.recap.mixes': 'Attention mixes the words each word reads; a row of weights adds up to 1.',
  'lesson.recap.blind': 'No encoding, no mask: a shuffle only moves the outputs. Attention alone is blind to order.',
  'lesson.recap.encoding': 'A positional encoding gives each place its own input: a new order, new outputs. Models trained on English use it: shuffled, those with positions lose guesses they had right.',
  'lesson.recap.shift': 'Shifted later, absolute schemes change; relative ones (RoPE, ALiBi, T5) see only offsets.',
  'lesson.recap.mask': 'The causal mask alone carries order: what a word sees depends on where it stands.',
  'lesson.recap.qkv': 'The query is matched against every key; the weights blend the values.',
  'lesson.recap.explore': 'Explore the positions',
  'lesson.recap.exploreText': 'The Position tab shows what each scheme adds.',
  'lesson.recap.train': 'Train a model',
  'lesson.recap.trainText': 'The Train panel shows which schemes learn word order.',
});
