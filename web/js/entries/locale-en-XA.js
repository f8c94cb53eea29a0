// The pseudo-locale as a classic script of its own (bundled to locale-en-XA.js), added only when a
// link says lang=en-XA (app/main.js).
import { PSEUDO_LOCALE } from '../text/pseudo-locale.js';

globalThis.posattnLocale_en_XA = PSEUDO_LOCALE;
