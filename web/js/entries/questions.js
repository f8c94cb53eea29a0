// questions.js: the predict-then-reveal questions (content/questions.js, their texts and their view)
// as a classic script of their own. They stand below the fold, so the page adds it once it has drawn
// (app/lazy-view.js, laterView): a first visit draws without waiting for it.
import { QUESTIONS } from '../content/questions.js';
import { createPredictReveal } from '../views/shared/predict-reveal.js';

globalThis.posattnQuestions = Object.freeze({ QUESTIONS, createPredictReveal });
