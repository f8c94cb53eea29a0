// The English messages of the examples menu's labels (content/examples.js): see text/messages.js.
// A label names its sentence in Latin script (see examples.js).
import { addMessages } from '../messages.js';

export const t = addMessages({
  'examples.cat': 'The cat sat on the mat (two "the")',
  'examples.dogs': 'the dog saw the other dog (two "the", two "dog")',
  'examples.bites': 'dog bites man → man bites dog',
  'examples.chef': 'The chef cooked the meal → The meal cooked the chef',
  'examples.onlySaid': 'She only said she loved him → She said she only loved him',
  'examples.onlyLoved': 'She only said she loved him → She said she loved only him',
  'examples.onlyHim': 'She only said she loved him → She said she loved him only',
  'examples.grandma': "Punctuation: Let's eat, Grandma! → Let's eat Grandma, !",
  'examples.japanese': 'Japanese, no spaces (the cat ate the fish)',
  'examples.german': 'German with an emoji (the child sees the dog)',
  'examples.arabic': 'Arabic, right to left (the cat sat on the rug)',
  'examples.long': 'A long sentence (63 tokens; the limit is 64)',
});
