// A token-by-token (or token-by-dimension) matrix as one canvas and one focusable element: the
// arrow keys move a highlighted cell, and a polite status line says its row, column and value;
// pointing at a cell says the same. Every column is always shown (cells shrink and labels thin out to
// every k-th, the focused row and column always labelled); "Zoom in" shows the region around the
// focused cell at full size with its numbers. Colour is never the only cue: the value is in the status
// line, the colour scale's end values and a plain data table on demand. Every heatmap gets an export
// menu. Drawing is grid-canvas.js.
import { pointerReadout } from './pointer-readout.js';
import { element, trackedWidth } from '../../util/dom.js';
import { formatNumber, formatCell } from '../../util/format.js';
import { sequentialColour, divergingColour } from '../../colour/scales.js';
import { attachExportMenu } from '../../export/menu.js';
import { valueRange } from '../../util/value-range.js';
import { createDataTable } from './data-table.js';
import { layoutGrid, paintGrid, cellAtPoint, cellCentre } from './grid-canvas.js';
import { register, themeColours } from './figure-registry.js';
import { t } from '../../text/en/shared.js';

const SHOW_VALUES_UP_TO = 10;  // columns; beyond this the numbers no longer fit in a cell
const ZOOM_WINDOW = 12;        // rows and columns shown when zoomed in
const ZOOM_FROM = 16;          // a matrix with more rows or columns than this offers zoom

// The colour function a `domain` asks for: diverging around 0 when it spans both signs,
// sequential otherwise. Several grids given the same domain share one colour scale.
function colourForDomain([lo, hi]) {
  if (lo < 0 && hi > 0) {
    const limit = Math.max(-lo, hi);
    return (v) => divergingColour(v, limit);
  }
  return (v) => sequentialColour(v, lo, hi);
}

