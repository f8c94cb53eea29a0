// Figures and matrices out of the page, made entirely in the browser (no network, CSP-safe: only
// blob: URLs): the files behind every Export menu (menu.js). The page loads this code as a
// script of its own (export.js, built from entries/export.js) the first time a reader exports.
//
// standaloneSvg() copies the computed colours and fonts onto a clone of an on-screen <svg>, so the
// file looks as the figure did (including its theme) without the page's stylesheet.
import { svgElement, svgTitle } from '../util/dom.js';
import { textColourOn } from '../colour/space.js';
import { formatNumber, formatCell } from '../util/format.js';
import { valueRange } from '../util/value-range.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const STYLE_PROPERTIES = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray',
  'opacity', 'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline', 'visibility'];

function svgText(text, attrs) {
  const node = svgElement('text', attrs);
  node.textContent = text;  // serialised with escaping: user text never becomes markup
  return node;
}

const serialise = (svg) => `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}`;

let measuring;
function textWidth(text, size, weight = 'normal') {
  measuring ??= document.createElement('canvas').getContext('2d');
  measuring.font = `${weight} ${size}px ${FONT}`;
  return measuring.measureText(text).width;
}

// The colours a heatmap uses, from its smallest to its largest value, as (offset, colour) stops.
export function legendStops(matrix, colour, masked = () => false, count = 9) {
  const [lo, hi] = valueRange(matrix, masked);
  const stops = Array.from({ length: count }, (_, i) => ({ offset: i / (count - 1), colour: colour(lo + ((hi - lo) * i) / (count - 1)) }));
  return { lo, hi, stops };
}

