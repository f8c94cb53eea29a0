// A heatmap's numbers as a plain data table (caption, column and row headers, 4 decimals), the
// alternative to colour for anyone who wants to read or copy exact values. Built only while shown.
import { element, clear } from '../../util/dom.js';
import { formatNumber } from '../../util/format.js';
import { t } from '../../text/en/shared.js';

let count = 0;

export function createDataTable(root) {
  const id = `data-table-${++count}`;
  // Focusable, so a keyboard can scroll a table wider than the screen.
  const holder = element('div', { className: 'data-table', attrs: { id, tabindex: '0', role: 'region' } });
  const toggle = element('button', {
    className: 'quiet', text: t('shared.showNumbers'), attrs: { type: 'button', 'aria-expanded': 'false', 'aria-controls': id } });
  holder.hidden = true;
  let last = null;

  function draw() {
    if (holder.hidden || !last) return;
    const { title, matrix, rowLabels, colLabels, masked } = last;
    const head = element('tr', {}, [element('td'), ...colLabels.map((l) => element('th', { text: l, attrs: { scope: 'col' } }))]);
    const body = element('tbody');
    for (let r = 0; r < matrix.rows; ++r) {
      const row = element('tr', {}, [element('th', { text: rowLabels[r], attrs: { scope: 'row' } })]);
      for (let c = 0; c < matrix.cols; ++c) {
        row.append(element('td', { text: masked(r, c) ? t('shared.masked') : formatNumber(matrix.data[r * matrix.cols + c], 4) }));
      }
      body.append(row);
    }
    holder.setAttribute('aria-label', t('shared.tableLabel', { title }));
    clear(holder).append(element('table', {}, [element('caption', { text: title }), element('thead', {}, [head]), body]));
  }

  toggle.addEventListener('click', () => {
    holder.hidden = !holder.hidden;
    toggle.setAttribute('aria-expanded', String(!holder.hidden));
    toggle.textContent = t(holder.hidden ? 'shared.showNumbers' : 'shared.hideNumbers');
    draw();
  });

  root.append(holder);
  return {
    toggle,
    render(spec) { last = spec; draw(); },
  };
}
