// The English messages of the guided lesson (content/lesson.js) and its card (views/lesson/): the
// card and step 1, part of a first visit. Steps 2 to 6 and the recap are lesson.steps.js, loaded
// when the learner goes on (views/lesson/lesson.js). See text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  // The card.
  'lesson.heading': 'Lesson {step} of {count}: {title}',
  'lesson.recapHeading': 'Lesson recap: {title}',
  'lesson.predict': 'Predict:',
  'lesson.then': 'Then:',
  'lesson.back': '← Back',
  'lesson.next': 'Next →',
  'lesson.finish': 'Finish',
  'lesson.close': 'Close the lesson',
  'lesson.done': 'Done',
  'lesson.progress': '{step} / {count}',
  'lesson.steps': 'Lesson steps',
  'lesson.loading': 'Loading the lesson’s next step…',
  'lesson.modelAway': '{model, select, english {This step is about the models trained on English, and the page shows the seeded model, whose weights are drawn at random: load the English models to follow it.} other {This step is about the seeded model, whose weights are drawn at random, and the page shows a model trained on English: show the seeded model to follow it.}}',
  'lesson.useModel': '{model, select, english {Load the models trained on English} other {Show the seeded model}}',
  'lesson.reveal': 'Show the answer',
  'lesson.veiled': 'Step {step} of the lesson asks you to predict what this measures first: its card has the question and the task.',
  'lesson.waiting': 'Make your prediction, then do the task: the answer appears here.',
  // 1. What attention does.
  'lesson.attention.title': 'What attention does',
  'lesson.attention.show': 'Each row is one word reading the sentence: the brighter a cell, the more of that column’s word goes into the row’s new vector. This is the seeded model, its weights drawn at random, not learned: enough to see what a row is (step 3 turns to models trained on English). The right grid is a copy in the same order, for step 2.',
  'lesson.attention.predict': 'What do the weights of one row add up to?',
  'lesson.attention.task': '{input, select, touch {Tap the cells of one row on the left: each weight is written under the grid.} other {Point at the cells of one row on the left (or use the arrow keys): each weight is written under the grid.}} Add them up in your head, then press Show the answer.',
  'lesson.attention.rows': 'Every row adds up to 1: the weights of a row are shares of one word’s attention.',
});
