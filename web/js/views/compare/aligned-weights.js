// The reordered run's weights for the selected head, put back in the original token order, and
// their difference from the original (aligned − original): zero everywhere when attention ignores
// order. Drawn in two columns under the original and new-order grids, so the put-back grid sits
// right under the original. Under them, the core's largest weight error for this head.
import { element } from '../../util/dom.js';
import { createHeatmap } from '../shared/heatmap.js';
import { sequentialColour, divergingColour } from '../../colour/scales.js';
import { formatNumber, formatError, formatSignedShort, largestMagnitude } from '../../util/format.js';
import { tokenLabels } from '../../util/token-labels.js';
import { allHeads, selectedHeadIndex, readsKey, SAME_TOLERANCE } from '../../util/heads.js';
import { t } from '../../text/en/compare.js';

// A difference below this fills the colour scale only up to this much, so rounding noise
// (about 10⁻¹⁶) stays white instead of being stretched to full colour.
const SMALLEST_DIFFERENCE_SCALE = 0.05;

export function createAlignedWeights(root) {
  const pair = element('div', { className: 'pair' });
  const error = element('p', { className: 'head-error', attrs: { id: 'head-weight-error' } });
  root.append(pair, error);
  const aligned = createHeatmap(pair.appendChild(element('div')), { caption: t('compare.aligned') });
  const differenceHolder = pair.appendChild(element('div'));
  const difference = createHeatmap(differenceHolder, { caption: t('compare.difference') });
  // When nothing changed, one line says so instead of a grid of zeros and rounding noise.
  const same = differenceHolder.appendChild(element('p', { className: 'note', attrs: { id: 'difference-none' } }));

  return {
    render(result, state) {
      const index = selectedHeadIndex(result, state);
      const head = allHeads(result.original)[index];
      const alignedWeights = result.comparison.alignedWeights[index];
      const labels = tokenLabels(result.tokens);
      // Where each original token stood in the new order, to hatch the cells the head did not read there.
      const newPlace = [];
      Array.from(result.order).forEach((originalIndex, place) => { newPlace[originalIndex] = place; });
      aligned.render({
        matrix: alignedWeights, rowLabels: labels, colLabels: labels, caption: t('compare.alignedHead', { head: head.label }),
        colour: (v) => sequentialColour(v, 0, 1),
        masked: (r, c) => !readsKey(head, newPlace[r], newPlace[c]),
        describe: (r, c, v) => t('compare.alignedCell', { from: labels[r], to: labels[c], weight: formatNumber(v), head: head.label }),
      });
      const diff = result.comparison.weightDifferences[index];
      const limit = Math.max(largestMagnitude(diff), SMALLEST_DIFFERENCE_SCALE);
      const unchanged = largestMagnitude(diff) < SAME_TOLERANCE;
      difference.element.hidden = unchanged;
      same.hidden = !unchanged;
      same.textContent = unchanged ? t('compare.noDifference', { head: head.label }) : '';
      if (!unchanged) difference.render({
        matrix: diff, rowLabels: labels, colLabels: labels,
        caption: t('compare.differenceScale', { limit: formatNumber(limit) }),
        colour: (v) => divergingColour(v, limit),
        cellText: formatSignedShort,
        describe: (r, c, v) => t('compare.differenceCell', { from: labels[r], to: labels[c], head: head.label, change: formatError(v) }),
      });
      const headError = result.comparison.headWeightErrors[index];
      error.textContent = t('compare.headError', { head: head.label, error: formatError(headError), same: headError < SAME_TOLERANCE ? 'yes' : 'no' });
    },
  };
}
