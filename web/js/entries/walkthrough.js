// The walkthrough as a classic script of its own (bundled to walkthrough.js): its view and its
// texts, added the first time its panel opens (app/views.js, lazy-view.js). The cricket example's
// words (text/en/cricket.js) come with them: the core sends only its numbers and ids.
import * as walkthroughTexts from '../content/walkthrough-texts.js';
import { cricketWords } from '../text/en/cricket.js';
import { createWalkthrough } from '../views/walkthrough/walkthrough.js';

globalThis.posattnWalkthrough = { texts: { ...walkthroughTexts, cricketWords }, createWalkthrough };
