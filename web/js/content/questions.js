// Predict-then-reveal questions, as data. After the learner answers, the page applies `setup` to
// the state (so the views show the case), then picks from `answers` (a claim list, see claims.js)
// the one true for the result the core measured there: its `choice` is the right answer, its text
// the reason. It also reports the number named by `measure` (see MEASURES in
// views/shared/predict-reveal.js). A choice's text is shown as the answer whenever its claim is picked, so
// it must be true wherever that claim's condition holds.

export const QUESTIONS = {
  shuffleWithoutPosition: {
    prompt: 'With no positional encoding and no causal mask, will shuffling the words change any ' +
      'word\'s output vector?',
    choices: [
      { id: 'changes', text: 'Yes: the words stand in new places, so their outputs change.' },
      { id: 'same', text: 'No: every word gets exactly the same output, only in its new place.' },
      { id: 'repeats', text: 'Only repeated words, such as the two copies of "the", change.' },
    ],
    answers: [
      {
        choice: 'same',
        when: (f) => f.orderBlind && f.equivariant,
        text: 'With no positional encoding and no causal mask, what a token reads depends only on ' +
          'which tokens are there, not where they stand. Self-attention is then ' +
          'permutation-equivariant: the outputs are shuffled exactly like the input, and nothing ' +
          'else changes, repeated words included.',
        asserts: ['orderBlind', 'equivariant'],
      },
      { choice: 'same', when: (f) => f.equivariant, text: 'Every word kept its output, only in its new place.', asserts: ['equivariant'] },
      { choice: 'changes', text: 'Here some outputs changed, not just their places.', asserts: ['changed'] },
    ],
    setup: { scheme: 'none', causal: false, order: 'shuffle' },
    setupNote: 'For this answer the page switched to no positional encoding, no causal mask and a shuffled order.',
    measure: 'outputError',
  },
  causalMaskLeaks: {
    prompt: 'Still with no positional encoding, switch on the causal mask (each token sees only ' +
      'itself and earlier tokens). Will shuffling change the outputs now?',
    choices: [
      { id: 'same', text: 'No: every word keeps its output, only in its new place.' },
      { id: 'changes', text: 'Yes: the mask itself depends on where each token stands.' },
    ],
    answers: [
      {
        choice: 'same',
        when: (f) => !f.moved,
        text: 'This shuffle left every token in place (a sentence of one token cannot move), so ' +
          'nothing could change. Try a longer sentence.',
        asserts: ['unmoved'],
      },
      {
        choice: 'same',
        when: (f) => f.oneWord && f.equivariant,
        text: 'Every token here is the same word, so every order is the same sentence. The mask acts ' +
          'only on the attention weights, and a weighted mix of identical values is that same value: ' +
          'no output changes. Try a sentence of different words: there the mask changes the outputs.',
        asserts: ['oneWord', 'equivariant', 'maskOn'],
      },
      {
        choice: 'same',
        when: (f) => f.equivariant,
        text: 'Here no output changed: after this shuffle every word still reads the same mix as ' +
          'before. Shuffle again: the mask usually changes the outputs.',
        asserts: ['equivariant'],
      },
      {
        choice: 'changes',
        when: (f) => f.causal && !f.encodingActive,
        text: 'The mask lets the first token see one token and the last see all of them, so after a ' +
          'shuffle a word sees a different set of words. The mask alone leaks position.',
        asserts: ['changed', 'maskIsCause'],
      },
      { choice: 'changes', text: 'Here the outputs changed, not just their places.', asserts: ['changed'] },
    ],
    // The trained English models have no causal mask: the answer is read on the seeded model.
    setup: { model: 'seeded', scheme: 'none', causal: true, order: 'shuffle' },
    setupNote: 'For this answer the page shows the seeded model (the English ones have no causal mask) with no positional encoding, the causal mask and a shuffled order.',
    measure: 'outputError',
  },
  ropeShift: {
    prompt: 'With RoPE, place the same sentence 5 positions later. Will the attention weights change?',
    choices: [
      { id: 'changes', text: 'Yes: every token has a new position, so every rotation changes.' },
      { id: 'same', text: 'No: the rotations change, but the weights stay the same.' },
    ],
    answers: [
      {
        choice: 'same',
        when: (f) => f.scheme === 'rope' && f.shiftInvariant,
        text: 'Every query and key turns by the same extra angle, so they do change; but their dot ' +
          'product sees only the difference of the angles, so the weights of the shifted sentence ' +
          'stay the same. (Sinusoidal adds each position its own vector, and is different.)',
        asserts: ['rope', 'shiftIdentical'],
      },
      { choice: 'same', when: (f) => f.shiftInvariant, text: 'Here the weights stayed the same.', asserts: ['shiftIdentical'] },
      { choice: 'changes', text: 'Here the weights changed.', asserts: ['shiftChanged'] },
    ],
    setup: { scheme: 'rope', shiftBy: 5, causal: false },
    setupNote: 'For this answer the page switched to RoPE; its shift test places the sentence 5 positions later.',
    measure: 'shiftDifference',
  },
  alibiReversal: {
    prompt: 'With ALiBi and no causal mask, reverse the sentence. Will the outputs change (beyond ' +
      'moving with their tokens)?',
    choices: [
      { id: 'changes', text: 'Yes: ALiBi is a positional encoding, so order matters.' },
      { id: 'same', text: 'No: after an exact reversal every token keeps its outputs.' },
    ],
    answers: [
      {
        choice: 'same',
        when: (f) => !f.moved,
        text: 'A sentence of one token has nothing to reverse. Try a longer sentence.',
        asserts: ['unmoved'],
      },
      {
        choice: 'same',
        when: (f) => f.scheme === 'alibi' && !f.causal && f.reversed && f.equivariant && !f.repeats,
        text: 'Without the causal mask this page\'s ALiBi is the symmetric extension −slope × |i − j| ' +
          '(Press et al. define only the causal form). Reversal keeps every distance |i − j|, so ' +
          'every token keeps its output; most shuffles break this, and so does the mask.',
        asserts: ['alibi', 'maskOff', 'reversed', 'equivariant', 'distinctWords', 'causalReversalChanges'],
      },
      {
        choice: 'same',
        when: (f) => f.scheme === 'alibi' && !f.causal && f.reversed && f.equivariant,
        text: 'Without the causal mask this page\'s ALiBi is the symmetric extension −slope × |i − j| ' +
          '(Press et al. define only the causal form). Reversal maps every distance |i − j| to ' +
          'itself, so every token keeps its output.',
        asserts: ['alibi', 'maskOff', 'reversed', 'equivariant'],
      },
      { choice: 'same', when: (f) => f.equivariant, text: 'Here every token kept its output.', asserts: ['equivariant'] },
      { choice: 'changes', text: 'Here the outputs changed, not just their places.', asserts: ['changed'] },
    ],
    setup: { scheme: 'alibi', causal: false, order: 'reverse' },
    setupNote: 'For this answer the page switched to ALiBi without the causal mask and the reversed order.',
    measure: 'outputError',
  },
};
