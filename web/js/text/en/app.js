// The English messages of the page's wiring (app/): the notes about a link the page could not follow
// as it is, and what it says when a part cannot load or start; see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'app.languageFailed': 'The language {lang} could not load ({reason}).',
  'app.sentenceRefused': 'The link\'s sentence cannot be shown: {reason} Showing the default sentence instead.',
  'app.orderMismatch': 'The link\'s order has {positions, plural, one {# position} other {# positions}} but its sentence has {tokens, plural, one {# token} other {# tokens}}; showing the original order instead.',
  'app.nearestSettings': 'The link\'s settings cannot run as they are. {reason}',
  'app.trainedRefused': 'The trained model kept in this browser cannot be used: {reason} Showing the seeded model instead.',
  'app.englishUnavailable': 'The English model cannot be used: {reason} Showing the seeded model instead.',
  'app.engineFailed': 'The attention engine could not start: {reason}',
  'app.somethingWrong': 'Something went wrong ({reason}).',
  'app.partFailed': 'This part of the page could not load: {reason}',
  'app.explanationsLoading': 'The explanations are still loading.',
  'app.explanation': 'Explanation',
  // A script the page adds when it needs it (classic-script.js): {part} names which.
  'app.scriptFailed': '{part, select, explanations {The panels\' explanations} englishPanel {The English model\'s panel} lessonSteps {The lesson\'s later steps} questions {The predict questions} walkthroughTexts {The walkthrough\'s texts} trainPanel {The Train panel} embedDialog {The Embed dialog} englishModule {The English models\' module} exportCode {The export code} lms {The LMS connection} language {The language\'s texts} attentionModule {The attention module} trainModule {The training module} other {A part of the page}} ({file}) did not load.',
  'app.scriptEmpty': '{file} defined no {name}.',
});
