// A token-by-token matrix as an accessible grid: a <table> with row and column headers, one
// focusable cell at a time (arrow keys, Home/End), each cell labelled with its value and meaning.
// Colour is never the only cue: the value is in the label, the status line and (when small) the cell.
import { element, clear } from '../dom.js';
import { formatNumber } from '../format.js';
import { textColourOn } from '../colormap.js';

const SHOW_VALUES_UP_TO = 10;  // tokens; beyond this the numbers no longer fit in a cell

export function createHeatmap(root, { caption }) {
  const figure = element('figure', { className: 'heatmap' });
  const title = element('figcaption', { text: caption });
  const scroller = element('div', { className: 'heatmap-scroll' });
  const status = element('p', { className: 'heatmap-status', text: ' ' });
  figure.append(title, scroller, status);
  root.append(figure);
  let focused = { row: 0, col: 0 };
  let hadFocus = false;

  function cellAt(row, col) {
    return scroller.querySelector(`td[data-row="${row}"][data-col="${col}"]`);
  }

  function moveFocus(row, col) {
    const cell = cellAt(row, col);
    if (!cell) return;
    scroller.querySelectorAll('td[tabindex="0"]').forEach((c) => c.setAttribute('tabindex', '-1'));
    cell.setAttribute('tabindex', '0');
    cell.focus();
  }

  scroller.addEventListener('keydown', (event) => {
    const cell = event.target.closest('td[data-row]');
    if (!cell) return;
    const rows = scroller.querySelectorAll('tbody tr').length;
    const cols = scroller.querySelectorAll('thead th').length;
    let { row, col } = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    switch (event.key) {
      case 'ArrowRight': col = Math.min(cols - 1, col + 1); break;
      case 'ArrowLeft': col = Math.max(0, col - 1); break;
      case 'ArrowDown': row = Math.min(rows - 1, row + 1); break;
      case 'ArrowUp': row = Math.max(0, row - 1); break;
      case 'Home': col = 0; if (event.ctrlKey) row = 0; break;
      case 'End': col = cols - 1; if (event.ctrlKey) row = rows - 1; break;
      default: return;
    }
    event.preventDefault();
    moveFocus(row, col);
  });

  function announce(cell) {
    focused = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    status.textContent = cell.getAttribute('aria-label');
  }
  scroller.addEventListener('focusin', (event) => {
    const cell = event.target.closest('td[data-row]');
    if (cell) announce(cell);
  });
  scroller.addEventListener('mouseover', (event) => {
    const cell = event.target.closest('td[data-row]');
    if (cell) status.textContent = cell.getAttribute('aria-label');
  });

  // matrix: {rows, cols, data}; colour(value) -> css; describe(row, col, value) -> sentence;
  // masked(row, col) -> true for cells the causal mask removed; format(value) -> the cell's text.
  function render({ matrix, rowLabels, colLabels, colour, describe, masked = () => false, caption: newCaption,
    format = formatNumber }) {
    if (newCaption) title.textContent = newCaption;
    hadFocus = figure.contains(document.activeElement);
    const table = element('table', { attrs: { role: 'grid', 'aria-label': title.textContent } });
    const headRow = element('tr', {}, [element('td', { className: 'corner', attrs: { 'aria-hidden': 'true' } })]);
    colLabels.forEach((label) => headRow.append(element('th', { text: label, attrs: { scope: 'col' } })));
    const body = element('tbody');
    const showValues = matrix.cols <= SHOW_VALUES_UP_TO;
    for (let r = 0; r < matrix.rows; ++r) {
      const tr = element('tr', {}, [element('th', { text: rowLabels[r], attrs: { scope: 'row' } })]);
      for (let c = 0; c < matrix.cols; ++c) {
        const value = matrix.data[r * matrix.cols + c];
        const isMasked = masked(r, c);
        const background = isMasked ? null : colour(value);
        const td = element('td', {
          className: isMasked ? 'masked' : '',
          text: showValues ? (isMasked ? '—' : format(value)) : '',
          attrs: { role: 'gridcell', tabindex: '-1', 'data-row': r, 'data-col': c,
            'aria-label': isMasked ? `${rowLabels[r]} cannot see ${colLabels[c]} (masked)` : describe(r, c, value) },
        });
        if (background) { td.style.background = background; td.style.color = textColourOn(background); }
        tr.append(td);
      }
      body.append(tr);
    }
    table.append(element('thead', {}, [headRow]), body);
    clear(scroller).append(table);
    const row = Math.min(focused.row, matrix.rows - 1), col = Math.min(focused.col, matrix.cols - 1);
    const start = cellAt(row, col);
    if (start) start.setAttribute('tabindex', '0');
    if (hadFocus && start) start.focus();
  }

  return { render, element: figure };
}
