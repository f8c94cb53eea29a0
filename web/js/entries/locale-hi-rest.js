// The rest of the Hindi catalogue (bundled to locale-hi-rest.js): the messages of the parts a first
// view does not show (the other panels, the Train panel, the walkthrough, the later lesson steps),
// added once the page has drawn or a part needs them (app/language.js). locale-hi.js has the others.
import rest from '../text/catalogues/hi.json?rest';
import { catalogueTexts } from '../text/catalogue.js';

globalThis.posattnLocaleRest_hi = { messages: catalogueTexts(rest) };
