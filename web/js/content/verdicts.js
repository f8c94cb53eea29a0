// The sentences that read the current numbers out (the equivariance badge, the shift test's
// verdict), as claim lists: each sentence with the condition under which it is true (claims.js).
import { formatError, countOf } from '../util/format.js';
import { SCHEME_PHRASES as schemeName } from '../state/schemes.js';

export const BADGE = {
  verdict: [
    { when: (f) => !f.moved, text: 'Nothing moved yet: the order is the original one.', asserts: ['unmoved'] },
    { when: (f) => f.equivariant, text: 'Same outputs, just reordered.', asserts: ['moved', 'equivariant'] },
    { text: 'Outputs changed.', asserts: ['changed'] },
  ],
  detail: [
    { when: (f) => !f.moved, text: 'Shuffle the tokens to compare the two runs.', asserts: ['unmoved'] },
    {
      when: (f) => f.equivariant && f.orderBlind,
      text: (f) => 'Every token got exactly the vector it had before, in its new place: with ' +
        (f.scheme === 'none' ? 'no positional encoding' : `${schemeName[f.scheme]} at strength 0 (nothing added)`) +
        ' and no causal mask, attention cannot tell the orders apart.',
      asserts: ['equivariant', 'orderBlind'],
    },
    {
      when: (f) => f.equivariant && f.oneWord && !(f.added && f.strength > 0),
      text: 'Every token is the same word. Position acts here only on the attention weights (through ' +
        'the scores or the mask), and a weighted mix of identical values is that same value: ' +
        'identical tokens get identical outputs in any order.',
      asserts: ['equivariant', 'oneWord', 'nothingAdded'],
    },
    {
      when: (f) => f.equivariant && f.scheme === 'alibi' && !f.causal && f.reversed,
      text: 'Without the causal mask, ALiBi here is the symmetric bias −slope × |i − j| (an ' +
        'extension of Press et al.\'s causal form), and an exact reversal keeps every distance: the ' +
        'scores, and so the outputs, only move with their tokens.',
      asserts: ['equivariant', 'alibi', 'maskOff', 'reversed'],
    },
    {
      when: (f) => f.equivariant,
      text: 'Every token got exactly the vector it had before, in its new place: for this sentence ' +
        'and this order, nothing in the model told the two orders apart.',
      asserts: ['equivariant'],
    },
    {
      when: (f) => f.readsSame && !f.equivariant,
      text: 'The new order reads like the old one: identical words swapped places, and each copy, ' +
        'carrying its new position, got a different vector.',
      asserts: ['changed', 'readsSame', 'positionSignal'],
    },
    {
      when: (f) => !f.encodingActive && f.causal,
      text: (f) => 'The same tokens in a new order got different vectors: ' +
        (f.scheme === 'none' ? 'there is no positional encoding' : `${schemeName[f.scheme]} at strength 0 adds nothing`) +
        ', but the causal mask lets each token see only itself and the tokens before it, and that ' +
        'depends on where it stands.',
      asserts: ['changed', 'maskIsCause'],
    },
    {
      when: (f) => f.encodingActive && !f.causal,
      text: 'The same tokens in a new order got different vectors: the positional encoding told the ' +
        'model where each token stands.',
      asserts: ['changed', 'encodingIsCause'],
    },
    {
      when: (f) => f.encodingActive && f.causal,
      text: 'The same tokens in a new order got different vectors: both the positional encoding and ' +
        'the causal mask tell the model where each token stands.',
      asserts: ['changed', 'maskOn', 'encodingOn'],
    },
    { text: 'The same tokens in a new order got different vectors.', asserts: ['changed'] },
  ],
  // Follows "The mean of the outputs ... changed by <number>: ".
  mean: [
    { when: (f) => !f.moved, text: '' },
    {
      when: (f) => f.meanInvariant && f.equivariant,
      text: 'it is invariant, as it must be when the outputs only move.',
      asserts: ['meanInvariant', 'equivariant'],
    },
    {
      when: (f) => f.meanInvariant,
      text: 'the outputs changed, but their mean did not.',
      asserts: ['meanInvariant', 'changed'],
    },
    { text: 'not even the order-blind summary survived.', asserts: ['meanChanged'] },
  ],
};

// The shift test's verdict over the model's heads (seeded or trained; not the designed ones).
export const SHIFT_VERDICT = [
  {
    // The trained English models run no shift test (docs/models.md): their result has none.
    when: (f) => !f.shiftMeasured,
    text: 'Not measured: the shift test runs on the seeded model only (choose it under Model).',
    asserts: ['shiftNotRun'],
  },
  {
    when: (f) => f.shiftInvariant,
    text: (f) => `Identical: placed ${countOf(f.shiftBy, 'position')} later, the sentence gets the same weights ` +
      `in every head of the model (largest change ${formatError(f.shiftDifference)}).`,
    asserts: ['shiftIdentical'],
  },
  {
    text: (f) => `Changed: placed ${countOf(f.shiftBy, 'position')} later, the sentence gets different weights ` +
      `(largest change ${formatError(f.shiftDifference)}).`,
    asserts: ['shiftChanged'],
  },
];
