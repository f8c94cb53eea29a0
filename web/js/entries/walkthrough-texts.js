// The walkthrough's texts as a classic script of their own (bundled to walkthrough-texts.js):
// main.js adds it the first time the walkthrough opens (lazy-view.js).
import * as texts from '../content/walkthrough-texts.js';

globalThis.posattnWalkthroughTexts = texts;
