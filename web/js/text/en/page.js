// The English messages of the page's frame (views/page/: settings, theme, tabs, the embed layout):
// see text/messages.js. index.html's own texts are in text/en/html.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'page.colourMap': 'Colour map',
  'page.viridis': 'Viridis',
  'page.cividis': 'Cividis (for colour-blind readers)',
  'page.theme': 'Theme',
  'page.themeSystem': 'System',
  'page.themeLight': 'Light',
  'page.themeDark': 'Dark',
  'page.settings': 'Model settings',
  'page.heads': 'Heads',
  'page.width': 'Model width d',
  'page.temperature': 'Softmax temperature',
  'page.causal': 'Causal mask (each token sees itself and earlier tokens)',
  'page.shiftBy': 'Shift test: positions later (k)',
  'page.modelSeed': 'Model seed (a different random model)',
  'page.defaults': 'Default settings',
  'page.views': 'Views',
  'page.embed': 'Embed',
  'page.embedFailed': 'The Embed dialog did not load: {reason}',
  'page.fullLab': 'Open the full lab ↗',
});
