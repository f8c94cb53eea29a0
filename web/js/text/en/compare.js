// The English messages of the Compare panel (views/compare/): see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'compare.head': 'Head',
  'compare.original': 'Original order',
  'compare.reordered': 'New order',
  'compare.originalHead': 'Original order: {head}',
  'compare.reorderedHead': 'New order: {head}',
  'compare.cell': "''{from}'' attends to ''{to}'' with weight {weight} in {head}",
  'compare.aligned': 'New order, put back',
  'compare.alignedHead': 'New order, put back: {head}',
  'compare.alignedCell': "''{from}'' attends to ''{to}'' with weight {weight} in {head}, new order lined up by token",
  'compare.difference': 'Difference',
  'compare.differenceScale': 'Difference (new − original), colour scale ±{limit}',
  'compare.differenceCell': "''{from}'' → ''{to}'' in {head}: weight changed by {change} after reordering",
  'compare.noDifference': 'No difference to draw: put back in the original order, the weights of {head} are identical to the original ones (differences below 10⁻⁹ are rounding).',
  'compare.headError': '{head}: largest weight change after reordering, lined up by token: {error} ({same, select, yes {the same weights} other {the weights changed}}).',
});
