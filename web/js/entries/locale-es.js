// The Spanish catalogue as a classic script of its own (bundled to locale-es.js), added only when
// the page is in that language (app/language.js): a first visit in English never downloads it.
// index.html's English comes along, so a message the catalogue lacks reads in English, never as an id.
import catalogue from '../text/catalogues/es.json';
import { catalogueTexts } from '../text/catalogue.js';
import '../text/en/html.js';
import { LANGUAGE_EXAMPLES } from '../content/language-examples.js';

globalThis.posattnLocale_es = { intl: 'es', messages: catalogueTexts(catalogue), examples: LANGUAGE_EXAMPLES.es };
