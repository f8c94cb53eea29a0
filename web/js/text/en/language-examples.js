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
});
