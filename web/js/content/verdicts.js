// The sentences that read the current numbers out (the equivariance badge, the shift test's
// verdict), as claim lists: each sentence with the condition under which it is true (claims.js).
// Each names a message of text/en/verdicts.js.
import { formatError } from '../util/format.js';
import { SCHEME_PHRASES } from '../schemes/schemes.js';
import '../text/en/verdicts.js';

// The scheme, and how a sentence names it: "no positional encoding" for none, else its phrase.
const scheme = (f) => ({ scheme: f.scheme, phrase: SCHEME_PHRASES[f.scheme] });
const mean = (f) => ({ error: formatError(f.meanOutputError) });
const shift = (f) => ({ shiftBy: f.shiftBy, error: formatError(f.shiftDifference) });

export const BADGE = {
  verdict: [
    { when: (f) => !f.moved, text: 'verdicts.unmoved', asserts: ['unmoved'] },
    { when: (f) => f.equivariant, text: 'verdicts.same', asserts: ['moved', 'equivariant'] },
    { text: 'verdicts.changed', asserts: ['changed'] },
  ],
  detail: [
    { when: (f) => !f.moved, text: 'verdicts.detail.unmoved', asserts: ['unmoved'] },
    { when: (f) => f.equivariant && f.orderBlind, text: 'verdicts.detail.blind', args: scheme, asserts: ['equivariant', 'orderBlind'] },
    {
      when: (f) => f.equivariant && f.oneWord && !(f.added && f.strength > 0),
      text: 'verdicts.detail.oneWord',
      asserts: ['equivariant', 'oneWord', 'nothingAdded'],
    },
    {
      when: (f) => f.equivariant && f.scheme === 'alibi' && !f.causal && f.reversed,
      text: 'verdicts.detail.alibi',
      asserts: ['equivariant', 'alibi', 'maskOff', 'reversed'],
    },
    { when: (f) => f.equivariant, text: 'verdicts.detail.same', asserts: ['equivariant'] },
    { when: (f) => f.readsSame && !f.equivariant, text: 'verdicts.detail.readsSame', asserts: ['changed', 'readsSame', 'positionSignal'] },
    { when: (f) => !f.encodingActive && f.causal, text: 'verdicts.detail.mask', args: scheme, asserts: ['changed', 'maskIsCause'] },
    { when: (f) => f.encodingActive && !f.causal, text: 'verdicts.detail.encoding', asserts: ['changed', 'encodingIsCause'] },
    { when: (f) => f.encodingActive && f.causal, text: 'verdicts.detail.both', asserts: ['changed', 'maskOn', 'encodingOn'] },
    { text: 'verdicts.detail.changed', asserts: ['changed'] },
  ],
  // The mean of the outputs, the summary that ignores order (behind the badge's "The numbers").
  mean: [
    { when: (f) => !f.moved, text: '' },
    { when: (f) => f.meanInvariant && f.equivariant, text: 'verdicts.mean.invariant', args: mean, asserts: ['meanInvariant', 'equivariant'] },
    { when: (f) => f.meanInvariant, text: 'verdicts.mean.kept', args: mean, asserts: ['meanInvariant', 'changed'] },
    { text: 'verdicts.mean.changed', args: mean, asserts: ['meanChanged'] },
  ],
};

// The shift test's verdict over the model's heads (seeded or trained; not the designed ones).
export const SHIFT_VERDICT = [
  // The trained English models run no shift test (docs/models.md): their result has none.
  { when: (f) => !f.shiftMeasured, text: 'verdicts.shift.notRun', asserts: ['shiftNotRun'] },
  { when: (f) => f.shiftInvariant, text: 'verdicts.shift.same', args: shift, asserts: ['shiftIdentical'] },
  { text: 'verdicts.shift.changed', args: shift, asserts: ['shiftChanged'] },
];
