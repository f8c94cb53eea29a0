// The guided lesson's texts past step 1 (text/en/lesson.steps.js) as a classic script of their own
// (bundled to lesson-steps.js): views/lesson/lesson.js adds it when a later step is shown.
import '../text/en/lesson.steps.js';

globalThis.posattnLessonSteps = { loaded: true };
