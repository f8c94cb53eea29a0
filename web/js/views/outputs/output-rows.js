// Each token's output vector as a row of colours, for the original run and for the reordered run
// put back in the original token order, on one colour scale. Without position the two grids are
// identical and repeated words get identical rows.
import { element } from '../../util/dom.js';
import { createHeatmap } from '../shared/heatmap.js';
import { divergingColour } from '../../colour/scales.js';
import { formatNumber, largestMagnitude } from '../../util/format.js';
import { tokenLabels } from '../../util/token-labels.js';
import { t } from '../../text/en/outputs.js';

export function createOutputRows(root) {
  const holder = element('div', { className: 'outputs' });
  root.append(holder);
  const original = createHeatmap(holder.appendChild(element('div')), { caption: t('outputs.original') });
  const aligned = createHeatmap(holder.appendChild(element('div')), { caption: t('outputs.aligned') });
  return {
    render(result) {
      const { output } = result.original;
      const { alignedOutput } = result.comparison;
      const labels = tokenLabels(result.tokens);
      const dims = Array.from({ length: output.cols }, (_, i) => t('outputs.dimension', { n: i + 1 }));
      const limit = largestMagnitude(output, alignedOutput);
      const draw = (heatmap, matrix, run) => {
        heatmap.render({
          matrix, rowLabels: labels, colLabels: dims,
          colour: (v) => divergingColour(v, limit),
          describe: (r, c, v) => t('outputs.cell', { token: labels[r], run, n: c + 1, value: formatNumber(v, 3) }),
        });
        heatmap.element.classList.add('compact');
      };
      // One grid a step: main.js may let the browser in between them (drawViews).
      return [() => draw(original, output, 'original'), () => draw(aligned, alignedOutput, 'reordered')];
    },
  };
}
