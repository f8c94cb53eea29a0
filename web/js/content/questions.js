// Predict-then-reveal questions, as data. After the learner answers, the page applies `setup` to
// the state (so the views show the case), then picks from `answers` (a claim list, see claims.js)
// the one true for the result the core measured there: its `choice` is the right answer, its text
// the reason. It also reports the number named by `measure` (see MEASURES in
// views/shared/predict-reveal.js). A choice's text is shown as the answer whenever its claim is picked, so
// it must be true wherever that claim's condition holds.
// Predict first: where the page already shows a question's answer (`answeredWhen` holds for the facts of
// the state on screen: the badge beside the sentence, the shift test below), an unanswered question
// offers `askFirst`: its button sets a state that does not show it (`belowInShiftTest`: where the answer is).
// Every text names a message of text/en/questions.js: the prompt, the choices and the note read their
// message when read; an answer names its message (claims.js).
import { t } from '../text/en/questions.js';

export const QUESTIONS = {
  shuffleWithoutPosition: {
    get prompt() { return t('questions.shuffle.prompt'); },
    choices: [
      { id: 'changes', get text() { return t('questions.shuffle.changes'); } },
      { id: 'same', get text() { return t('questions.shuffle.same'); } },
      { id: 'repeats', get text() { return t('questions.shuffle.repeats'); } },
    ],
    answers: [
      {
        choice: 'same',
        when: (f) => f.orderBlind && f.equivariant,
        text: 'questions.shuffle.blind',
        asserts: ['orderBlind', 'equivariant'],
      },
      { choice: 'same', when: (f) => f.equivariant, text: 'questions.shuffle.kept', asserts: ['equivariant'] },
      { choice: 'changes', text: 'questions.shuffle.changed', asserts: ['changed'] },
    ],
    answeredWhen: (f) => f.orderBlind && f.moved,  // the badge says the outputs only moved
    askFirst: { patch: { order: 'original' }, get label() { return t('questions.backInOrder'); } },
    setup: { scheme: 'none', causal: false, order: 'shuffle' },
    get setupNote() { return t('questions.shuffle.setup'); },
    measure: 'outputError',
  },
  causalMaskLeaks: {
    get prompt() { return t('questions.mask.prompt'); },
    choices: [
      { id: 'same', get text() { return t('questions.mask.same'); } },
      { id: 'changes', get text() { return t('questions.mask.changes'); } },
    ],
    answers: [
      {
        choice: 'same',
        when: (f) => !f.moved,
        text: 'questions.mask.unmoved',
        asserts: ['unmoved'],
      },
      {
        choice: 'same',
        when: (f) => f.oneWord && f.equivariant,
        text: 'questions.mask.oneWord',
        asserts: ['oneWord', 'equivariant', 'maskOn'],
      },
      {
        choice: 'same',
        when: (f) => f.equivariant,
        text: 'questions.mask.kept',
        asserts: ['equivariant'],
      },
      {
        choice: 'changes',
        when: (f) => f.causal && !f.encodingActive,
        text: 'questions.mask.leaks',
        asserts: ['changed', 'maskIsCause'],
      },
      { choice: 'changes', text: 'questions.mask.changed', asserts: ['changed'] },
    ],
    // The trained English models have no causal mask: the answer is read on the seeded model.
    answeredWhen: (f) => f.scheme === 'none' && f.causal && f.moved,
    askFirst: { patch: { causal: false }, get label() { return t('questions.mask.off'); } },
    setup: { model: 'seeded', scheme: 'none', causal: true, order: 'shuffle' },
    get setupNote() { return t('questions.mask.setup'); },
    measure: 'outputError',
  },
  ropeShift: {
    get prompt() { return t('questions.rope.prompt'); },
    choices: [
      { id: 'changes', get text() { return t('questions.rope.changes'); } },
      { id: 'same', get text() { return t('questions.rope.same'); } },
    ],
    answers: [
      {
        choice: 'same',
        when: (f) => f.scheme === 'rope' && f.shiftInvariant,
        text: 'questions.rope.angles',
        asserts: ['rope', 'shiftIdentical'],
      },
      { choice: 'same', when: (f) => f.shiftInvariant, text: 'questions.rope.kept', asserts: ['shiftIdentical'] },
      { choice: 'changes', text: 'questions.rope.changed', asserts: ['shiftChanged'] },
    ],
    answeredWhen: (f) => f.scheme === 'rope' && f.shiftMeasured,  // the shift test below answers it
    askFirst: { patch: { scheme: 'sinusoidal' }, get label() { return t('questions.rope.away'); }, belowInShiftTest: true },
    setup: { scheme: 'rope', shiftBy: 5, causal: false },
    get setupNote() { return t('questions.rope.setup'); },
    measure: 'shiftDifference',
  },
  alibiReversal: {
    get prompt() { return t('questions.alibi.prompt'); },
    choices: [
      { id: 'changes', get text() { return t('questions.alibi.changes'); } },
      { id: 'same', get text() { return t('questions.alibi.same'); } },
    ],
    answers: [
      {
        choice: 'same',
        when: (f) => !f.moved,
        text: 'questions.alibi.unmoved',
        asserts: ['unmoved'],
      },
      {
        choice: 'same',
        when: (f) => f.scheme === 'alibi' && !f.causal && f.reversed && f.equivariant && !f.repeats,
        text: 'questions.alibi.distinct',
        asserts: ['alibi', 'maskOff', 'reversed', 'equivariant', 'distinctWords', 'causalReversalChanges'],
      },
      {
        choice: 'same',
        when: (f) => f.scheme === 'alibi' && !f.causal && f.reversed && f.equivariant,
        text: 'questions.alibi.reversed',
        asserts: ['alibi', 'maskOff', 'reversed', 'equivariant'],
      },
      { choice: 'same', when: (f) => f.equivariant, text: 'questions.alibi.kept', asserts: ['equivariant'] },
      { choice: 'changes', text: 'questions.alibi.changed', asserts: ['changed'] },
    ],
    answeredWhen: (f) => f.scheme === 'alibi' && !f.causal && f.reversed,
    askFirst: { patch: { order: 'original' }, get label() { return t('questions.backInOrder'); } },
    setup: { scheme: 'alibi', causal: false, order: 'reverse' },
    get setupNote() { return t('questions.alibi.setup'); },
    measure: 'outputError',
  },
};
