// The English messages of the lesson's sentences about the trained English models (content/lesson.js):
// a room of their own, apart from the English panel's (english.js), because the lesson is part of
// the first visit and the panel is not (tests/web/first-load.test.mjs). See text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'englishLesson.task': 'First load the model trained on English (the button: about 1 MB, once). Then point at one row’s cells on the left (or use the arrow keys) to read its weights, and find that row on the right.',
  'englishLesson.action': 'Load the model trained on English',
  'englishLesson.rows': 'Every row adds up to 1, and these weights were learned from English text. With no encoding each word’s row on the right has the same weights, moved with the words: every output is identical (differences below 10⁻⁹ are rounding).',
  'englishLesson.unmoved': 'Every row adds up to 1, and these weights were learned from English text. Both grids show the same order now: press Shuffle to give the right one a new order.',
  'englishLesson.seeded': 'Every row adds up to 1. The picture shows the seeded, untrained model: its heads’ projections are drawn at random, not learned. Load the model trained on English to see weights learned from real text.',
  'englishLesson.noShift': 'The English models read positions from the start of the sentence only, so they run no shift test: choose the seeded model under Model (in Settings) to run it.',
  'englishLesson.noMask': 'The English models were trained without a causal mask (they read both ways), so the mask setting changes nothing for them. To try it, choose the seeded model under Model (in Settings).',
});
