// A token-by-token matrix as an accessible grid: a <table> with row and column headers, one
// focusable cell at a time (arrow keys, Home/End), each cell labelled with its value and meaning.
// Colour is never the only cue: the value is in the label, the status line, (when small) the cell,
// the colour scale's end values, and a plain data table on demand. Every heatmap gets an export menu.
import { element, clear } from '../dom.js';
import { formatNumber } from '../format.js';
import { textColourOn } from '../colormap.js';
import { attachExportMenu, heatmapSvg, legendStops } from '../export.js';
import { createDataTable } from './data-table.js';

const SHOW_VALUES_UP_TO = 10;  // tokens; beyond this the numbers no longer fit in a cell

export function createHeatmap(root, { caption }) {
  const figure = element('figure', { className: 'heatmap' });
  const title = element('figcaption', { text: caption });
  const scroller = element('div', { className: 'heatmap-scroll' });
  const legend = element('div', { className: 'heatmap-legend', attrs: { role: 'img' } });
  const status = element('p', { className: 'heatmap-status', text: ' ' });
  const tools = element('div', { className: 'heatmap-tools' });
  figure.append(title, scroller, legend, status, tools);
  root.append(figure);
  let last = null;  // what the latest render drew, for the table and the exports
  const table = createDataTable(figure);
  tools.append(table.toggle);
  const exportMenu = attachExportMenu(tools, {
    title: () => title.textContent,
    svg: () => heatmapSvg({ ...last, title: title.textContent }),
    matrix: () => last,
  });
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

  // The table's skeleton, rebuilt only when the number of rows or columns changes; a keystroke
  // inside a word, a new seed or a new scheme only refills it (rebuilding thousands of cells on
  // every keystroke made long sentences lag).
  let grid = null, columnHeaders = [], rowHeaders = [], cells = [];

  function buildGrid(rows, cols) {
    grid = element('table', { attrs: { role: 'grid', 'aria-readonly': 'true' } });
    // The corner cell stays in the accessibility tree: hiding it would shift every column header by one.
    const headRow = element('tr', {}, [element('td', { className: 'corner' })]);
    columnHeaders = Array.from({ length: cols }, () => headRow.appendChild(element('th', { attrs: { scope: 'col' } })));
    const body = element('tbody');
    rowHeaders = [];
    cells = [];
    for (let r = 0; r < rows; ++r) {
      const tr = body.appendChild(element('tr'));
      rowHeaders.push(tr.appendChild(element('th', { attrs: { scope: 'row' } })));
      cells.push(Array.from({ length: cols }, (_, c) => tr.appendChild(element('td', {
        attrs: { role: 'gridcell', tabindex: '-1', 'data-row': r, 'data-col': c } }))));
    }
    grid.append(element('thead', {}, [headRow]), body);
    clear(scroller).append(grid);
  }

  const setText = (node, text) => { if (node.textContent !== text) node.textContent = text; };

  // matrix: {rows, cols, data}; colour(value) -> css; describe(row, col, value) -> sentence;
  // masked(row, col) -> true for cells the causal mask removed; cellText(value) -> the short text
  // written in a cell (the label keeps the exact value); domain: [min, max] of a colour scale shared
  // with other grids (the legend then shows the shared scale, not this grid's own range).
  function render({ matrix, rowLabels, colLabels, colour, describe, masked = () => false,
    cellText = formatNumber, caption: newCaption, domain = null }) {
    if (newCaption) title.textContent = newCaption;
    hadFocus = figure.contains(document.activeElement);
    if (!grid || cells.length !== matrix.rows || columnHeaders.length !== matrix.cols) buildGrid(matrix.rows, matrix.cols);
    grid.setAttribute('aria-label', title.textContent);
    colLabels.forEach((label, c) => setText(columnHeaders[c], label));
    rowLabels.forEach((label, r) => setText(rowHeaders[r], label));
    const showValues = matrix.cols <= SHOW_VALUES_UP_TO;
    for (let r = 0; r < matrix.rows; ++r) {
      for (let c = 0; c < matrix.cols; ++c) {
        const td = cells[r][c];
        const value = matrix.data[r * matrix.cols + c];
        const isMasked = masked(r, c);
        td.className = isMasked ? 'masked' : '';
        setText(td, showValues ? (isMasked ? '—' : cellText(value)) : '');
        td.setAttribute('aria-label', isMasked ? `${rowLabels[r]} cannot see ${colLabels[c]} (masked)` : describe(r, c, value));
        const background = isMasked ? '' : colour(value);
        td.style.background = background;
        td.style.color = background && showValues ? textColourOn(background) : '';  // dense cells have no text
      }
    }
    figure.classList.toggle('dense', !showValues);
    last = { matrix, rowLabels, colLabels, colour, masked, showValues, domain };
    drawLegend();
    table.render({ ...last, title: title.textContent });
    exportMenu.refresh();
    const row = Math.min(focused.row, matrix.rows - 1), col = Math.min(focused.col, matrix.cols - 1);
    scroller.querySelectorAll('td[tabindex="0"]').forEach((c) => c.setAttribute('tabindex', '-1'));
    const start = cellAt(row, col);
    if (start) start.setAttribute('tabindex', '0');
    if (hadFocus && start) start.focus();
    if (hadFocus && start) status.textContent = start.getAttribute('aria-label');
  }

  function drawLegend() {
    const { lo, hi, stops } = last.domain ? sharedStops(last.domain, last.colour) : legendStops(last.matrix, last.colour, last.masked);
    const bar = element('span', { className: 'heatmap-legend-bar' });
    bar.style.background = `linear-gradient(to right, ${stops.map((s) => `${s.colour} ${s.offset * 100}%`).join(', ')})`;
    legend.setAttribute('aria-label', `Colour scale from ${formatNumber(lo, 3)} to ${formatNumber(hi, 3)}`);
    legend.replaceChildren(element('span', { text: formatNumber(lo, 3) }), bar, element('span', { text: formatNumber(hi, 3) }));
  }

  return { render, element: figure };
}

function sharedStops([lo, hi], colour, count = 9) {
  return { lo, hi, stops: Array.from({ length: count }, (_, i) => ({ offset: i / (count - 1), colour: colour(lo + ((hi - lo) * i) / (count - 1)) })) };
}
