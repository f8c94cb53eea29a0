// Drawing a matrix on a canvas: the layout (cell size from the width there is, label room, which
// labels fit) and the pixels (cells at one device pixel each, scaled up without smoothing, so a
// 64 x 256 grid costs one image, not 16,384 elements). No DOM besides the canvas; heatmap.js owns
// focus, keys and words.
import { parseRgb, textColourOn } from '../../colour-space.js';

export const FONT_SIZE = 12;
const FONT = `${FONT_SIZE}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
const LABEL_GAP = 5;         // px between a label and the grid
const LABEL_ROOM = 15;       // px a label needs across its line: thinner cells label every k-th
const MAX_LABEL = 120;       // px: longer labels end in an ellipsis
const VALUE_CELL = { width: 42, height: 34 };  // a cell that shows its number
const MAX_CELL = 24;         // px: the largest cell without a number
const MIN_CELL = 1;          // px: below this the grid scrolls instead of shrinking further (zoom reads it)

let measurer;
function measure(text) {
  measurer ??= document.createElement('canvas').getContext('2d');
  measurer.font = FONT;
  return measurer.measureText(text).width;
}

function fitLabel(text) {
  if (measure(text) <= MAX_LABEL) return text;
  let cut = text;
  while (cut.length > 1 && measure(`${cut}…`) > MAX_LABEL) cut = cut.slice(0, -1);
  return `${cut}…`;
}

// Where everything goes, in CSS pixels. `view` is the shown window {row, col, rows, cols} (all of
// the matrix, or a zoomed region); `width` the room the grid has.
export function layoutGrid({ rowLabels, colLabels, view, width, showValues, dropValuesToFit = false }) {
  const rowShown = rowLabels.slice(view.row, view.row + view.rows).map(fitLabel);
  const colShown = colLabels.slice(view.col, view.col + view.cols).map(fitLabel);
  const rowLabelWidth = Math.ceil(Math.max(0, ...rowShown.map(measure))) + LABEL_GAP;
  const colLabelHeight = Math.ceil(Math.max(0, ...colShown.map(measure))) + LABEL_GAP;
  let cellWidth, cellHeight;
  if (showValues && dropValuesToFit && rowLabelWidth + view.cols * VALUE_CELL.width + 2 > width) showValues = false;
  if (showValues) {
    ({ width: cellWidth, height: cellHeight } = VALUE_CELL);
  } else {
    const fit = Math.floor((width - rowLabelWidth - 2) / view.cols);
    cellWidth = Math.max(MIN_CELL, Math.min(MAX_CELL, fit));
    // Rows keep room for a readable label line (16 px) when there are few of them; else square.
    cellHeight = Math.max(cellWidth, Math.min(16, Math.floor(480 / view.rows)));
  }
  return {
    rowLabels: rowShown, colLabels: colShown, rowLabelWidth, colLabelHeight, cellWidth, cellHeight, showValues,
    rowEvery: Math.max(1, Math.ceil(LABEL_ROOM / cellHeight)),
    colEvery: Math.max(1, Math.ceil(LABEL_ROOM / cellWidth)),
    width: rowLabelWidth + view.cols * cellWidth + 2,
    height: colLabelHeight + view.rows * cellHeight + 2,
  };
}

// CSS colour -> [r, g, b], remembered: the colour maps return a few thousand distinct strings.
const rgbCache = new Map();
function rgbOf(css) {
  let rgb = rgbCache.get(css);
  if (!rgb) {
    rgb = parseRgb(css) ?? [0, 0, 0];
    if (rgbCache.size > 20000) rgbCache.clear();
    rgbCache.set(css, rgb);
  }
  return rgb;
}

let hatchCache = { key: '', pattern: null };
function hatch(context, line, scale) {
  const key = `${line}@${scale}`;
  if (hatchCache.key !== key) {
    const tile = document.createElement('canvas');
    tile.width = tile.height = Math.round(6 * scale);
    const t = tile.getContext('2d');
    t.strokeStyle = line;
    t.lineWidth = 1.5 * scale;
    t.beginPath();
    for (const offset of [-tile.width, 0, tile.width]) { t.moveTo(offset, tile.height); t.lineTo(offset + tile.width, 0); }
    t.stroke();
    hatchCache = { key, pattern: context.createPattern(tile, 'repeat') };
  }
  return hatchCache.pattern;
}

// Paints the grid. spec: {matrix, view, layout, colour(v), masked(r,c), cellText(v), showValues,
// focus: {row, col} | null, palette: {text, muted, line, background}}.
export function paintGrid(canvas, { matrix, view, layout, colour, masked, cellText, showValues, focus, palette }) {
  const scale = window.devicePixelRatio || 1;
  const { rowLabelWidth: left, colLabelHeight: top, cellWidth: cw, cellHeight: ch } = layout;
  canvas.style.width = `${layout.width}px`;
  canvas.style.height = `${layout.height}px`;
  const pixelWidth = Math.round(layout.width * scale), pixelHeight = Math.round(layout.height * scale);
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
  const context = canvas.getContext('2d');
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);

  // Cells: one pixel each in a small image, drawn scaled without smoothing (hard cell edges).
  const image = new ImageData(view.cols, view.rows);
  const maskedCells = [];
  for (let r = 0; r < view.rows; ++r) {
    for (let c = 0; c < view.cols; ++c) {
      const row = view.row + r, col = view.col + c;
      const at = 4 * (r * view.cols + c);
      if (masked(row, col)) { maskedCells.push([r, c]); continue; }
      const [red, green, blue] = rgbOf(colour(matrix.data[row * matrix.cols + col]));
      image.data[at] = red; image.data[at + 1] = green; image.data[at + 2] = blue; image.data[at + 3] = 255;
    }
  }
  const cells = document.createElement('canvas');
  cells.width = view.cols; cells.height = view.rows;
  cells.getContext('2d').putImageData(image, 0, 0);
  context.imageSmoothingEnabled = false;
  const x0 = Math.round(left * scale), y0 = Math.round(top * scale);
  const xAt = (c) => x0 + Math.round(c * cw * scale), yAt = (r) => y0 + Math.round(r * ch * scale);
  context.drawImage(cells, x0, y0, xAt(view.cols) - x0, yAt(view.rows) - y0);
  if (maskedCells.length) {
    context.fillStyle = hatch(context, palette.line, scale);
    for (const [r, c] of maskedCells) context.fillRect(xAt(c), yAt(r), xAt(c + 1) - xAt(c), yAt(r + 1) - yAt(r));
  }
  // Big cells get a hairline between them, as the old table's borders did.
  if (cw >= 10 && ch >= 10) {
    context.fillStyle = palette.background;
    const line = Math.max(1, Math.round(scale));
    for (let c = 1; c < view.cols; ++c) context.fillRect(xAt(c), y0, line, yAt(view.rows) - y0);
    for (let r = 1; r < view.rows; ++r) context.fillRect(x0, yAt(r), xAt(view.cols) - x0, line);
  }

  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.font = FONT;
  if (showValues) {
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (let r = 0; r < view.rows; ++r) {
      for (let c = 0; c < view.cols; ++c) {
        const row = view.row + r, col = view.col + c;
        const isMasked = masked(row, col);
        const value = matrix.data[row * matrix.cols + col];
        context.fillStyle = isMasked ? palette.muted : textColourOn(colour(value));
        context.fillText(isMasked ? '—' : cellText(value), left + (c + 0.5) * cw, top + (r + 0.5) * ch);
      }
    }
  }

  // Labels: every k-th when cells are thin; the focused row and column always, in bold.
  const focusRow = focus ? focus.row - view.row : -1, focusCol = focus ? focus.col - view.col : -1;
  const near = (i, focused, every) => focused >= 0 && i !== focused && Math.abs(i - focused) < every;
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  for (let r = 0; r < view.rows; ++r) {
    const labelled = r === focusRow || ((view.row + r) % layout.rowEvery === 0 && !near(r, focusRow, layout.rowEvery));
    if (!labelled) continue;
    context.font = r === focusRow ? `bold ${FONT}` : FONT;
    context.fillStyle = r === focusRow ? palette.text : palette.muted;
    context.fillText(layout.rowLabels[r], left - LABEL_GAP, top + (r + 0.5) * ch);
  }
  if (top > 0) {
    context.textAlign = 'left';
    for (let c = 0; c < view.cols; ++c) {
      const labelled = c === focusCol || ((view.col + c) % layout.colEvery === 0 && !near(c, focusCol, layout.colEvery));
      if (!labelled) continue;
      context.save();
      context.translate(left + (c + 0.5) * cw, top - LABEL_GAP);
      context.rotate(-Math.PI / 2);
      context.font = c === focusCol ? `bold ${FONT}` : FONT;
      context.fillStyle = c === focusCol ? palette.text : palette.muted;
      context.fillText(layout.colLabels[c], 0, 0);
      context.restore();
    }
  }
  if (focus && focusRow >= 0 && focusCol >= 0 && focusRow < view.rows && focusCol < view.cols) {
    context.lineWidth = 2;
    context.strokeStyle = palette.text;
    context.strokeRect(left + focusCol * cw + 1, top + focusRow * ch + 1, Math.max(2, cw - 2), Math.max(2, ch - 2));
    if (cw >= 8 && ch >= 8) {
      context.strokeStyle = palette.background;
      context.lineWidth = 1;
      context.strokeRect(left + focusCol * cw + 2.5, top + focusRow * ch + 2.5, Math.max(1, cw - 5), Math.max(1, ch - 5));
    }
  }
}

// The cell under a point (CSS pixels from the canvas's corner), or null.
export function cellAtPoint(layout, view, x, y) {
  const col = Math.floor((x - layout.rowLabelWidth) / layout.cellWidth);
  const row = Math.floor((y - layout.colLabelHeight) / layout.cellHeight);
  if (col < 0 || row < 0 || col >= view.cols || row >= view.rows) return null;
  return { row: view.row + row, col: view.col + col };
}

// The centre of a cell, in CSS pixels from the canvas's corner.
export function cellCentre(layout, view, row, col) {
  return { x: layout.rowLabelWidth + (col - view.col + 0.5) * layout.cellWidth,
    y: layout.colLabelHeight + (row - view.row + 0.5) * layout.cellHeight };
}
