// Which model the panels show, said near the picture, and what that means for reading its
// patterns. A claim list on the fact `modelKind` (claims.js): a new kind of model (a trained
// English model, say) adds its own claim before the last one.
export const MODEL_SHOWN = [
  {
    when: (f) => f.modelKind === 'english',
    text: (f) => `Shown: a small encoder trained on English (WordNet’s glosses and examples) to guess hidden words, with the ${f.scheme} scheme. ` +
      'Its weights were learned from text, so its patterns are what guessing words needed, not chance; ' +
      'words outside its vocabulary are all read as one unknown word.',
    asserts: ['englishModel'],
  },
  {
    when: (f) => f.modelKind === 'trained',
    text: 'Shown: a model trained in the Train panel (its first layer), on that panel’s small order ' +
      'task: its patterns are what that training found useful, not knowledge of English.',
    asserts: ['trainedModel'],
  },
  {
    when: (f) => f.modelKind === 'seeded',
    text: (f) => `Shown: a seeded, untrained model (model seed ${f.modelSeed}): its weights are random, so ` +
      'which word reads which most is chance, not meaning. In any model each row adds up to 1.',
    asserts: ['seededModel'],
  },
  { text: '' },
];
