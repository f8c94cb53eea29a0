// Every head at once (seeded, then the two designed ones) as small weight maps. Each tile is a
// button: click or Enter selects that head for the other views. Pointing at a cell tells its value.
import { pointerReadout } from '../shared/pointer-readout.js';
import { element, clear } from '../../util/dom.js';
import { sequentialColour } from '../../colour/scales.js';
import { formatNumber, formatError, matrixValue } from '../../util/format.js';
import { tokenLabels } from '../../util/token-labels.js';
import { allHeads, selectedHeadIndex, readsKey, SAME_TOLERANCE } from '../../util/heads.js';
import { attachExportMenu } from '../../export/menu.js';
import { writeCells } from '../shared/grid-canvas.js';
import { themeColours, register } from '../shared/figure-registry.js';
import { say } from '../../content/claims.js';
import { headFacts, layerFacts, TILE_READS, LAYER_READS } from '../../content/english-facts.js';
import { t } from '../../text/en/heads.js';

const TILE_PIXELS = 128;  // drawn size in CSS pixels; the canvas is scaled for sharp screens

function drawWeights(canvas, head, maskedColour) {
  const { weights } = head;
  const scale = window.devicePixelRatio || 1;
  const size = Math.round(TILE_PIXELS * scale);
  if (canvas.width !== size || canvas.height !== size) canvas.width = canvas.height = size;
  const context = canvas.getContext('2d');
  // Whole-pixel edges, so neighbouring cells leave no hairline gaps.
  const edge = (i) => Math.floor((i * size) / weights.rows);
  writeCells(context, {
    matrix: weights, view: { row: 0, col: 0, rows: weights.rows, cols: weights.cols },
    colour: (v) => sequentialColour(v, 0, 1), domain: [0, 1], masked: (r, c) => !readsKey(head, r, c),
    maskedFill: { colour: maskedColour, period: 0 }, xAt: edge, yAt: edge });
}

// Every token gives each token it reads the same weight (to rounding).
function spreadsEvenly(head) {
  const { weights } = head;
  for (let r = 0; r < weights.rows; ++r) {
    const read = [...Array(weights.cols).keys()].filter((c) => readsKey(head, r, c));
    for (const c of read) if (Math.abs(matrixValue(weights, r, c) - 1 / read.length) > SAME_TOLERANCE) return false;
  }
  return weights.rows > 1;
}

export function createHeadGrid(root, { store }) {
  const grid = element('div', { className: 'head-grid', attrs: { role: 'group', 'aria-label': t('heads.grid') } });
  const status = element('p', { className: 'heatmap-status', text: ' ' });
  // With a trained English model whose card names none of the layer's heads, that said in words.
  const noneNamed = element('p', { className: 'note', attrs: { id: 'heads-none-named', hidden: '' } });
  root.append(grid, status, noneNamed);
  let tiles = [];
  let shown = null;  // what the pointer reads and the export draws: {result, labels}
  const exportTitle = t('heads.export');
  attachExportMenu(root, {
    title: () => exportTitle,
    svg: (figures) => figures.mapGridSvg({ title: exportTitle, maps: allHeads(shown.result.original).map((head) => ({
      label: head.label, matrix: head.weights, colour: (v) => sequentialColour(v, 0, 1),
      masked: (r, c) => !readsKey(head, r, c) })) }),
  });

  // The readout: the cell of a tile last pointed at ({index, row, col}), rewritten with each
  // result's numbers (pointer-readout.js).
  const readout = pointerReadout(status, ({ index, row, col }) => {
    const head = allHeads(shown.result.original)[index];
    if (!head || row >= head.weights.rows || col >= head.weights.cols) return null;
    const { labels } = shown;
    return !readsKey(head, row, col)
      ? t('heads.masked', { head: head.label, from: labels[row], to: labels[col] })
      : t('heads.cell', { head: head.label, from: labels[row], to: labels[col], weight: formatNumber(matrixValue(head.weights, row, col)) });
  });

  function makeTile(index) {
    const canvas = element('canvas', { attrs: { 'aria-hidden': 'true' } });
    // The selected tile's name ends in "(selected)", from this attribute (app.css).
    const name = element('span', { className: 'tile-name', attrs: { 'data-selected': t('heads.selected') } });
    const change = element('span', { className: 'tile-change' });
    const even = element('span', { className: 'tile-change tile-even' });
    const reads = element('span', { className: 'tile-change tile-reads' });  // a trained English head's place (its card)
    const tile = element('button', { className: 'head-tile', attrs: { type: 'button', 'data-head': index } }, [canvas, name, reads, change, even]);
    tile.addEventListener('click', () => store.set({ head: index }));
    canvas.addEventListener('mousemove', (event) => {
      if (!shown) return;
      const n = allHeads(shown.result.original)[index].weights.rows;
      const box = canvas.getBoundingClientRect();
      const row = Math.min(n - 1, Math.floor(((event.clientY - box.top) / box.height) * n));
      const col = Math.min(n - 1, Math.floor(((event.clientX - box.left) / box.width) * n));
      readout.point({ index, row, col });
    });
    return { tile, canvas, name, reads, change, even };
  }

  let drawn = null;  // the latest render's inputs, drawn again in a new theme (masked cells take its line colour)
  const view = {
    render(result, state) {
      drawn = [result, state];
      const heads = allHeads(result.original);
      if (tiles.length !== heads.length) {
        tiles = heads.map((_, i) => makeTile(i));
        clear(grid).append(...tiles.map((made) => made.tile));
      }
      shown = { result, labels: tokenLabels(result.tokens) };
      const selected = selectedHeadIndex(result, state);
      const maskedColour = themeColours().line;
      const english = result.englishModel;
      heads.forEach((head, i) => {
        const { tile, canvas, name, reads, change, even } = tiles[i];
        drawWeights(canvas, head, maskedColour);
        const error = result.comparison.headWeightErrors[i];
        name.textContent = head.label;
        change.textContent = t('heads.change', { error: formatError(error), same: error < SAME_TOLERANCE ? 'yes' : 'no' });
        // A flat tile is a measured fact, not a broken view: say so in words.
        even.textContent = spreadsEvenly(head) ? t('heads.even') : '';
        even.hidden = even.textContent === '';
        tile.setAttribute('aria-pressed', String(i === selected));
        // The English model's heads of the layer shown, named from its card (content/english-facts.js).
        reads.textContent = english && i < result.original.heads.length ? say(TILE_READS, headFacts(english, state.layer, i + 1)) : '';
        reads.hidden = reads.textContent === '';
      });
      noneNamed.textContent = english ? say(LAYER_READS, layerFacts(english, state.layer)) : '';
      noneNamed.hidden = noneNamed.textContent === '';
      readout.refresh();
    },
  };
  register(grid, () => { if (drawn) view.render(...drawn); });
  return view;
}
