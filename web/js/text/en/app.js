// The English messages of the page's wiring (app/): see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'app.languageFailed': 'The language {lang} could not load ({reason}), so the page is in English.',
});