// A heatmap as a standalone SVG document: the same cell colours, token labels, a title and a
// colour scale, on white (a figure for slides and papers, whatever the page's theme).
export function heatmapSvg({ title, matrix, rowLabels, colLabels, colour, masked = () => false, showValues }) {
  const cell = showValues ? 40 : 14;
  const pad = 16, labelSize = 12, titleSize = 15, gap = 6;
  const rowLabelWidth = Math.ceil(Math.max(0, ...rowLabels.map((l) => textWidth(l, labelSize)))) + gap;
  const colLabelHeight = Math.ceil(Math.max(0, ...colLabels.map((l) => textWidth(l, labelSize)))) + gap;
  const gridLeft = pad + rowLabelWidth;
  const gridTop = pad + titleSize + 10 + colLabelHeight;
  const gridWidth = matrix.cols * cell, gridHeight = matrix.rows * cell;
  const legendTop = gridTop + gridHeight + 14;
  const width = Math.ceil(Math.max(gridLeft + gridWidth, pad + textWidth(title, titleSize, 'bold'), gridLeft + 240) + pad);
  const height = legendTop + 12 + 18 + pad;

  const { lo, hi, stops } = legendStops(matrix, colour, masked);
  const svg = svgElement('svg', { xmlns: SVG_NS, width, height, viewBox: `0 0 ${width} ${height}`,
    'font-family': FONT, role: 'img', 'aria-label': title });
  const defs = svgElement('defs', {}, [
    svgElement('pattern', { id: 'masked', width: 6, height: 6, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, [
      svgElement('rect', { width: 6, height: 6, fill: '#ffffff' }),
      svgElement('line', { x1: 0, y1: 0, x2: 0, y2: 6, stroke: '#b0b0b0', 'stroke-width': 2 })]),
    svgElement('linearGradient', { id: 'scale' }, stops.map((s) => svgElement('stop', { offset: s.offset, 'stop-color': s.colour }))),
  ]);

  const labels = svgElement('g', { 'font-size': labelSize, fill: '#333333' });
  rowLabels.forEach((label, r) => labels.append(svgText(label,
    { x: gridLeft - gap, y: gridTop + r * cell + cell / 2, 'text-anchor': 'end', 'dominant-baseline': 'central' })));
  colLabels.forEach((label, c) => {
    const x = gridLeft + c * cell + cell / 2, y = gridTop - gap;
    labels.append(svgText(label, { x, y, transform: `rotate(-90 ${x} ${y})`, 'dominant-baseline': 'central' }));
  });

  const cells = svgElement('g', { stroke: '#ffffff', 'stroke-width': showValues ? 1 : 0 });
  const values = svgElement('g', { 'font-size': 11, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
  for (let r = 0; r < matrix.rows; ++r) {
    for (let c = 0; c < matrix.cols; ++c) {
      const value = matrix.data[r * matrix.cols + c];
      const isMasked = masked(r, c);
      const fill = isMasked ? 'url(#masked)' : colour(value);
      cells.append(svgElement('rect', { x: gridLeft + c * cell, y: gridTop + r * cell, width: cell, height: cell, fill }));
      if (showValues) {
        values.append(svgText(isMasked ? '—' : formatCell(value), { x: gridLeft + c * cell + cell / 2,
          y: gridTop + r * cell + cell / 2, fill: isMasked ? '#555555' : textColourOn(fill) }));
      }
    }
  }

  const legend = svgElement('g', { 'font-size': labelSize, fill: '#333333' }, [
    svgText(formatNumber(lo, 3), { x: gridLeft, y: legendTop + 6, 'dominant-baseline': 'central' }),
    svgElement('rect', { x: gridLeft + 48, y: legendTop, width: 140, height: 12, fill: 'url(#scale)', stroke: '#999999', 'stroke-width': 0.5 }),
    svgText(formatNumber(hi, 3), { x: gridLeft + 196, y: legendTop + 6, 'dominant-baseline': 'central' }),
  ]);
  svg.append(defs, svgElement('rect', { width, height, fill: '#ffffff' }),
    svgText(title, { x: pad, y: pad + titleSize, 'font-size': titleSize, 'font-weight': 'bold' }),
    cells, values, labels, legend);
  return serialise(svg);
}

// Labelled horizontal bars as a standalone SVG on white: label, bar and the value written beside
// it (for the bar charts: displacement, the walkthrough's vectors and weights).
export function barChartSvg({ title, labels, values, format = (v) => formatNumber(v, 3) }) {
  const pad = 16, labelSize = 12, titleSize = 15, rowHeight = 22, barWidth = 240, gap = 8;
  const labelWidth = Math.ceil(Math.max(0, ...labels.map((l) => textWidth(l, labelSize)))) + gap;
  const valueWidth = Math.ceil(Math.max(0, ...values.map((v) => textWidth(format(v), labelSize)))) + gap;
  const top = pad + titleSize + 12;
  const width = Math.ceil(Math.max(pad + labelWidth + barWidth + gap + valueWidth, pad + textWidth(title, titleSize, 'bold')) + pad);
  const height = top + labels.length * rowHeight + pad;
  const max = Math.max(0, ...values.map(Math.abs));
  const svg = svgElement('svg', { xmlns: SVG_NS, width, height, viewBox: `0 0 ${width} ${height}`,
    'font-family': FONT, role: 'img', 'aria-label': title });
  const rows = svgElement('g', { 'font-size': labelSize, fill: '#333333', 'dominant-baseline': 'central' });
  labels.forEach((label, i) => {
    const y = top + i * rowHeight, length = max > 0 ? (barWidth * Math.abs(values[i])) / max : 0;
    rows.append(
      svgText(label, { x: pad + labelWidth - gap, y: y + rowHeight / 2, 'text-anchor': 'end' }),
      svgElement('rect', { x: pad + labelWidth, y: y + 4, width: barWidth, height: rowHeight - 8, fill: '#eeeeee' }),
      svgElement('rect', { x: pad + labelWidth, y: y + 4, width: length, height: rowHeight - 8, fill: '#2b5fb4' }),
      svgText(format(values[i]), { x: pad + labelWidth + barWidth + gap, y: y + rowHeight / 2 }));
  });
  svg.append(svgElement('rect', { width, height, fill: '#ffffff' }),
    svgText(title, { x: pad, y: pad + titleSize, 'font-size': titleSize, 'font-weight': 'bold' }), rows);
  return serialise(svg);
}

// Several small weight maps side by side with their names (the head grid) as one SVG on white.
export function mapGridSvg({ title, maps, tile = 120 }) {
  const pad = 16, titleSize = 15, labelSize = 12, gap = 16, perRow = Math.min(4, maps.length);
  const rowsOfTiles = Math.ceil(maps.length / perRow);
  const top = pad + titleSize + 12;
  const width = Math.ceil(Math.max(pad * 2 + perRow * tile + (perRow - 1) * gap, pad * 2 + textWidth(title, titleSize, 'bold')));
  const height = top + rowsOfTiles * (tile + labelSize + 12) + pad;
  const svg = svgElement('svg', { xmlns: SVG_NS, width, height, viewBox: `0 0 ${width} ${height}`,
    'font-family': FONT, role: 'img', 'aria-label': title });
  svg.append(svgElement('rect', { width, height, fill: '#ffffff' }),
    svgText(title, { x: pad, y: pad + titleSize, 'font-size': titleSize, 'font-weight': 'bold' }));
  maps.forEach(({ label, matrix, colour, masked = () => false }, index) => {
    const left = pad + (index % perRow) * (tile + gap), y0 = top + Math.floor(index / perRow) * (tile + labelSize + 12);
    const cell = tile / matrix.rows;
    for (let r = 0; r < matrix.rows; ++r) {
      for (let c = 0; c < matrix.cols; ++c) {
        svg.append(svgElement('rect', { x: left + c * cell, y: y0 + r * cell, width: cell, height: cell,
          fill: masked(r, c) ? '#dddddd' : colour(matrix.data[r * matrix.cols + c]) }));
      }
    }
    svg.append(svgText(label, { x: left, y: y0 + tile + labelSize + 2, 'font-size': labelSize, fill: '#333333' }));
  });
  return serialise(svg);
}

// An on-screen <svg> as a standalone document: computed styles inlined, its size fixed, and the
// background it sits on painted behind it.
export function standaloneSvg(onScreen, { title } = {}) {
  const clone = onScreen.cloneNode(true);
  const sources = [onScreen, ...onScreen.querySelectorAll('*')];
  const copies = [clone, ...clone.querySelectorAll('*')];
  sources.forEach((source, i) => {
    const computed = getComputedStyle(source);
    for (const name of STYLE_PROPERTIES) copies[i].style.setProperty(name, computed.getPropertyValue(name));
    copies[i].removeAttribute('class');
  });
  const box = onScreen.getBoundingClientRect();
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('width', String(Math.ceil(box.width)));
  clone.setAttribute('height', String(Math.ceil(box.height)));
  if (!clone.hasAttribute('viewBox')) clone.setAttribute('viewBox', `0 0 ${Math.ceil(box.width)} ${Math.ceil(box.height)}`);
  let holder = onScreen.parentElement;
  while (holder && getComputedStyle(holder).backgroundColor === 'rgba(0, 0, 0, 0)') holder = holder.parentElement;
  const background = holder ? getComputedStyle(holder).backgroundColor : '#ffffff';
  const [x, y, w, h] = clone.getAttribute('viewBox').split(/[\s,]+/);
  clone.prepend(svgElement('rect', { x, y, width: w, height: h, fill: background }));
  if (title) clone.prepend(svgTitle(title));
  return serialise(clone);
}

// SVG text -> PNG blob, drawn through a canvas at `scale` times the SVG's size.
export async function svgToPng(svg, scale = 2) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(image.naturalWidth * scale);
    canvas.height = Math.ceil(image.naturalHeight * scale);
    canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve, reject) => canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(t('export.pngFailed')))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

// RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; lines end in CRLF.
// A text field (a label: a token as typed) that begins with = + - @ (or a tab or carriage return)
// would run as a formula in a spreadsheet, so it gets a leading apostrophe, as spreadsheet makers
// advise. Numbers are written by matrixCsv without this function: -0.25 stays a number.
export function csvField(text) {
  const value = /^[=+\-@\t\r]/.test(String(text)) ? `'${text}` : String(text);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// {rowLabels, colLabels, matrix} -> CSV: a header row of column labels, then one row per matrix row
// headed by its label. Numbers are written in full (JavaScript's shortest exact form).
export function matrixCsv({ rowLabels, colLabels, matrix }) {
  const lines = [['', ...colLabels].map(csvField).join(',')];
  for (let r = 0; r < matrix.rows; ++r) {
    const values = Array.from(matrix.data.subarray(r * matrix.cols, (r + 1) * matrix.cols), String);
    lines.push([csvField(rowLabels[r]), ...values].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function matrixJson({ title, rowLabels, colLabels, matrix }) {
  const values = Array.from({ length: matrix.rows }, (_, r) => Array.from(matrix.data.subarray(r * matrix.cols, (r + 1) * matrix.cols)));
  return `${JSON.stringify({ title, rowLabels, colLabels, values }, null, 1)}\n`;
}
