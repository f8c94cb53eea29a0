// The explanations shown beside each view, as data: a title and paragraphs. Views pick an entry
// (some by the current scheme) and render it as text; no view holds its own prose. A paragraph is a
// string when it is true in every state, or a claim list (see claims.js) when it speaks of the
// current numbers or settings: the page then shows the alternative that is true.
// This file holds the first view's (the Compare panel and the settings menu); the other panels'
// are in panel-explanations.js, a script of their own that loads when one of them first opens.
import { DIVERGING_HUES } from '../colormap.js';

const capitalised = (word) => word[0].toUpperCase() + word.slice(1);

export const EXPLANATIONS = {
  compare: {
    title: 'Meaning and place',
    paragraphs: [
      'Each token starts as an embedding: a vector for the word itself, the same wherever the word ' +
        'stands. In a trained model embeddings carry meaning (similar words get similar vectors); in an ' +
        'untrained one they are random. A positional encoding carries place: it is added to that ' +
        'vector, or it changes how two tokens score each other.',
      'Each row is one token deciding what to read; each cell is its attention weight on a column ' +
        'token, and every row sums to 1. Find the same pair of tokens in both grids: the number after ' +
        'each word follows it from its original place.',
      'With no positional encoding and no causal mask, self-attention is permutation-equivariant: ' +
        'shuffle the input and every output is the same vector as before, only moved along with its token. It is not ' +
        'invariant (the outputs do move); only an order-blind summary of them, such as their mean, ' +
        'stays exactly the same.',
    ],
  },
  aligned: {
    title: 'Putting the new order back',
    paragraphs: [
      'The left grid is the new order\'s weights with rows and columns put back in the original ' +
        'token order, so each cell holds the same pair of tokens as the original grid above it.',
      'If attention ignores order, the two grids are equal and the difference on the right is zero ' +
        'everywhere (up to rounding, about 10⁻¹⁶). ' +
        `${capitalised(DIVERGING_HUES.positive)}: the weight went up after reordering; ${DIVERGING_HUES.negative}: it went down.`,
    ],
  },
  settings: {
    title: 'Change the model',
    paragraphs: [
      'Every control runs the whole model again. The temperature divides the scores before the ' +
        'softmax: low makes attention sharp, high makes it even. With the causal mask a token only ' +
        'sees itself and earlier tokens, as in a model that writes text.',
      'The causal mask alone leaks position: what a token can see depends on where it stands. With ' +
        'no positional encoding, turn it on and shuffle a sentence of different words, and the badge ' +
        'shows the outputs change.',
      'Some combinations cannot run (the heads must split the width evenly, RoPE needs an even ' +
        'width per head and sinusoidal an even model width); the page then says why and keeps the ' +
        'last view that worked.',
    ],
  },
};

// Notes for the schemes that add nothing to the vectors, and the variant used where papers differ:
// claim lists, so each note matches the mask setting (claims.js). Shown by views/position/position-encoding.js.
export const ENCODING_NOTES = {
  none: [
    {
      when: (f) => f.scheme === 'none' && f.causal,
      text: 'This scheme adds nothing and changes nothing: the token vectors carry no position. Only ' +
        'the causal mask, which is on, depends on where a token stands.',
      asserts: ['noEncoding', 'maskOn'],
    },
    { text: 'This scheme adds nothing and changes nothing: the token vectors carry no position.' },
  ],
  // One caveat, once: RoPE's pairing, ALiBi's symmetric form and T5's scaling are each said in
  // their scheme's explanation (PANEL_EXPLANATIONS.schemes), not again here.
  alibi: 'ALiBi adds nothing to the token vectors; it changes the scores (see the bias matrices below).',
  t5: 'T5 adds nothing to the token vectors; it changes the scores (see the bias matrices below).',
};
