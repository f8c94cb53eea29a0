// How alike the scheme makes two positions (the core's position kernel, the one the designed
// previous-token head reads).
import { element } from '../../util/dom.js';
import { createHeatmap } from '../shared/heatmap.js';
import { divergingColour } from '../../colour/scales.js';
import { formatNumber, largestMagnitude } from '../../util/format.js';
import { positionLabels } from './position-encoding.js';
import { t } from '../../text/en/position.js';

export function createPositionSimilarity(root) {
  // A scheme that gives positions no vectors has nothing to compare: one line says so.
  const note = element('p', { className: 'note', attrs: { id: 'similarity-note' } });
  root.append(note);
  const heatmap = createHeatmap(root, { caption: t('position.similarity') });
  return {
    render(result) {
      const { similarity } = result.positions;
      const empty = similarity.rows === 0 || largestMagnitude(similarity) === 0;
      note.hidden = !empty;
      note.textContent = empty ? t('position.noSimilarity') : '';
      heatmap.element.hidden = empty;
      if (empty) return;
      const labels = positionLabels(result);
      const limit = largestMagnitude(similarity);
      heatmap.render({
        matrix: similarity, rowLabels: labels, colLabels: labels,
        caption: t('position.similarityTitle'),
        colour: (v) => divergingColour(v, limit),
        describe: (r, c, v) => t('position.similarityCell', { row: r + 1, col: c + 1, value: formatNumber(v, 3) }),
      });
    },
  };
}
