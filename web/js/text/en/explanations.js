// The English messages of the first view's explanations (content/explanations.js: the Compare panel
// and the settings menu) and the Position tab's notes in place of a grid: see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'explanations.compare.title': 'Meaning and place',
  'explanations.compare.start': 'Each token starts as an embedding, a vector for the word wherever it stands (in a trained model it carries meaning; in an untrained one it is random). A positional encoding carries place: it is added to that vector, or changes how two tokens score each other.',
  'explanations.compare.rows': 'Each row is one token reading the others; every row sums to 1. The number after each word follows it from its original place.',
  'explanations.compare.equivariant': 'With no positional encoding and no causal mask, self-attention is permutation-equivariant: shuffle the input and every output is the same vector, only moved with its token. Only an order-blind summary, such as their mean, stays exactly the same (invariant).',
  'explanations.aligned.title': 'Putting the new order back',
  'explanations.aligned.grid': 'The left grid is the new order\'s weights put back in the original token order: each cell holds the same pair of tokens as the original grid above it.',
  'explanations.aligned.difference': 'If attention ignores order, the two grids are equal and the difference on the right is zero everywhere (up to rounding, about 10⁻¹⁶). {positive, select, purple {Purple} other {Orange}}: the weight went up after reordering; {negative, select, orange {orange} other {purple}}: it went down.',
  'explanations.settings.title': 'Change the model',
  'explanations.settings.controls': 'Every control runs the whole model again. The temperature divides the scores before the softmax: low makes attention sharp, high makes it even. With the causal mask a token sees only itself and earlier tokens, and that alone leaks position.',
  'explanations.settings.refused': 'A combination that cannot run (the heads must split the width evenly; RoPE needs an even width per head, sinusoidal an even width) is explained, and the last view that worked stays.',
  'explanations.note.none': 'No encoding to draw: the token vectors carry no position.',
  'explanations.note.alibi': 'No vectors to draw: ALiBi changes the scores instead (the bias grids below).',
  'explanations.note.t5': 'No vectors to draw: T5 changes the scores instead (the bias grids below).',
});
