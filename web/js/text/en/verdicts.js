// The English messages of the verdicts on the current numbers (content/verdicts.js: the
// equivariance badge, the shift test): see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'verdicts.unmoved': 'Nothing moved yet: the order is the original one.',
  'verdicts.same': 'Same outputs, just reordered.',
  'verdicts.changed': 'Outputs changed.',
  'verdicts.detail.unmoved': 'Shuffle the tokens to compare the two runs.',
  'verdicts.detail.blind': 'Every token got exactly the vector it had before, in its new place: with {scheme, select, none {no positional encoding} other {{phrase} at strength 0 (nothing added)}} and no causal mask, attention cannot tell the orders apart.',
  'verdicts.detail.oneWord': 'Every token is the same word. Position acts here only on the attention weights (through the scores or the mask), and a weighted mix of identical values is that same value: identical tokens get identical outputs in any order.',
  'verdicts.detail.alibi': 'Without the causal mask, ALiBi here is the symmetric bias −slope × |i − j| (an extension of Press et al.\'s causal form), and an exact reversal keeps every distance: the scores, and so the outputs, only move with their tokens.',
  'verdicts.detail.same': 'Every token got exactly the vector it had before, in its new place: for this sentence and this order, nothing in the model told the two orders apart.',
  'verdicts.detail.readsSame': 'The new order reads like the old one: identical words swapped places, and each copy, carrying its new position, got a different vector.',
  'verdicts.detail.mask': 'The same tokens in a new order got different vectors: {scheme, select, none {there is no positional encoding} other {{phrase} at strength 0 adds nothing}}, but the causal mask lets each token see only itself and the tokens before it, and that depends on where it stands.',
  'verdicts.detail.encoding': 'The same tokens in a new order got different vectors: the positional encoding told the model where each token stands.',
  'verdicts.detail.both': 'The same tokens in a new order got different vectors: both the positional encoding and the causal mask tell the model where each token stands.',
  'verdicts.detail.changed': 'The same tokens in a new order got different vectors.',
  'verdicts.mean.invariant': 'The mean of the outputs over all tokens, a summary that ignores order, changed by {error}: it is invariant, as it must be when the outputs only move.',
  'verdicts.mean.kept': 'The mean of the outputs over all tokens, a summary that ignores order, changed by {error}: the outputs changed, but their mean did not.',
  'verdicts.mean.changed': 'The mean of the outputs over all tokens, a summary that ignores order, changed by {error}: not even the order-blind summary survived.',
  'verdicts.shift.notRun': 'Not measured: the shift test runs on the seeded model only (choose it under Model).',
  'verdicts.shift.same': 'Identical: placed {shiftBy, plural, one {# position} other {# positions}} later, the sentence gets the same weights in every head of the model (largest change {error}).',
  'verdicts.shift.changed': 'Changed: placed {shiftBy, plural, one {# position} other {# positions}} later, the sentence gets different weights (largest change {error}).',
});
