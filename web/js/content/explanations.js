// The explanations shown beside each view, as data: a title and paragraphs. Views pick an entry
// (some by the current scheme) and render it as text; no view holds its own prose. A paragraph is a
// string when it is true in every state, or a claim list (see claims.js) when it speaks of the
// current numbers or settings: the page then shows the alternative that is true.
// This file holds the first view's (the Compare panel and the settings menu); the other panels'
// are in panel-explanations.js, a script of their own that loads when one of them first opens.
import { DIVERGING_HUES } from '../colour/scales.js';

const capitalised = (word) => word[0].toUpperCase() + word.slice(1);

export const EXPLANATIONS = {
  compare: {
    title: 'Meaning and place',
    paragraphs: [
      'Each token starts as an embedding, a vector for the word wherever it stands (in a trained ' +
        'model it carries meaning; in an untrained one it is random). A positional encoding carries ' +
        'place: it is added to that vector, or changes how two tokens score each other.',
      'Each row is one token reading the others; every row sums to 1. The number after each word ' +
        'follows it from its original place.',
      'With no positional encoding and no causal mask, self-attention is permutation-equivariant: ' +
        'shuffle the input and every output is the same vector, only moved with its token. Only an ' +
        'order-blind summary, such as their mean, stays exactly the same (invariant).',
    ],
  },
  aligned: {
    title: 'Putting the new order back',
    paragraphs: [
      'The left grid is the new order\'s weights put back in the original token order: each cell ' +
        'holds the same pair of tokens as the original grid above it.',
      'If attention ignores order, the two grids are equal and the difference on the right is zero ' +
        'everywhere (up to rounding, about 10⁻¹⁶). ' +
        `${capitalised(DIVERGING_HUES.positive)}: the weight went up after reordering; ${DIVERGING_HUES.negative}: it went down.`,
    ],
  },
  settings: {
    title: 'Change the model',
    paragraphs: [
      'Every control runs the whole model again. The temperature divides the scores before the ' +
        'softmax: low makes attention sharp, high makes it even. With the causal mask a token sees ' +
        'only itself and earlier tokens, and that alone leaks position.',
      'A combination that cannot run (the heads must split the width evenly; RoPE needs an even ' +
        'width per head, sinusoidal an even width) is explained, and the last view that worked stays.',
    ],
  },
  // The Position tab's texts: `paragraphs` are the plain words shown first (what the scheme does,
  // what to look at); `numbers` are the details, behind a closed "The numbers" disclosure
  // (views/shared/explanation.js). Each caveat is said once, in its scheme's numbers.
};


// A line in place of the grid for the schemes that add nothing to the vectors (a string, or a claim
// list: claims.js). Shown by views/position/position-encoding.js.
export const ENCODING_NOTES = {
  // One caveat, once: RoPE's pairing, ALiBi's symmetric form and T5's scaling are each said in
  // their scheme's numbers (PANEL_EXPLANATIONS.schemes), not again here; the mask, in its explanation.
  none: 'No encoding to draw: the token vectors carry no position.',
  alibi: 'No vectors to draw: ALiBi changes the scores instead (the bias grids below).',
  t5: 'No vectors to draw: T5 changes the scores instead (the bias grids below).',
};
