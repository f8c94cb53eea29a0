// The walkthrough as a classic script of its own (bundled to walkthrough.js): its view and its
// texts, added the first time its panel opens (app/views.js, lazy-view.js).
import * as texts from '../content/walkthrough-texts.js';
import { createWalkthrough } from '../views/walkthrough/walkthrough.js';

globalThis.posattnWalkthrough = { texts, createWalkthrough };
