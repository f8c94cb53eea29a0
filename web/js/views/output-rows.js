// Each token's output vector as a row of colours: without position, repeated words get identical
// rows, and the reordered run's rows are the same rows, moved.
import { element } from '../dom.js';
import { createHeatmap } from './heatmap.js';
import { divergingColour } from '../colormap.js';
import { formatNumber } from '../format.js';
import { tokenLabels } from './token-chips.js';

export function createOutputRows(root) {
  const holder = element('div', { className: 'outputs' });
  root.append(holder);
  const heatmap = createHeatmap(holder, { caption: 'Output vectors (original order)' });
  return {
    render(result) {
      const output = result.original.output;
      const labels = tokenLabels(result.tokens);
      const dims = Array.from({ length: output.cols }, (_, i) => `d${i + 1}`);
      let limit = 0;
      for (const v of output.data) limit = Math.max(limit, Math.abs(v));
      heatmap.render({
        matrix: output, rowLabels: labels, colLabels: dims,
        colour: (v) => divergingColour(v, limit),
        describe: (r, c, v) => `output of '${labels[r]}', dimension ${c + 1}: ${formatNumber(v, 3)}`,
      });
      heatmap.element.classList.add('compact');
    },
  };
}
