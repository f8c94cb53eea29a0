// The English messages of the Outputs panel (views/outputs/): see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'outputs.original': 'Output vectors (original order)',
  'outputs.aligned': 'Output vectors after reordering, put back in the original order',
  'outputs.dimension': 'd{n}',
  'outputs.cell': "output of ''{token}'' {run, select, original {in the original order} other {after reordering}}, dimension {n}: {value}",
  'outputs.moved': 'distance moved',
  'outputs.noBars': 'No bars: every token’s output is identical to before, just moved with it (the largest distance is {largest}; differences below 10⁻⁹ are rounding).',
  'outputs.caption': "Distance between each token's output before and after reordering (bar scale 0 to {scale})",
  'outputs.same': '{distance} (same)',
  'outputs.bar': "''{token}'': its output moved by {distance} after reordering",
});
