// The selected head's weights in the original order, the reordered run's weights put back in the
// original token order, and their difference (aligned − original): zero everywhere when attention
// ignores order. Under them, the core's largest weight error for this head.
import { element } from '../dom.js';
import { createHeatmap } from './heatmap.js';
import { sequentialColour, divergingColour } from '../colormap.js';
import { formatNumber, formatError, formatSignedShort, largestMagnitude, matrixDifference } from '../format.js';
import { tokenLabels } from './token-chips.js';
import { allHeads, selectedHeadIndex, SAME_TOLERANCE } from '../heads.js';

// A difference below this fills the colour scale only up to this much, so rounding noise
// (about 10⁻¹⁶) stays white instead of being stretched to full colour.
const SMALLEST_DIFFERENCE_SCALE = 0.05;

export function createAlignedWeights(root) {
  const trio = element('div', { className: 'trio' });
  const cells = [element('div'), element('div'), element('div')];
  trio.append(...cells);
  const error = element('p', { className: 'head-error', attrs: { id: 'head-weight-error' } });
  root.append(trio, error);
  const original = createHeatmap(cells[0], { caption: 'Original order' });
  const aligned = createHeatmap(cells[1], { caption: 'New order, put back' });
  const difference = createHeatmap(cells[2], { caption: 'Difference' });

  return {
    render(result, state) {
      const index = selectedHeadIndex(result, state);
      const head = allHeads(result.original)[index];
      const alignedWeights = result.comparison.alignedWeights[index];
      const labels = tokenLabels(result.tokens);
      // Where each original token stood in the new order, to hatch the cells the mask hid there.
      const newPlace = [];
      Array.from(result.order).forEach((originalIndex, place) => { newPlace[originalIndex] = place; });
      const weightText = (from, to, v, run) => `'${labels[from]}' attends to '${labels[to]}' with weight ${formatNumber(v)} in ${head.label}${run}`;

      original.render({
        matrix: head.weights, rowLabels: labels, colLabels: labels, caption: `Original order: ${head.label}`,
        colour: (v) => sequentialColour(v, 0, 1),
        masked: (r, c) => state.causal && c > r,
        describe: (r, c, v) => weightText(r, c, v, ', original order'),
      });
      aligned.render({
        matrix: alignedWeights, rowLabels: labels, colLabels: labels, caption: `New order, put back: ${head.label}`,
        colour: (v) => sequentialColour(v, 0, 1),
        masked: (r, c) => state.causal && newPlace[c] > newPlace[r],
        describe: (r, c, v) => weightText(r, c, v, ', new order lined up by token'),
      });
      const diff = matrixDifference(alignedWeights, head.weights);
      const limit = Math.max(largestMagnitude(diff), SMALLEST_DIFFERENCE_SCALE);
      difference.render({
        matrix: diff, rowLabels: labels, colLabels: labels,
        caption: `Difference (new − original), colour scale ±${formatNumber(limit)}`,
        colour: (v) => divergingColour(v, limit),
        cellText: formatSignedShort,
        describe: (r, c, v) => `'${labels[r]}' → '${labels[c]}' in ${head.label}: weight changed by ${formatError(v)} after reordering`,
      });
      const headError = result.comparison.headWeightErrors[index];
      error.textContent = `${head.label}: largest weight change after reordering, lined up by token: ` +
        `${formatError(headError)} (${headError < SAME_TOLERANCE ? 'the same weights' : 'the weights changed'}).`;
    },
  };
}
