// Small line charts in SVG, redrawn from the numbers each time: the training curves (steps along
// x, one thin line per seed) and the length curves (test length along x, the seeds' mean as a line
// and their spread as a band), with the reference lines the reading speaks of.
import { svgElement, svgTitle } from '../util/dom.js';
import { formatShort } from '../util/format.js';
import { SCHEMES } from '../schemes/schemes.js';
import { t } from '../text/en/train.js';

// One colour a scheme, by the registry's order: grey for none, then ColorBrewer Dark2.
const PALETTE = ['#7f7f7f', '#1b9e77', '#d95f02', '#7570b3', '#e7298a', '#66a61e', '#e6ab02', '#a6761d'];
export const SCHEME_COLOURS = Object.fromEntries(SCHEMES.map((scheme, i) => [scheme, PALETTE[i % PALETTE.length]]));
// RoPE's scaled copies (the rope-scaling preset) in the same hue family, told apart by dashes.
const VARIANT_DASH = { '': '', tuned: '4 1 1 1', interpolation: '2 2', ntk: '6 3', 'interpolation-tuned': '1 3', 'ntk-tuned': '8 2 2 2' };
export const dashOf = (variant) => VARIANT_DASH[variant] ?? '';
// The plot area leaves margins for the labels, so no label is drawn over a curve: the reference
// lines' labels stand in the right margin, the learned table's marker label in the top one.
const WIDTH = 400, HEIGHT = 184, PAD = { left: 36, right: 84, top: 22, bottom: 24 };
const LABEL_LINE = 11;  // px between the lines of a label that wraps in the right margin

function frame(svg, label) {
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  // The plot area, unpainted: tests check that no label enters it.
  return [svgTitle(label), svgElement('rect', { x: PAD.left, y: PAD.top, width: WIDTH - PAD.left - PAD.right,
    height: HEIGHT - PAD.top - PAD.bottom, fill: 'none', stroke: 'none', 'data-plot': '' })];
}
const text = (content, attrs) => Object.assign(svgElement('text', { 'font-size': 10, fill: 'currentColor', ...attrs }), { textContent: content });
const axis = { stroke: 'currentColor', 'stroke-width': 1, opacity: 0.5 };

// series: [{key, scheme, variant, causal, points: [[step, value], ...]}]; yMax: the top of the axis.
// Runs with the mask are dashed; RoPE's scaled copies have dashes of their own.
export function drawChart(svg, { series, steps, yMax, label, lines = [] }) {
  const values = series.flatMap((s) => s.points.map(([, v]) => v));
  const top = yMax ?? Math.max(1e-9, ...values);
  const x = (step) => PAD.left + (WIDTH - PAD.left - PAD.right) * (step / Math.max(1, steps));
  const y = (v) => HEIGHT - PAD.bottom - (HEIGHT - PAD.top - PAD.bottom) * Math.min(1, v / top);
  const parts = frame(svg, label);
  parts.push(svgElement('line', { x1: PAD.left, y1: y(0), x2: WIDTH - PAD.right, y2: y(0), ...axis }),
    svgElement('line', { x1: PAD.left, y1: PAD.top, x2: PAD.left, y2: y(0), ...axis }),
    text(formatShort(top, top >= 10 ? 0 : 2), { x: PAD.left - 4, y: PAD.top + 8, 'text-anchor': 'end' }),
    text('0', { x: PAD.left - 4, y: y(0), 'text-anchor': 'end' }),
    text(t('train.stepsAxis', { steps }), { x: WIDTH - PAD.right, y: HEIGHT - 6, 'text-anchor': 'end' }));
  parts.push(...referenceLines(lines, y));
  for (const s of series) {
    if (s.points.length === 0) continue;
    const d = s.points.map(([step, v], i) => `${i ? 'L' : 'M'}${x(step).toFixed(1)},${y(v).toFixed(1)}`).join('');
    parts.push(svgElement('path', { d, fill: 'none', stroke: SCHEME_COLOURS[s.scheme], 'stroke-width': 1.5, 'stroke-dasharray': s.causal ? '5 3' : dashOf(s.variant), opacity: 0.85, 'data-scheme': s.scheme }));
  }
  svg.replaceChildren(...parts);
}

