// How alike the scheme makes two positions (the core's position kernel, the one the designed
// previous-token head reads).
import { createHeatmap } from './heatmap.js';
import { divergingColour } from '../colormap.js';
import { formatNumber, largestMagnitude } from '../format.js';
import { positionLabels } from './position-encoding.js';

export function createPositionSimilarity(root) {
  const heatmap = createHeatmap(root, { caption: 'Position similarity' });
  return {
    render(result) {
      const { similarity } = result.positions;
      const labels = positionLabels(result);
      const limit = largestMagnitude(similarity);
      heatmap.render({
        matrix: similarity, rowLabels: labels, colLabels: labels,
        caption: 'Position similarity (position × position)',
        colour: (v) => divergingColour(v, limit),
        describe: (r, c, v) => `positions ${r} and ${c}: similarity ${formatNumber(v, 3)}`,
      });
    },
  };
}
