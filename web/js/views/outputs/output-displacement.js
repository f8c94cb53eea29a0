// How far each token's output moved after reordering (the core's displacement, per original
// token), as labelled bars in token order: each bar carries its number, so colour and length are
// never the only cue.
import { element, clear } from '../../util/dom.js';
import { formatError, formatNumber } from '../../util/format.js';
import { tokenLabels } from '../../util/token-labels.js';
import { SAME_TOLERANCE } from '../../util/heads.js';
import { attachExportMenu } from '../../export/menu.js';
import { t } from '../../text/en/outputs.js';

// Bars span at least this much, so rounding noise (about 10⁻¹⁶) draws as no bar at all.
const SMALLEST_SCALE = 0.01;

// Sets a property only when it changes: an unchanged write would still mark the node for layout.
function setIfChanged(target, name, value) {
  if (target[name] !== value) target[name] = value;
}

export function createOutputDisplacement(root) {
  const caption = element('p', { className: 'bars-caption', attrs: { id: 'displacement-caption' } });
  const list = element('ul', { className: 'bars', attrs: { id: 'displacement', 'aria-labelledby': 'displacement-caption' } });
  // When every output only moved, there is nothing to draw: one line says why.
  const nothing = element('p', { className: 'note', attrs: { id: 'displacement-none' } });
  root.append(caption, nothing, list);
  let shown = { labels: [], values: [] };
  let rows = [];  // per token: {row, label, bar, value}
  attachExportMenu(root, {
    title: () => caption.textContent,
    svg: (figures) => figures.barChartSvg({ title: caption.textContent, ...shown }),
    matrix: () => ({ rowLabels: shown.labels, colLabels: [t('outputs.moved')],
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
      nothing.textContent = allSame ? t('outputs.noBars', { largest: formatError(Math.max(...displacement)) }) : '';
      caption.textContent = t('outputs.caption', { scale: formatNumber(scale) });
      // Rows are updated in place (a keystroke changes numbers, rarely the count): rebuilding 64 rows
      // of five elements made the browser style and lay out the whole list again.
      if (rows.length !== displacement.length) {
        rows = displacement.map((_, i) => {
          const bar = element('span', { className: 'bar', attrs: { 'aria-hidden': 'true' } });
          const label = element('span', { className: 'bar-label' });
          const value = element('span', { className: 'bar-value' });
          const row = element('li', { className: 'bar-row', attrs: { 'data-token': i } },
            [label, element('span', { className: 'bar-track' }, [bar]), value]);
          return { row, label, bar, value };
        });
        clear(list).append(...rows.map(({ row }) => row));
      }
      displacement.forEach((distance, i) => {
        const { row, label, bar, value } = rows[i];
        setIfChanged(label, 'textContent', labels[i]);
        setIfChanged(bar.style, 'width', `${(100 * distance) / scale}%`);
        setIfChanged(value, 'textContent', distance < SAME_TOLERANCE ? t('outputs.same', { distance: formatError(distance) }) : formatNumber(distance, 3));
        setIfChanged(row, 'title', t('outputs.bar', { token: labels[i], distance: formatNumber(distance, 3) }));
      });
    },
  };
}
