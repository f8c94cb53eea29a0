// A small line chart in SVG: one line per scheme, steps along x. Redrawn from the curves each time.
import { svgElement, svgTitle } from '../dom.js';
import { SCHEMES } from '../schemes.js';

// One colour a scheme, by the registry's order: grey for none, then ColorBrewer Dark2.
const PALETTE = ['#7f7f7f', '#1b9e77', '#d95f02', '#7570b3', '#e7298a', '#66a61e', '#e6ab02', '#a6761d'];
export const SCHEME_COLOURS = Object.fromEntries(SCHEMES.map((scheme, i) => [scheme, PALETTE[i % PALETTE.length]]));
const WIDTH = 320, HEIGHT = 160, PAD = { left: 36, right: 8, top: 8, bottom: 22 };

// curves: {scheme: [[step, value], ...]}; yMax: the top of the axis (1 for accuracy).
export function drawChart(svg, { curves, steps, yMax, label }) {
  const top = yMax ?? Math.max(1e-9, ...Object.values(curves).flat().map(([, v]) => v));
  const x = (step) => PAD.left + (WIDTH - PAD.left - PAD.right) * (step / Math.max(1, steps));
  const y = (v) => HEIGHT - PAD.bottom - (HEIGHT - PAD.top - PAD.bottom) * Math.min(1, v / top);
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  const axis = { stroke: 'currentColor', 'stroke-width': 1, opacity: 0.5 };
  const parts = [
    svgTitle(label),
    svgElement('line', { x1: PAD.left, y1: y(0), x2: WIDTH - PAD.right, y2: y(0), ...axis }),
    svgElement('line', { x1: PAD.left, y1: PAD.top, x2: PAD.left, y2: y(0), ...axis }),
  ];
  const text = (content, attrs) => Object.assign(svgElement('text', { 'font-size': 10, fill: 'currentColor', ...attrs }), { textContent: content });
  parts.push(text(top.toFixed(top >= 10 ? 0 : 2), { x: PAD.left - 4, y: PAD.top + 8, 'text-anchor': 'end' }));
  parts.push(text('0', { x: PAD.left - 4, y: y(0), 'text-anchor': 'end' }));
  parts.push(text(`${steps} steps`, { x: WIDTH - PAD.right, y: HEIGHT - 6, 'text-anchor': 'end' }));
  for (const [scheme, points] of Object.entries(curves)) {
    if (points.length === 0) continue;
    const d = points.map(([s, v], i) => `${i ? 'L' : 'M'}${x(s).toFixed(1)},${y(v).toFixed(1)}`).join('');
    parts.push(svgElement('path', { d, fill: 'none', stroke: SCHEME_COLOURS[scheme], 'stroke-width': 2, 'data-scheme': scheme }));
  }
  svg.replaceChildren(...parts);
}
