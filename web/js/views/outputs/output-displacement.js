// How far each token's output moved after reordering (the core's displacement, per original
// token), as labelled bars in token order: each bar carries its number, so colour and length are
// never the only cue.
import { element, clear } from '../../dom.js';
import { formatError, formatNumber } from '../../format.js';
import { tokenLabels } from '../input/token-chips.js';
import { SAME_TOLERANCE } from '../../heads.js';
import { attachExportMenu } from '../../export-menu.js';

// Bars span at least this much, so rounding noise (about 10⁻¹⁶) draws as no bar at all.
const SMALLEST_SCALE = 0.01;

export function createOutputDisplacement(root) {
  const caption = element('p', { className: 'bars-caption', attrs: { id: 'displacement-caption' } });
  const list = element('ul', { className: 'bars', attrs: { id: 'displacement', 'aria-labelledby': 'displacement-caption' } });
  // When every output only moved, there is nothing to draw: one line says why.
  const nothing = element('p', { className: 'note', attrs: { id: 'displacement-none' } });
  root.append(caption, nothing, list);
  let shown = { labels: [], values: [] };
  attachExportMenu(root, {
    title: () => caption.textContent,
    svg: (figures) => figures.barChartSvg({ title: caption.textContent, ...shown }),
    matrix: () => ({ rowLabels: shown.labels, colLabels: ['distance moved'],
      matrix: { rows: shown.values.length, cols: 1, data: Float64Array.from(shown.values) } }),
  });

  return {
    render(result) {
      const displacement = Array.from(result.comparison.displacement);
      const labels = tokenLabels(result.tokens);
      shown = { labels, values: displacement };
      const scale = Math.max(SMALLEST_SCALE, ...displacement);
      const allSame = displacement.every((distance) => distance < SAME_TOLERANCE);
      nothing.hidden = !allSame;
      list.hidden = allSame;
      nothing.textContent = allSame ? 'No bars: every token’s output is identical to before, just moved with it ' +
        `(the largest distance is ${formatError(Math.max(...displacement))}; differences below 10⁻⁹ are rounding).` : '';
      caption.textContent = `Distance between each token's output before and after reordering (bar scale 0 to ${formatNumber(scale)})`;
      clear(list).append(...displacement.map((distance, i) => {
        const bar = element('span', { className: 'bar', attrs: { 'aria-hidden': 'true' } });
        bar.style.width = `${(100 * distance) / scale}%`;
        return element('li', {
          className: 'bar-row',
          attrs: { 'data-token': i, title: `'${labels[i]}': its output moved by ${formatNumber(distance, 3)} after reordering` },
        }, [
          element('span', { className: 'bar-label', text: labels[i] }),
          element('span', { className: 'bar-track' }, [bar]),
          element('span', { className: 'bar-value', text: distance < SAME_TOLERANCE ? `${formatError(distance)} (same)` : formatNumber(distance, 3) }),
        ]);
      }));
    },
  };
}
