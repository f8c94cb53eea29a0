// Predict-then-reveal questions, as data. After the learner answers, the page applies `setup` to
// the state (so the views show the case) and reports the number named by `measure`
// (see MEASURES in views/predict-reveal.js).

export const QUESTIONS = {
  shuffleWithoutPosition: {
    prompt: 'With no positional encoding, will shuffling the words change any word\'s output vector?',
    choices: [
      { id: 'changes', text: 'Yes: the words stand in new places, so their outputs change.' },
      { id: 'same', text: 'No: every word gets exactly the same output, only in its new place.' },
      { id: 'repeats', text: 'Only repeated words, such as the two copies of "the", change.' },
    ],
    answer: 'same',
    why: 'Without position, what a token reads depends only on which tokens are there, not where ' +
      'they stand. Self-attention is permutation-equivariant: the outputs are shuffled exactly ' +
      'like the input, and nothing else changes.',
    setup: { scheme: 'none', causal: false, order: 'shuffle' },
    setupNote: 'The page now uses no positional encoding, no causal mask and a shuffled order.',
    measure: 'outputError',
  },
  causalMaskLeaks: {
    prompt: 'Still with no positional encoding, switch on the causal mask (each token sees only ' +
      'itself and earlier tokens). Will shuffling change the outputs now?',
    choices: [
      { id: 'same', text: 'No: there is still no positional encoding.' },
      { id: 'changes', text: 'Yes: the mask itself depends on where each token stands.' },
    ],
    answer: 'changes',
    why: 'The mask lets the first token see one token and the last see all of them, so after a ' +
      'shuffle a word sees a different set of words. The mask alone leaks position.',
    setup: { scheme: 'none', causal: true, order: 'shuffle' },
    setupNote: 'The page now uses no positional encoding, the causal mask and a shuffled order.',
    measure: 'outputError',
  },
  ropeShift: {
    prompt: 'With RoPE, place the same sentence 5 positions later. Will the attention weights change?',
    choices: [
      { id: 'changes', text: 'Yes: every token has a new position, so every rotation changes.' },
      { id: 'same', text: 'No: the rotations change, but the weights stay the same.' },
    ],
    answer: 'same',
    why: 'Every query and key turns by the same extra angle, and a dot product only sees the ' +
      'difference between the two angles. RoPE is relative: shifting the whole sentence changes ' +
      'nothing. (Try the same with sinusoidal: the weights change.)',
    setup: { scheme: 'rope', shiftBy: 5, causal: false },
    setupNote: 'The page now uses RoPE; the shift test below places the sentence 5 positions later.',
    measure: 'shiftDifference',
  },
  alibiReversal: {
    prompt: 'With ALiBi and no causal mask, reverse the sentence. Will the outputs change (beyond ' +
      'moving with their tokens)?',
    choices: [
      { id: 'changes', text: 'Yes: ALiBi is a positional encoding, so order matters.' },
      { id: 'same', text: 'No: after an exact reversal every token keeps its outputs.' },
    ],
    answer: 'same',
    why: 'ALiBi penalises the distance |i − j|, and reversal maps every distance to itself. ' +
      'Any other shuffle breaks this: try Shuffle and watch the badge.',
    setup: { scheme: 'alibi', causal: false, order: 'reverse' },
    setupNote: 'The page now uses ALiBi, no causal mask and the reversed order.',
    measure: 'outputError',
  },
};
