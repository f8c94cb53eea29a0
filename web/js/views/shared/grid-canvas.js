// Drawing a matrix on a canvas: the layout (cell size from the width there is, label room, which
// labels fit) and the pixels (each cell's rectangle written into one image of device pixels, so a
// 64 x 256 grid costs one image, not 16,384 elements). No DOM besides the canvas; heatmap.js owns
// focus, keys and words.
import { parseRgb, textColourOn } from '../../colour/space.js';

export const FONT_SIZE = 12;
const FONT = `${FONT_SIZE}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
const BOLD_FONT = `bold ${FONT}`;
const LABEL_STEP = 8;        // px: label room grows in steps, and shrinks only when LABEL_SLACK
const LABEL_SLACK = 24;      // or more of it is unused, so a label one letter longer or shorter on
                             // each keystroke rarely resizes the canvas (which drops its pixels,
                             // state and resources, and costs fresh memory)
const LABEL_GAP = 5;         // px between a label and the grid
const LABEL_ROOM = 15;       // px a label needs across its line: thinner cells label every k-th
const MAX_LABEL = 120;       // px: longer labels end in an ellipsis
const VALUE_CELL = { width: 42, height: 34 };  // a cell that shows its number
const MAX_CELL = 24;         // px: the largest cell without a number
const MAX_CELL_AREA = 640;   // px: a grid's cells span at most this wide, however wide the page (a
                             // wider one is not easier to read, and every pixel is drawn and sent to
                             // the screen on each keystroke)
const MIN_CELL = 1;          // px: below this the grid scrolls instead of shrinking further (zoom reads it)

// Label widths, remembered: a keystroke redraws the same labels, and measureText is not free.
let measurer;
const widths = new Map();
function measure(text) {
  let width = widths.get(text);
  if (width === undefined) {
    measurer ??= document.createElement('canvas').getContext('2d');
    measurer.font = FONT;
    width = measurer.measureText(text).width;
    if (widths.size > 5000) widths.clear();
    widths.set(text, width);
  }
  return width;
}

function fitLabel(text) {
  if (measure(text) <= MAX_LABEL) return text;
  let cut = text;
  while (cut.length > 1 && measure(`${cut}…`) > MAX_LABEL) cut = cut.slice(0, -1);
  return `${cut}…`;
}

// Where everything goes, in CSS pixels. `view` is the shown window {row, col, rows, cols} (all of
// the matrix, or a zoomed region); `width` the room the grid has; `previous` the layout drawn
// last, whose label room is kept while the labels fit it with little to spare.
export function layoutGrid({ rowLabels, colLabels, view, width, showValues, dropValuesToFit = false, previous = null }) {
  const rowShown = rowLabels.slice(view.row, view.row + view.rows).map(fitLabel);
  const colShown = colLabels.slice(view.col, view.col + view.cols).map(fitLabel);
  const room = (labels, kept) => {
    const needed = Math.ceil(Math.max(0, ...labels.map(measure)) / LABEL_STEP) * LABEL_STEP + LABEL_GAP;
    return kept !== undefined && needed <= kept && kept - needed < LABEL_SLACK ? kept : needed;
  };
  const rowLabelWidth = room(rowShown, previous?.rowLabelWidth);
  const colLabelHeight = room(colShown, previous?.colLabelHeight);
  let cellWidth, cellHeight;
  if (showValues && dropValuesToFit && rowLabelWidth + view.cols * VALUE_CELL.width + 2 > width) showValues = false;
  if (showValues) {
    ({ width: cellWidth, height: cellHeight } = VALUE_CELL);
  } else {
    const fit = Math.floor(Math.min(width - rowLabelWidth - 2, MAX_CELL_AREA) / view.cols);
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

// Any CSS colour a theme may set ("#bbb", "teal") as the canvas writes it back: "#rrggbb".
function normalised(css) {
  measurer ??= document.createElement('canvas').getContext('2d');
  measurer.fillStyle = '#000000';
  measurer.fillStyle = css;
  return measurer.fillStyle;
}

// CSS colour -> [r, g, b], remembered: the colour maps return a few thousand distinct strings.
const rgbCache = new Map();
function rgbOf(css) {
  let rgb = rgbCache.get(css);
  if (!rgb) {
    rgb = parseRgb(css) ?? parseRgb(normalised(css)) ?? [0, 0, 0];
    if (rgbCache.size > 20000) rgbCache.clear();
    rgbCache.set(css, rgb);
  }
  return rgb;
}

// The cells' colours as a table of LEVELS steps across [lo, hi] (packed RGBA, as the canvas's
// bytes lie in memory): a 64 x 64 grid then costs a lookup per cell, not a colour map call and a
// parse. A step is 1/1023 of the range, far below what an eye can tell apart; the exact colour of
// a cell is still colour(value), which the readout and the status line use. Tables are kept, as
// most grids keep their scale from keystroke to keystroke (weights on [0, 1]): a scale is known by
// its domain and its colours at a few points (the colour function itself is made anew per render).
// A small grid (under TABLE_FROM_CELLS cells) colours each cell directly: cheaper than a table.
const LEVELS = 1024;
const TABLE_FROM_CELLS = 256;
const PROBES = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1];
const tables = new Map();  // scale key -> Uint32Array, the most recently used last
const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
function packRgb([r, g, b]) {
  return littleEndian ? ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0 : ((r << 24) | (g << 16) | (b << 8) | 255) >>> 0;
}
function colourTable(colour, lo, hi) {
  const key = `${lo} ${hi} ${PROBES.map((t) => colour(lo + (hi - lo) * t)).join()}`;
  let table = tables.get(key);
  if (table) {
    tables.delete(key);
  } else {
    table = new Uint32Array(LEVELS);
    for (let k = 0; k < LEVELS; ++k) table[k] = packRgb(rgbOf(colour(hi > lo ? lo + ((hi - lo) * k) / (LEVELS - 1) : lo)));
    if (tables.size >= 32) tables.delete(tables.keys().next().value);
  }
  tables.set(key, table);
  return table;
}
function cellColours(colour, lo, hi, cells) {
  if (cells < TABLE_FROM_CELLS) return (value) => packRgb(rgbOf(colour(value)));
  const table = colourTable(colour, lo, hi);
  return (value) => {
    const k = hi > lo ? Math.round(((value - lo) / (hi - lo)) * (LEVELS - 1)) : 0;
    return table[k < 0 ? 0 : k >= LEVELS ? LEVELS - 1 : k];
  };
}

// Where a grid is drawn: off the page where the browser allows it (an OffscreenCanvas: setting its
// font needs no style recalculation of the page), then handed to the visible canvas as a bitmap,
// without a copy. Elsewhere the visible canvas itself. Either way the context keeps its size and
// font between paints while they stay the same.
// Handing the bitmap over leaves the OffscreenCanvas without pixels, and its next drawing call
// makes new ones. Without a GPU that is slow for a canvas of about a megabyte, and the Position and
// Outputs tabs at 64 tokens paid it at the start of every keystroke's paint. So the pixels are made again as soon as the page is idle (which keeps
// a second buffer per grid between paints).
const surfaces = new WeakMap();  // visible canvas -> {target, context, font, useFont(), show()}
const whenIdle = (work) =>
  (typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 0));
function surfaceFor(canvas, pixelWidth, pixelHeight) {
  let surface = surfaces.get(canvas);
  if (!surface) {
    const offscreen = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(pixelWidth, pixelHeight) : null;
    const target = offscreen ?? canvas;
    const shown = offscreen && canvas.getContext('bitmaprenderer');
    let refilling = false;
    // Any drawing call makes the pixels; the next paint clears the whole canvas anyway.
    const refill = () => { refilling = false; surface.context.clearRect(0, 0, 1, 1); };
    surface = { target, context: target.getContext('2d'), font: '',
      show: shown ? () => {
        shown.transferFromImageBitmap(offscreen.transferToImageBitmap());
        if (!refilling) { refilling = true; whenIdle(refill); }
      } : () => {} };
    surface.useFont = (font) => {
      if (surface.font !== font) { surface.context.font = font; surface.font = font; }
    };
    surfaces.set(canvas, surface);
  }
  for (const node of new Set([surface.target, canvas])) {
    if (node.width === pixelWidth && node.height === pixelHeight) continue;
    node.width = pixelWidth;
    node.height = pixelHeight;
    surface.font = '';  // a resize resets the context
  }
  return surface;
}

// The pixels of a cell area, kept per context and reused while its size stays (no allocation per
// keystroke).
const cellPixels = new WeakMap();
function pixelsFor(context, width, height) {
  let image = cellPixels.get(context);
  if (!image || image.width !== width || image.height !== height) {
    image = context.createImageData(width, height);
    cellPixels.set(context, image);
  }
  return image;
}

// Writes a matrix's cells into the context's pixels, one rectangle of device pixels per cell:
// column c spans [xAt(c), xAt(c + 1)), row r [yAt(r), yAt(r + 1)) (view-relative indices, whole
// device pixels). A masked cell (a word its head does not read) gets maskedFill: {colour, period,
// width}, a solid colour (period 0) or stripes rising to the right, `width` device pixels in every
// `period` along a row, laid from the canvas's corner so neighbouring cells join. Written with the
// rest, not drawn over them: a one-sided head masks half its grid, and a fill per masked cell (about
// 2,000 at 64 words) made the browser's flush of the ALiBi keystroke's paint 1.4 times as long.
export function writeCells(context, { matrix, view, colour, domain, masked, maskedFill, xAt, yAt }) {
  const x0 = xAt(0), y0 = yAt(0);
  const areaWidth = xAt(view.cols) - x0, areaHeight = yAt(view.rows) - y0;
  if (areaWidth <= 0 || areaHeight <= 0) return;
  const image = pixelsFor(context, areaWidth, areaHeight);
  const pixels = new Uint32Array(image.data.buffer);
  pixels.fill(0);
  const cellColour = cellColours(colour, domain[0], domain[1], view.rows * view.cols);
  const columnStarts = Array.from({ length: view.cols + 1 }, (_, c) => xAt(c) - x0);
  const maskedColour = maskedFill ? packRgb(rgbOf(maskedFill.colour)) : 0;
  const striped = maskedFill && maskedFill.period > 0;
  const stripes = [];  // the masked cells to stripe once their rows are written: [row start, row end, x start, x end]
  for (let r = 0; r < view.rows; ++r) {
    const rowStart = yAt(r) - y0, rowEnd = yAt(r + 1) - y0;
    const row = view.row + r;
    for (let c = 0; c < view.cols; ++c) {
      const col = view.col + c;
      const isMasked = masked(row, col);
      if (isMasked && striped) { stripes.push([rowStart, rowEnd, columnStarts[c], columnStarts[c + 1]]); continue; }
      const packed = isMasked ? maskedColour : cellColour(matrix.data[row * matrix.cols + col]);
      pixels.fill(packed, rowStart * areaWidth + columnStarts[c], rowStart * areaWidth + columnStarts[c + 1]);
    }
    // The cell row's first pixel line, copied down to the rest of its lines.
    const line = pixels.subarray(rowStart * areaWidth, (rowStart + 1) * areaWidth);
    for (let y = rowStart + 1; y < rowEnd; ++y) pixels.set(line, y * areaWidth);
  }
  if (striped) {
    const { period, width } = maskedFill;
    for (const [top, bottom, left, right] of stripes) {
      for (let y = top; y < bottom; ++y) {
        const at = y * areaWidth;
        // Pixel (x, y) of the canvas is on a stripe when (x + y) mod period < width.
        for (let x = left; x < right; ++x) {
          const phase = (x + x0 + y + y0) % period;
          pixels[at + x] = phase < width ? maskedColour : 0;
        }
      }
    }
  }
  context.putImageData(image, x0, y0);
}

// Paints the grid. spec: {matrix, view, layout, colour(v), domain: [lo, hi] (the values colour()
// is read over), masked(r,c), cellText(v), showValues, focus: {row, col} | null, palette: {text,
// muted, line, background}}.
export function paintGrid(canvas, { matrix, view, layout, colour, domain, masked, cellText, showValues, focus, palette }) {
  const scale = window.devicePixelRatio || 1;
  const { rowLabelWidth: left, colLabelHeight: top, cellWidth: cw, cellHeight: ch } = layout;
  const cssWidth = `${layout.width}px`, cssHeight = `${layout.height}px`;
  if (canvas.style.width !== cssWidth) canvas.style.width = cssWidth;
  if (canvas.style.height !== cssHeight) canvas.style.height = cssHeight;
  const surface = surfaceFor(canvas, Math.round(layout.width * scale), Math.round(layout.height * scale));
  const { context, useFont } = surface;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, surface.target.width, surface.target.height);

  const x0 = Math.round(left * scale), y0 = Math.round(top * scale);
  const xAt = (c) => x0 + Math.round(c * cw * scale), yAt = (r) => y0 + Math.round(r * ch * scale);
  // Unread cells striped in the line colour, about a third of each 6 CSS pixels.
  const maskedFill = { colour: palette.line, period: Math.max(3, Math.round(6 * scale)), width: Math.max(1, Math.round(2.1 * scale)) };
  writeCells(context, { matrix, view, colour, domain, masked, maskedFill, xAt, yAt });
  // Big cells get a hairline between them, as the old table's borders did.
  if (cw >= 10 && ch >= 10) {
    context.fillStyle = palette.background;
    const line = Math.max(1, Math.round(scale));
    for (let c = 1; c < view.cols; ++c) context.fillRect(xAt(c), y0, line, yAt(view.rows) - y0);
    for (let r = 1; r < view.rows; ++r) context.fillRect(x0, yAt(r), xAt(view.cols) - x0, line);
  }

  context.setTransform(scale, 0, 0, scale, 0, 0);
  useFont(FONT);
  if (showValues) {
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (let r = 0; r < view.rows; ++r) {
      for (let c = 0; c < view.cols; ++c) {
        const row = view.row + r, col = view.col + c;
        const isMasked = masked(row, col);
        const value = matrix.data[row * matrix.cols + col];
        // A number wider than its cell is left out (the readout, the tooltip and the table keep
        // it): drawn, it would run over its neighbours ("1.7×10⁻⁵").
        const text = isMasked ? '—' : cellText(value);
        if (measure(text) > cw - 2) continue;
        context.fillStyle = isMasked ? palette.muted : textColourOn(colour(value));
        context.fillText(text, left + (c + 0.5) * cw, top + (r + 0.5) * ch);
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
    useFont(r === focusRow ? BOLD_FONT : FONT);
    context.fillStyle = r === focusRow ? palette.text : palette.muted;
    context.fillText(layout.rowLabels[r], left - LABEL_GAP, top + (r + 0.5) * ch);
  }
  if (top > 0) {
    context.textAlign = 'left';
    for (let c = 0; c < view.cols; ++c) {
      const labelled = c === focusCol || ((view.col + c) % layout.colEvery === 0 && !near(c, focusCol, layout.colEvery));
      if (!labelled) continue;
      context.setTransform(0, -scale, scale, 0, scale * (left + (c + 0.5) * cw), scale * (top - LABEL_GAP));  // turned a quarter left
      useFont(c === focusCol ? BOLD_FONT : FONT);
      context.fillStyle = c === focusCol ? palette.text : palette.muted;
      context.fillText(layout.colLabels[c], 0, 0);
    }
  }
  context.setTransform(scale, 0, 0, scale, 0, 0);
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
  surface.show();
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
