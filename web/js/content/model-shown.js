// Which model the panels show, said near the picture, and what that means for reading its
// patterns. A claim list on the fact `modelKind` (claims.js): a new kind of model (a trained
// English model, say) adds its own claim before the last one. Its messages: text/en/model-shown.js.
import '../text/en/model-shown.js';
import { SCHEME_PHRASES } from '../schemes/schemes.js';

// The texts an English model was trained on, from its card ('other' where the card does not say).
const trainedOn = (f) => f.englishTexts ?? 'other';

export const MODEL_SHOWN = [
  // No encoding has a sentence of its own (text/en/schemes.js: its phrase fits no 'with {scheme}' frame).
  { when: (f) => f.modelKind === 'english' && f.scheme === 'none', text: 'model-shown.englishNoPosition',
    args: (f) => ({ texts: trainedOn(f) }), asserts: ['englishModel', 'noEncoding', 'textsFromCard'] },
  { when: (f) => f.modelKind === 'english', text: 'model-shown.english', args: (f) => ({ scheme: SCHEME_PHRASES[f.scheme], texts: trainedOn(f) }),
    asserts: ['englishModel', 'textsFromCard'] },
  { when: (f) => f.modelKind === 'trained', text: 'model-shown.trained', asserts: ['trainedModel'] },
  // The seed is the learner's own setting: a number, never formatted (no thousands separator).
  { when: (f) => f.modelKind === 'seeded', text: 'model-shown.seeded', args: (f) => ({ seed: String(f.modelSeed) }), asserts: ['seededModel'] },
  { text: '' },
];
