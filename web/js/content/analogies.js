// The analogies the page explains with. Their texts (concepts x analogies, and the walkthrough's
// text per step and per analogy) are in walkthrough-texts.js (bundled into walkthrough.js), which the page loads with the
// walkthrough. Adding an analogy means adding its id here, its names to text/en/analogies.js and
// its texts there, no code.
import { t } from '../text/en/analogies.js';

const analogy = (id) => ({ id, get label() { return t(`analogies.${id}`); }, get short() { return t(`analogies.${id}.short`); } });
export const ANALOGIES = [analogy('cricket'), analogy('plain')];
