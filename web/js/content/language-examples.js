// Sentences each other language adds at the top of the examples menu, whose word order shows the
// point in that language (content/examples.js has the English ones, which every language keeps: the
// trained models read English). Same shape as EXAMPLES; they ship with the language's catalogue
// (entries/locale-<lang>.js), so a first visit in English carries none of them.
import { t } from '../text/en/language-examples.js';

export const LANGUAGE_EXAMPLES = {
  // कुत्ते ने आदमी को काटा: "the dog bit the man". Moving the noun with its postposition keeps the
  // meaning; swapping the nouns alone (the postpositions stay in place) reverses it.
  hi: [
    { get label() { return t('language-examples.hiSame'); }, text: 'कुत्ते ने आदमी को काटा', order: [2, 3, 0, 1, 4] },
    { get label() { return t('language-examples.hiSwap'); }, text: 'कुत्ते ने आदमी को काटा', order: [2, 1, 0, 3, 4] },
    { get label() { return t('language-examples.hiCricket'); }, text: 'बल्लेबाज़ ने गेंदबाज़ की गेंद पर चौका मारा।' },
  ],
  es: [
    { get label() { return t('language-examples.esSwap'); }, text: 'El perro mordió al hombre', order: [0, 4, 2, 3, 1] },
    { get label() { return t('language-examples.esOnly'); }, text: 'solo ella dijo que lo amaba', order: [1, 2, 3, 0, 4, 5] },
    { get label() { return t('language-examples.esSubject'); }, text: 'llegó el tren de Madrid', order: [1, 2, 3, 4, 0] },
  ],
};
