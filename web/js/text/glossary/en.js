// The English glossary: the source's own choices, which the translations' glossaries follow
// (text/glossary/<lang>.js; tests/web/glossary.test.mjs checks the English messages and
// scripts/guide-content.mjs against it). Not shipped: for writers and the test.
export const GLOSSARY = {
  lang: 'en',
  register: 'Plain British English, "you" for the learner; the imperative for a task (Press Shuffle, then read the verdict).',
  terms: [
    { concept: 'spelling', term: 'British (colour, behaviour, centre)', rejected: ['color', 'colors', 'behavior', 'center'] },
    { concept: 'offset (the signed distance j − i between two positions)', term: 'offset',
      why: 'Kept apart from shift (the whole sentence moved later: the shift test); a relative scheme sees only offsets.',
      rejected: ['signed shift', 'relative shift'] },
    { concept: 'guess (what a model predicts for a hidden word)', term: 'guess',
      why: 'The learner predicts (the lesson\'s predictions); the model guesses.', rejected: ['bet', 'bets'] },
  ],
};