export function createHeatmap(root, { caption }) {
  const figure = element('figure', { className: 'heatmap' });
  const title = element('figcaption', { text: caption });
  const scroller = element('div', { className: 'heatmap-scroll' });
  const canvas = element('canvas', { attrs: { 'aria-hidden': 'true' } });
  const statusId = `heatmap-status-${Math.random().toString(36).slice(2, 9)}`;
  // The one tab stop. role=application passes the arrow keys to us in screen readers' browse mode.
  const surface = element('div', {
    className: 'heatmap-grid',
    attrs: { tabindex: '0', role: 'application', 'aria-roledescription': t('shared.grid'), 'aria-describedby': statusId },
  }, [canvas]);
  scroller.append(surface);
  const legend = element('div', { className: 'heatmap-legend', attrs: { role: 'img' } });
  const status = element('p', { className: 'heatmap-status', text: ' ', attrs: { id: statusId, 'aria-live': 'polite' } });
  const tools = element('div', { className: 'heatmap-tools' });
  const zoom = element('button', { className: 'quiet heatmap-zoom', text: t('shared.zoomIn'),
    attrs: { type: 'button', 'aria-pressed': 'false' } });
  figure.append(title, scroller, status, legend, tools);  // the readout right under the cells
  root.append(figure);
  let last = null;  // what the latest render drew, for the table, the exports and redraws
  const table = createDataTable(figure);
  tools.append(table.toggle, zoom);
  const exportMenu = attachExportMenu(tools, {
    title: () => title.textContent,
    svg: (figures) => figures.heatmapSvg({ ...last, title: title.textContent }),
    matrix: () => last,
  });
  let focused = { row: 0, col: 0 };
  let zoomed = false;
  let hasFocus = false;
  let drawn = null;  // {layout, view} of the latest paint, for pointing
  const grid = register(figure, () => paint());

  function describeCell(row, col) {
    const { matrix, rowLabels, colLabels, describe, masked } = last;
    if (masked(row, col)) return t('shared.cellMasked', { row: rowLabels[row], col: colLabels[col] });
    return describe(row, col, matrix.data[row * matrix.cols + col]);
  }

  function currentView() {
    const { rows, cols } = last.matrix;
    if (!zoomed) return { row: 0, col: 0, rows, cols };
    const windowRows = Math.min(rows, ZOOM_WINDOW), windowCols = Math.min(cols, ZOOM_WINDOW);
    const start = (at, size, total) => Math.max(0, Math.min(total - size, at - Math.floor(size / 2)));
    return { row: start(focused.row, windowRows, rows), col: start(focused.col, windowCols, cols), rows: windowRows, cols: windowCols };
  }

  // A new width (a window resized, a panel opened) redraws the cells to fit it.
  const roomWidth = trackedWidth(scroller, () => { if (last) paint(); });
  function paint() {
    if (!last) return;
    grid.stale = false;
    const view = currentView();
    const width = roomWidth() || 640;
    // A zoomed region always shows its numbers; a whole grid drops them where they would not fit
    // its box (a phone), so every column stays in view.
    const showValues = zoomed ? view.cols <= ZOOM_WINDOW : last.showValues;
    const layout = layoutGrid({ rowLabels: last.rowLabels, colLabels: last.colLabels, view, width, showValues,
      dropValuesToFit: !zoomed, previous: drawn?.layout });
    paintGrid(canvas, { ...last, view, layout, showValues: layout.showValues, focus: hasFocus || zoomed ? focused : null, palette: themeColours() });
    drawn = { layout, view };
  }

  // The readout: the cell last pointed at, rewritten with each result's numbers (else a grid out of
  // sight kept the previous sentence until it was pointed at again).
  const readout = pointerReadout(status, ({ row, col }) => (row < last.matrix.rows && col < last.matrix.cols ? describeCell(row, col) : null));
  const say = (row, col) => readout.point({ row, col });
  function announce() {
    say(focused.row, focused.col);
  }

  function moveTo(row, col) {
    const { rows, cols } = last.matrix;
    focused = { row: Math.max(0, Math.min(rows - 1, row)), col: Math.max(0, Math.min(cols - 1, col)) };
    paint();
    announce();
  }

  // The grid's height changes with the zoom: the button stays where the reader pressed it, so the
  // page does not jump (it moved 453 px down).
  function setZoom(on) {
    const before = zoom.isConnected ? zoom.getBoundingClientRect().top : 0;
    zoomed = on;
    zoom.setAttribute('aria-pressed', String(on));
    zoom.textContent = t(on ? 'shared.showAll' : 'shared.zoomIn');
    paint();
    const moved = zoom.isConnected ? zoom.getBoundingClientRect().top - before : 0;
    if (Math.abs(moved) > 1) window.scrollBy(0, moved);
  }
  zoom.addEventListener('click', () => setZoom(!zoomed));

  surface.addEventListener('keydown', (event) => {
    if (!last) return;
    const { rows, cols } = last.matrix;
    let { row, col } = focused;
    const page = zoomed ? ZOOM_WINDOW : 8;
    switch (event.key) {
      case 'ArrowRight': col += 1; break;
      case 'ArrowLeft': col -= 1; break;
      case 'ArrowDown': row += 1; break;
      case 'ArrowUp': row -= 1; break;
      case 'PageDown': row += page; break;
      case 'PageUp': row -= page; break;
      case 'Home': col = 0; if (event.ctrlKey) row = 0; break;
      case 'End': col = cols - 1; if (event.ctrlKey) row = rows - 1; break;
      case '+': case '=': if (!zoom.hidden) setZoom(true); event.preventDefault(); return;
      case '-': if (zoomed) setZoom(false); event.preventDefault(); return;
      default: return;
    }
    event.preventDefault();
    moveTo(row, col);
  });
  surface.addEventListener('focus', () => { hasFocus = true; if (last) { paint(); announce(); } });
  surface.addEventListener('blur', () => { hasFocus = false; if (last) paint(); });

  const pointed = (event) => {
    if (!drawn) return null;
    const box = canvas.getBoundingClientRect();
    return cellAtPoint(drawn.layout, drawn.view, event.clientX - box.left, event.clientY - box.top);
  };
  canvas.addEventListener('mousemove', (event) => {
    const cell = pointed(event);
    if (cell) say(cell.row, cell.col);
  });
  canvas.addEventListener('click', (event) => {
    const cell = pointed(event);
    if (!cell) return;
    focused = cell;
    surface.focus({ preventScroll: true });
    moveTo(cell.row, cell.col);
    // A tapped cell's value is read under the grid: on a short screen, bring that line into view.
    status.scrollIntoView?.({ block: 'nearest' });
  });

  // matrix: {rows, cols, data}; colour(value) -> css, or domain: [lo, hi] for a shared scale (the
  // colour then follows it: diverging around 0, else sequential); describe(row, col, value) ->
  // sentence; masked(row, col) -> true for cells the causal mask removed; cellText(value) -> the
  // short text written in a cell (the status keeps the exact value).
  function render({ matrix, rowLabels, colLabels, colour, domain, describe, masked = () => false,
    cellText = formatCell, caption: newCaption }) {
    if (newCaption) title.textContent = newCaption;
    const scale = domain ?? valueRange(matrix, masked);
    const showValues = matrix.cols <= SHOW_VALUES_UP_TO;
    last = { matrix, rowLabels, colLabels, colour: colour ?? colourForDomain(scale), domain: scale, describe, masked,
      cellText, showValues };
    const label = t('shared.gridLabel', { title: title.textContent, rows: matrix.rows, cols: matrix.cols });
    if (surface.getAttribute('aria-label') !== label) surface.setAttribute('aria-label', label);
    focused = { row: Math.min(focused.row, matrix.rows - 1), col: Math.min(focused.col, matrix.cols - 1) };
    const canZoom = matrix.rows > ZOOM_FROM || matrix.cols > ZOOM_FROM;
    zoom.hidden = !canZoom;
    if (!canZoom && zoomed) setZoom(false);
    figure.classList.toggle('dense', !showValues);
    if (grid.near || hasFocus) paint();
    else grid.stale = true;
    drawLegend(scale);
    table.render({ ...last, title: title.textContent });
    exportMenu.refresh();
    if (hasFocus) announce();
    else readout.refresh();
  }

  let legendDrawn = '';
  function drawLegend([lo, hi]) {
    const count = 9;
    const stops = Array.from({ length: count }, (_, i) => `${last.colour(lo + ((hi - lo) * i) / (count - 1))} ${(100 * i) / (count - 1)}%`);
    const key = `${lo} ${hi} ${stops.join()}`;
    if (key === legendDrawn) return;  // the same scale: leave the page as it is
    legendDrawn = key;
    const bar = element('span', { className: 'heatmap-legend-bar' });
    bar.style.background = `linear-gradient(to right, ${stops.join(', ')})`;
    legend.setAttribute('aria-label', t('shared.scale', { lo: formatNumber(lo, 3), hi: formatNumber(hi, 3) }));
    legend.replaceChildren(element('span', { text: formatNumber(lo, 3) }), bar, element('span', { text: formatNumber(hi, 3) }));
  }

  // What a cell shows, for checks that read the page as a learner does (its sentence, its number
  // and its colour) without a DOM element per cell; and where it is on screen, to point at it.
  figure.gridReadout = {
    size: () => ({ rows: last.matrix.rows, cols: last.matrix.cols }),
    labels: () => ({ rows: [...last.rowLabels], cols: [...last.colLabels] }),
    cell: (row, col) => {
      const value = last.matrix.data[row * last.matrix.cols + col];
      const masked = last.masked(row, col);
      return { label: describeCell(row, col), value, text: masked ? '—' : last.cellText(value),
        colour: masked ? null : last.colour(value), masked };
    },
    focused: () => ({ ...focused }),
    point: (row, col) => {
      if (grid.stale) paint();  // scrolled to, and the observer has not said so yet
      const box = canvas.getBoundingClientRect();
      const { x, y } = cellCentre(drawn.layout, drawn.view, row, col);
      return { x: box.left + x, y: box.top + y };
    },
  };

  return { render, element: figure };
}