// The words of a label in lines of at most `room` characters (a long word keeps a line of its own).
function wrapped(label, room) {
  const lines = [];
  for (const word of label.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= room) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

// Horizontal reference lines: [{value, label}] (the order-blind ceiling, chance), each labelled in
// the right margin, beside its line's end.
function referenceLines(lines, y) {
  return lines.flatMap(({ value, label, id }) => {
    const rows = wrapped(label, 13);
    const top = y(value) + 3 - ((rows.length - 1) * LABEL_LINE) / 2;
    const tag = svgElement('text', { 'font-size': 10, fill: 'currentColor', opacity: 0.8, 'data-label': id });
    tag.append(...rows.map((row, i) => Object.assign(svgElement('tspan', { x: WIDTH - PAD.right + 4, y: top + i * LABEL_LINE }), { textContent: row })));
    return [svgElement('line', { x1: PAD.left, y1: y(value), x2: WIDTH - PAD.right, y2: y(value), stroke: 'currentColor', 'stroke-width': 1, 'stroke-dasharray': '4 3', opacity: 0.7, 'data-line': id }), tag];
  });
}

// groups: summarise() rows of one mask setting; factors: [1, 1.5, ...]; lines: reference lines;
// marker: {factor, label} a vertical line (where the learned table's trained rows end).
export function drawLengthChart(svg, { groups, factors, label, lines = [], marker = null }) {
  const logs = factors.map(Math.log2);
  const span = Math.max(1e-9, logs[logs.length - 1] - logs[0]);
  const x = (factor) => PAD.left + (WIDTH - PAD.left - PAD.right) * ((Math.log2(factor) - logs[0]) / span);
  const y = (v) => HEIGHT - PAD.bottom - (HEIGHT - PAD.top - PAD.bottom) * Math.min(1, Math.max(0, v));
  const parts = frame(svg, label);
  parts.push(svgElement('line', { x1: PAD.left, y1: y(0), x2: WIDTH - PAD.right, y2: y(0), ...axis }),
    svgElement('line', { x1: PAD.left, y1: PAD.top, x2: PAD.left, y2: y(0), ...axis }),
    text('100%', { x: PAD.left - 4, y: y(1) + 8, 'text-anchor': 'end' }),
    text('0', { x: PAD.left - 4, y: y(0), 'text-anchor': 'end' }));
  for (const f of factors) parts.push(text(`${formatShort(f)}×`, { x: x(f), y: HEIGHT - 8, 'text-anchor': 'middle' }));
  parts.push(...referenceLines(lines, y));
  if (marker) {
    parts.push(svgElement('line', { x1: x(marker.factor), y1: PAD.top, x2: x(marker.factor), y2: y(0), stroke: SCHEME_COLOURS.learned, 'stroke-width': 1, 'stroke-dasharray': '2 2', 'data-line': 'learned-rows' }),
      text(marker.label, { x: x(marker.factor), y: PAD.top - 6, fill: SCHEME_COLOURS.learned, 'data-label': 'learned-rows' }));
  }
  for (const g of groups) {
    const colour = SCHEME_COLOURS[g.scheme];
    const band = [...factors.map((f, k) => `${x(f).toFixed(1)},${y(g.max[k]).toFixed(1)}`),
      ...factors.map((f, k) => `${x(f).toFixed(1)},${y(g.min[k]).toFixed(1)}`).reverse()].join(' ');
    parts.push(svgElement('polygon', { points: band, fill: colour, opacity: 0.15 }));
    const d = factors.map((f, k) => `${k ? 'L' : 'M'}${x(f).toFixed(1)},${y(g.mean[k]).toFixed(1)}`).join('');
    parts.push(svgElement('path', { d, fill: 'none', stroke: colour, 'stroke-width': 2, 'stroke-dasharray': dashOf(g.variant), 'data-scheme': g.scheme, 'data-group': g.key }));
  }
  svg.replaceChildren(...parts);
}
