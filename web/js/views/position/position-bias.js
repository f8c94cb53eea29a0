// ALiBi's and T5's bias matrices, one per seeded head, on one shared colour scale: the amount each
// adds to a score, depending only on where the two tokens stand.
import { element, clear } from '../../util/dom.js';
import { createHeatmap } from '../shared/heatmap.js';
import { divergingColour } from '../../colour/scales.js';
import { formatNumber, largestMagnitude } from '../../util/format.js';
import { positionLabels } from './position-encoding.js';
import { BIAS_SCHEMES } from '../../schemes/schemes.js';
import { t } from '../../text/en/position.js';

export function createPositionBias(root) {
  const grid = element('div', { className: 'pair' });
  root.append(grid);
  let heatmaps = [];

  return {
    render(result, state) {
      if (!BIAS_SCHEMES.includes(state.scheme)) return;
      const heads = result.original.heads;
      if (heatmaps.length !== heads.length) {
        clear(grid);
        heatmaps = heads.map(() => createHeatmap(grid.appendChild(element('div')), { caption: '' }));
      }
      const labels = positionLabels(result);
      const limit = largestMagnitude(...heads.map((h) => h.bias));
      // One grid a step: main.js may let the browser in between them (drawViews).
      return heads.map((head, i) => () => {
        heatmaps[i].render({
          matrix: head.bias, rowLabels: labels, colLabels: labels,
          caption: state.scheme === 'alibi'
            ? t('position.biasSlope', { head: head.label, slope: formatNumber(result.alibiSlopes[i], 4) })
            : t('position.bias', { head: head.label }),
          colour: (v) => divergingColour(v, limit), domain: [-limit, limit],
          describe: (r, c, v) => t('position.biasCell', { head: head.label, row: r + 1, col: c + 1, value: formatNumber(v, 3) }),
        });
      });
    },
  };
}
