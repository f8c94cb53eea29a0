// The English texts a learning platform shows for the lab: the SCORM package's course and lesson
// titles (scripts/scorm-package.mjs writes them into imsmanifest.xml). The adapter itself
// (lms/scorm12.js) shows nothing. See text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'lms.course': 'Word order in attention',
  'lms.lesson': '{course}: the guided lesson',
});
