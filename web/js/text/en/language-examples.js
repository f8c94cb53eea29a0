// The English of the examples each other language adds to the examples menu
// (content/language-examples.js). They ship with that language's catalogue, never in a first
// visit in English; here they are the English a translator starts from.
import { addMessages } from '../messages.js';

export const t = addMessages({
  // Hindi marks who does what with postpositions (ने, को), so its word order is freer than English's.
  'language-examples.hiSame': 'Hindi: the dog bit the man → the man first, same meaning (ने and को mark who did what, not the order)',
  'language-examples.hiSwap': 'Hindi: the dog bit the man → the man bit the dog (the nouns swap, the postpositions stay)',
  'language-examples.hiCricket': 'Hindi: the batter hit the bowler\'s ball for four (a longer sentence, shuffled)',
  'language-examples.esSwap': 'Spanish: the dog bit the man → the man bit the dog',
  'language-examples.esOnly': 'Spanish: only she said she loved him → she said she only loved him',
  'language-examples.esSubject': 'Spanish: the subject after the verb (llegó el tren = the train arrived)',
  // What each reordering means in its language (shown beside the badge while it is on screen), and
  // what the numbers say the model can tell of it (content/language-examples.js, LANGUAGE_NOTES).
  'language-examples.hiSame.meaning': 'In Hindi this order means the same: ने marks who bit and को who was bitten, and each moved with its noun.',
  'language-examples.hiSwap.meaning': 'In Hindi this order means the opposite: the nouns swapped while ने and को stayed in place, so now the man bit the dog.',
  'language-examples.esSwap.meaning': 'In Spanish this order means the opposite: now the man bit the dog.',
  'language-examples.esOnly.meaning': 'In Spanish moving “solo” changes what it limits: only she said it, against she loved only him.',
  'language-examples.esSubject.meaning': 'In Spanish both orders mean the same: the subject may follow the verb (llegó el tren) or come before it (el tren llegó).',
  'language-examples.kept.blind': 'Without position the model sees both orders as the same words: every output only moved (largest change {error}). For this sentence that loses nothing.',
  'language-examples.kept.changed': 'With the positional encoding the outputs changed (by up to {error}) though the meaning did not: a trained model has to learn that this change of order keeps who did what.',
  'language-examples.changed.blind': 'Without position the model cannot tell the two meanings apart: every output only moved (largest change {error}).',
  'language-examples.changed.changed': 'With the positional encoding the outputs changed (by up to {error}): the model can tell the two orders, and so the two meanings, apart.',
});
