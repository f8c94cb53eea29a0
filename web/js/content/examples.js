// Sentences for the examples menu. Each is {label, text, order?}: choosing one sets the sentence and,
// when given, the new order ('original', 'reverse', 'shuffle' or token positions), so a pair whose
// meaning depends on order ("dog bites man" / "man bites dog") is the same tokens in two orders.
// Without order, the current shuffle is kept.
// Labels stay in Latin script, the sentences need not: the first layout shapes every option's label,
// and a script the page's font lacks sends the browser searching the system's fonts, character by
// character (a large part of the first view: bench/README.md).

export const EXAMPLES = [
  { label: 'The cat sat on the mat (two "the")', text: 'The cat sat on the mat' },
  { label: 'the dog saw the other dog (two "the", two "dog")', text: 'the dog saw the other dog' },
  { label: 'dog bites man → man bites dog', text: 'dog bites man', order: 'reverse' },
  { label: 'The chef cooked the meal → The meal cooked the chef', text: 'The chef cooked the meal', order: [0, 4, 2, 3, 1] },
  { label: 'She only said she loved him → She said she only loved him', text: 'She only said she loved him', order: [0, 2, 3, 1, 4, 5] },
  { label: 'She only said she loved him → She said she loved only him', text: 'She only said she loved him', order: [0, 2, 3, 4, 1, 5] },
  { label: 'She only said she loved him → She said she loved him only', text: 'She only said she loved him', order: [0, 2, 3, 4, 5, 1] },
  { label: "Punctuation: Let's eat, Grandma! → Let's eat Grandma, !", text: "Let's eat, Grandma!", order: [0, 1, 3, 2, 4] },
  { label: 'Japanese, no spaces (the cat ate the fish)', text: '猫が魚を食べた' },
  { label: 'German with an emoji (the child sees the dog)', text: 'Das Kind sieht den Hund 🐶' },
  { label: 'Arabic, right to left (the cat sat on the rug)', text: 'القط جلس على السجادة' },
  {
    label: 'A long sentence (63 tokens; the limit is 64)',
    text: 'When the little grey cat finally sat down on the old red mat by the door, the dog that had ' +
      'watched it all morning from the garden walked over, sniffed the mat, looked at the cat, and lay ' +
      'down beside it, as if the two of them had always shared that small warm place in the sun.',
  },
];
