// The rest of the Spanish catalogue (bundled to locale-es-rest.js): the messages of the parts a first
// view does not show (the other panels, the Train panel, the walkthrough, the later lesson steps),
// added once the page has drawn or a part needs them (app/language.js). locale-es.js has the others.
import rest from '../text/catalogues/es.json?rest';
import { catalogueTexts } from '../text/catalogue.js';

globalThis.posattnLocaleRest_es = { messages: catalogueTexts(rest) };
