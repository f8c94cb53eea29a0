// The English models' calls as a classic script of their own (bundled to english-engine.js), for
// the page's thread where no worker runs (engine.js adds it only when model=english is chosen).
import { englishCalls } from '../engine/english-calls.js';

globalThis.posattnEnglishEngine = { englishCalls };
