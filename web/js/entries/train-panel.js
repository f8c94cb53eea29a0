// The Train panel as a classic script of its own (bundled to train-panel.js): main.js adds it the
// first time the panel opens (lazy-view.js), or when the trained-model note needs the model's
// answers, so a first visit does not download the training UI.
import { createTrainPanel } from '../views/train/train-panel.js';
import { createAnswerer } from '../views/train/trained-answers.js';

globalThis.posattnTrainPanel = { createTrainPanel, createAnswerer };
