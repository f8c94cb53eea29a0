// The walkthrough's texts as a classic script of their own (bundled to walkthrough-texts.js):
// main.js adds it the first time the walkthrough opens (lazy-view.js). The cricket example's words
// (text/en/cricket.js) come with them: the core sends only its numbers and ids.
import * as texts from '../content/walkthrough-texts.js';
import { cricketWords } from '../text/en/cricket.js';

globalThis.posattnWalkthroughTexts = { ...texts, cricketWords };
