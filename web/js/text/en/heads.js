// The English messages of the Heads panel (views/heads/): see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'heads.grid': 'All heads; choose one',
  'heads.export': 'Attention weights of every head',
  'heads.masked': "{head}: ''{from}'' does not read ''{to}'' (weight 0)",
  'heads.cell': "{head}: ''{from}'' attends to ''{to}'' with weight {weight}",
  'heads.change': 'change after reordering: {error}{same, select, yes { (same)} other {}}',
  'heads.even': 'spreads its weight evenly: nothing here tells the tokens apart',
  'heads.selected': '(selected)',
  'heads.threshold': 'Hide weights below',
  'heads.asText': 'As text: the three strongest weights of each token',
  'heads.arcsLabel': '{head} as arcs between the tokens in their original order',
  'heads.arc': "''{from}'' attends to ''{to}'' with weight {weight} in {head}",
  'heads.strongest': "''{token}'' attends most to {top}",
  'heads.weight': "''{token}'' ({weight})",
  'heads.listSeparator': ', ',
  'heads.caption': '{head}: arcs for weights of at least {threshold}',
  'heads.captionDense': "{head}: arcs for weights of at least {threshold}; with {count} tokens, each token's {strongest} strongest (point at or focus a token for all of its arcs)",
});
