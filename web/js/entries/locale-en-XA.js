// The pseudo-locale as a classic script of its own (bundled to locale-en-XA.js), added only when a
// link says lang=en-XA (app/main.js). It rewrites index.html's texts from their English, so it
// brings those (text/en/html.js): the page's own scripts never carry them.
import { PSEUDO_LOCALE } from '../text/pseudo-locale.js';
import '../text/en/html.js';

globalThis.posattnLocale_en_XA = PSEUDO_LOCALE;
