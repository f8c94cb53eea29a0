// The right-to-left pseudo-locale as a classic script of its own (bundled to locale-ar-XB.js), added
// only when a link says lang=ar-XB. Like en-XA it rewrites index.html's texts from their English.
import { PSEUDO_RTL_LOCALE } from '../text/pseudo-locale.js';
import '../text/en/html.js';

globalThis.posattnLocale_ar_XB = PSEUDO_RTL_LOCALE;
