// The English messages of the line that says which model the panels show (content/model-shown.js):
// see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'model-shown.english': 'Shown: a small encoder trained on English {texts, select, wordnetBrown {text (WordNet’s glosses and examples, and the Brown corpus: fiction, news and other American prose of 1961)} wordnet {text (WordNet’s glosses and examples)} other {text}} to guess hidden words, with {scheme} for positions. Its weights were learned from text, so its patterns served its guessing during training, though not every pattern is meaningful; words outside its vocabulary are all read as one unknown word.',
  'model-shown.englishNoPosition': 'Shown: a small encoder trained on English {texts, select, wordnetBrown {text (WordNet’s glosses and examples, and the Brown corpus: fiction, news and other American prose of 1961)} wordnet {text (WordNet’s glosses and examples)} other {text}} to guess hidden words, with no positional encoding. Its weights were learned from text, so its patterns served its guessing during training, though not every pattern is meaningful; words outside its vocabulary are all read as one unknown word.',
  'model-shown.trained': 'Shown: a model trained in the Train panel (its first layer), on that panel’s small order task: its patterns are what that training found useful, not knowledge of English.',
  'model-shown.seeded': 'Shown: a seeded, untrained model (model seed {seed}): its weights are random, so which word reads which most is chance, not meaning. In any model each row adds up to 1.',
});
