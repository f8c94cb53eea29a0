// The English messages of the lesson's sentences about the trained English models (content/lesson.js):
// a room of their own, apart from the English panel's (english.js), because the lesson is part of
// the first visit and the panel is not (tests/web/first-load.test.mjs). See text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'englishLesson.rows': 'Every row adds up to 1: the weights of a row are shares of one word’s attention. These weights were learned from English text.',
  'englishLesson.seeded': 'Every row adds up to 1: the weights of a row are shares of one word’s attention. This is the seeded, untrained model: its heads’ projections are drawn at random, not learned.',
  'englishLesson.noShift': 'The English models read positions from the start of the sentence only, so they run no shift test: press Show the seeded model to run it.',
  'englishLesson.noMask': 'The English models were trained without a causal mask (they read both ways), so the mask setting changes nothing for them: press Show the seeded model to try it.',
});
