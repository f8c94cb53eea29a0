// The English models' panel as a classic script of its own (bundled to english-panel.js): main.js
// adds it the first time model=english is chosen (lazy-view.js), so a first visit does not load it.
import { createEnglishPanel } from '../views/english/english-panel.js';

globalThis.posattnEnglishPanel = { createEnglishPanel };
