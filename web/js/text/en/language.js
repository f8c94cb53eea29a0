// The English of the language menu (Settings > Display), which comes with the language script
// (entries/language-switch.js) the first time Settings opens. Each language is named in its own
// words in every language (a reader looks for their own): the name is text/languages.js's, the
// message only places it. The other catalogues' label keeps "(Language)" in English, so a reader
// who cannot read the page still finds the menu.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'language.label': 'Language',
  'language.name': '{name}',
});
