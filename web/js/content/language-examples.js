// Sentences each other language adds at the top of the examples menu, whose word order shows the
// point in that language (content/examples.js has the English ones, which every language keeps: the
// trained models read English). Same shape as EXAMPLES; they ship with the language's catalogue
// (entries/locale-<lang>.js), so a first visit in English carries none of them.
import { t } from '../text/en/language-examples.js';
import { formatError } from '../util/format.js';

// What the numbers say the model can tell of a language example's reordering, by whether the
// reordering keeps the sentence's meaning in that language (`kept`) or changes it (`changed`):
// claim lists (claims.js), checked like every other by tests/web/claims.test.mjs. The badge shows
// the example's `meaning` (a fact of the language) and then the claim true of the numbers.
const error = (f) => ({ error: formatError(f.outputError) });
const notes = (kind) => [
  { when: (f) => !f.moved, text: '' },
  { when: (f) => f.equivariant, text: `language-examples.${kind}.blind`, args: error, asserts: ['moved', 'equivariant'] },
  { when: (f) => f.encodingActive && !f.causal, text: `language-examples.${kind}.changed`, args: error, asserts: ['changed', 'encodingIsCause'] },
  { text: '' },
];
export const LANGUAGE_NOTES = { kept: notes('kept'), changed: notes('changed') };

export const LANGUAGE_EXAMPLES = {
  // कुत्ते ने आदमी को काटा: "the dog bit the man". Moving the noun with its postposition keeps the
  // meaning; swapping the nouns alone (the postpositions stay in place) reverses it.
  hi: [
    { get label() { return t('language-examples.hiSame'); }, text: 'कुत्ते ने आदमी को काटा', order: [2, 3, 0, 1, 4],
      meaning: 'language-examples.hiSame.meaning', notes: LANGUAGE_NOTES.kept },
    { get label() { return t('language-examples.hiSwap'); }, text: 'कुत्ते ने आदमी को काटा', order: [2, 1, 0, 3, 4],
      meaning: 'language-examples.hiSwap.meaning', notes: LANGUAGE_NOTES.changed },
    { get label() { return t('language-examples.hiCricket'); }, text: 'बल्लेबाज़ ने गेंदबाज़ की गेंद पर चौका मारा।' },
  ],
  es: [
    { get label() { return t('language-examples.esSwap'); }, text: 'El perro mordió al hombre', order: [0, 4, 2, 3, 1],
      meaning: 'language-examples.esSwap.meaning', notes: LANGUAGE_NOTES.changed },
    { get label() { return t('language-examples.esOnly'); }, text: 'solo ella dijo que lo amaba', order: [1, 2, 3, 0, 4, 5],
      meaning: 'language-examples.esOnly.meaning', notes: LANGUAGE_NOTES.changed },
    { get label() { return t('language-examples.esSubject'); }, text: 'llegó el tren de Madrid', order: [1, 2, 3, 4, 0],
      meaning: 'language-examples.esSubject.meaning', notes: LANGUAGE_NOTES.kept },
  ],
};
