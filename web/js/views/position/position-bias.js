// ALiBi's and T5's bias matrices, one per seeded head, on one shared colour scale: the amount each
// adds to a score, depending only on where the two tokens stand. A cell whose key the head does not
// read (the core's `reads`: the causal mask, or an English head trained to read one side) is
// hatched as not read, with a key under the grids.
import { element, clear } from '../../util/dom.js';
import { createHeatmap } from '../shared/heatmap.js';
import { divergingColour } from '../../colour/scales.js';
import { formatNumber, largestMagnitude } from '../../util/format.js';
import { positionLabels } from './position-encoding.js';
import { BIAS_SCHEMES } from '../../schemes/schemes.js';
import { readsKey } from '../../util/heads.js';
import { t } from '../../text/en/position.js';

export function createPositionBias(root) {
  const grid = element('div', { className: 'pair' });
  const notReadKey = element('p', { className: 'note not-read-key', attrs: { id: 'bias-not-read', hidden: '' } }, [
    element('span', { className: 'not-read-swatch', attrs: { 'aria-hidden': 'true' } }), element('span')]);
  root.append(grid, notReadKey);
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
      notReadKey.hidden = heads.every((head) => head.reads === 'both');
      notReadKey.lastChild.textContent = notReadKey.hidden ? '' : t('position.notRead');
      // One grid a step: main.js may let the browser in between them (drawViews).
      return heads.map((head, i) => () => {
        heatmaps[i].render({
          matrix: head.bias, rowLabels: labels, colLabels: labels,
          caption: state.scheme === 'alibi'
            ? t('position.biasSlope', { head: head.label, slope: formatNumber(result.alibiSlopes[i], 4), reads: head.reads })
            : t('position.bias', { head: head.label, reads: head.reads }),
          masked: (r, c) => !readsKey(head, r, c),
          colour: (v) => divergingColour(v, limit), domain: [-limit, limit],
          describe: (r, c, v) => t('position.biasCell', { head: head.label, row: r + 1, col: c + 1, value: formatNumber(v, 3) }),
        });
      });
    },
  };
}
