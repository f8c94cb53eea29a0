// The selected head as arcs over the tokens in their original order: an arc from token i to token
// j is i's weight on j (thickness and opacity grow with it). Arcs above the row look back, below
// look ahead; a ring is a token's weight on itself. Drawn as SVG so it can be exported.
// Like the heatmaps, it waits to be drawn while it is far out of sight (register, figure-registry.js): at 64
// tokens it sits a screen below the head grid, and redrawing its 250 arcs and 64 tokens was a large
// part of every keystroke (bench/README.md has the figures).
import { pointerReadout } from '../shared/pointer-readout.js';
import { element, svgElement, trackedWidth } from '../../util/dom.js';
import { register } from '../shared/figure-registry.js';
import { formatNumber, matrixRow, matrixValue } from '../../util/format.js';
import { tokenLabels } from '../../util/token-labels.js';
import { allHeads, selectedHeadIndex } from '../../util/heads.js';
import { attachExportMenu } from '../../export/menu.js';
import { t } from '../../text/en/heads.js';

const EDGE = 8;            // px between the outer tokens and the picture's edge
const MAX_RISE = 120;      // px: the tallest arc
const LABEL_GAP = 14;      // px from the token text to where arcs start
const CHARACTER = 7.5;     // px: a rough width per character, to space the tokens
// Past this many tokens the picture is thinned: each token shows its two strongest arcs, and all of
// its own when pointed at or focused (at 61 tokens every arc at once was unreadable).
const DENSE_FROM = 25;
const STRONGEST_SHOWN = 2;

// A weight's line: never invisible when above the threshold, full and thick at weight 1.
const strokeWidth = (w) => (0.75 + 7 * w).toFixed(2);
const strokeOpacity = (w) => (0.25 + 0.75 * w).toFixed(2);

function strongest(weights, row, count) {
  return matrixRow(weights, row).map((w, col) => ({ col, w }))
    .filter(({ w }) => w > 0).sort((a, b) => b.w - a.w).slice(0, count);
}

export function createHeadArcs(root, { store }) {
  const control = element('div', { className: 'setting' });
  const slider = element('input', { attrs: { type: 'range', id: 'arc-threshold', min: 0, max: 1, step: 0.01 } });
  const readout = element('output', { className: 'readout', attrs: { for: 'arc-threshold' } });
  control.append(element('label', { text: t('heads.threshold'), attrs: { for: 'arc-threshold' } }), slider, readout);
  const figure = element('figure', { className: 'arcs' });
  const caption = element('figcaption');
  const scroller = element('div', { className: 'arcs-scroll' });
  const status = element('p', { className: 'heatmap-status', text: ' ' });
  const listTitle = element('summary', { text: t('heads.asText') });
  const list = element('ol', { className: 'arc-list', attrs: { id: 'arc-list' } });
  const asText = element('details', { className: 'arc-text' }, [listTitle, list]);
  figure.append(caption, scroller, status, asText);
  root.append(control, figure);
  const exportMenu = attachExportMenu(figure, {
    title: () => caption.textContent,
    svg: (figures) => {
      drawIfStale();
      return figures.standaloneSvg(scroller.querySelector('svg'), { title: caption.textContent });
    },
  });
  slider.addEventListener('input', () => store.set({ arcThreshold: Number(slider.value) }));

  let focusedToken = 0;
  let summaries = [];  // per token: its strongest weights, as a sentence
  let describeArc = () => '';  // the latest draw's wording for the arc from token i to token j

  // The picture is built once and updated in place: a keystroke at 64 tokens used to rebuild some
  // 700 SVG nodes (each arc with its own tooltip, each token's box and text) and the list under it.
  // An arc says what it is in the status line as the pointer crosses it.
  const svg = svgElement('svg', { class: 'arc-view', role: 'group' });
  const arcs = svgElement('g', { 'aria-hidden': 'true' });
  const tokens = svgElement('g');
  svg.append(arcs, tokens);
  scroller.append(svg);

  // The status line: the token or the arc last pointed at ({token} or {from, to}), rewritten with
  // each result's numbers (pointer-readout.js).
  const statusLine = pointerReadout(status, (at) => {
    const n = summaries.length;
    if ('token' in at) return at.token < n ? summaries[at.token] : null;
    return at.from < n && at.to < n ? describeArc(at.from, at.to) : null;
  });
  let highlighted = null;  // the token whose arcs are lit (pointer or focus), kept across redraws
  function highlight(token) {
    highlighted = token !== null && token < tokens.children.length ? token : null;
    svg.classList.toggle('focusing', token !== null);
    for (const arc of arcs.children) arc.classList.toggle('lit', Number(arc.dataset.from) === token);
    if (token !== null) statusLine.point({ token });
  }
  const tokenNodes = () => [...tokens.children];

  svg.addEventListener('mouseover', (event) => {
    const arc = event.target.closest('[data-from]');
    const token = event.target.closest('.arc-token');
    if (arc) statusLine.point({ from: Number(arc.dataset.from), to: Number(arc.dataset.to) });
    if (token) highlight(Number(token.dataset.index));
  });
  svg.addEventListener('mouseleave', () => highlight(null));
  svg.addEventListener('focusin', (event) => {
    drawIfStale();
    const token = event.target.closest('.arc-token');
    if (token) { focusedToken = Number(token.dataset.index); highlight(focusedToken); }
  });
  svg.addEventListener('focusout', () => highlight(null));
  svg.addEventListener('keydown', (event) => {
    const nodes = tokenNodes();
    const at = nodes.indexOf(event.target);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: nodes.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = nodes[Math.max(0, Math.min(nodes.length - 1, next))];
    nodes.forEach((node) => node.setAttribute('tabindex', '-1'));
    target.setAttribute('tabindex', '0');
    target.focus();
  });

  let drawn = null;  // the latest [result, state], drawn again when the width changes
  const roomWidth = trackedWidth(scroller, () => { if (drawn) view.render(...drawn); });
  const sight = register(figure, () => { if (drawn) draw(...drawn); });
  // Opened, focused or exported while out of sight: the latest numbers first.
  function drawIfStale() { if (sight.stale && drawn) draw(...drawn); }
  asText.addEventListener('toggle', drawIfStale);

  // What the figure says in words: each token's strongest weights (its label for a screen reader,
  // and the list "as text"), and the tokens' own text. Written at every render, even while the
  // picture waits out of sight, so nothing reads an earlier sentence's numbers.
  function describe(result, state) {
    const head = allHeads(result.original)[selectedHeadIndex(result, state)];
    const labels = tokenLabels(result.tokens);
    const n = labels.length;
    assign(svg, { 'aria-label': t('heads.arcsLabel', { head: head.label }) });
    describeArc = (i, j) => t('heads.arc', { from: labels[i], to: labels[j], weight: formatNumber(matrixValue(head.weights, i, j)), head: head.label });
    summaries = labels.map((label, i) => {
      const top = strongest(head.weights, i, 3).map(({ col, w }) => t('heads.weight', { token: labels[col], weight: formatNumber(w) }));
      return t('heads.strongest', { token: label, top: top.join(t('heads.listSeparator')) });
    });
    focusedToken = Math.min(focusedToken, n - 1);
    labels.forEach((label, i) => {
      let group = tokens.children[i];
      if (!group) tokens.append(group = svgElement('g', {}, [svgElement('rect'), svgElement('text')]));
      assign(group, { class: 'arc-token', tabindex: i === focusedToken ? 0 : -1, 'data-index': i, role: 'img', 'aria-label': summaries[i] });
      const text = group.children[1];
      if (text.textContent !== result.tokens[i].text) text.textContent = result.tokens[i].text;
    });
    trim(tokens, n);
    labels.forEach((_, i) => {
      const item = list.children[i] ?? list.appendChild(element('li'));
      if (item.textContent !== summaries[i]) item.textContent = summaries[i];
    });
    trim(list, n);
    statusLine.refresh();
    return { head, n };
  }

  function draw(result, state) {
    sight.stale = false;
    const hadFocus = svg.contains(document.activeElement);
    const { head, n } = describe(result, state);
    const threshold = state.arcThreshold;

    // Spread the tokens over the width there is: every token fits. When the labels no longer fit
    // side by side they stand upright, and the row between the arcs grows to hold them.
    const longest = CHARACTER * Math.max(...result.tokens.map((token) => token.text.length));
    const needed = Math.max(56, longest + 16);
    const fits = ((roomWidth() || 640) - 2 * EDGE) / Math.max(1, n);
    const step = Math.max(6, Math.min(150, fits));
    const upright = step < needed;
    const fontSize = upright ? Math.max(6, Math.min(12, step - 2)) : null;
    const labelGap = upright ? Math.min(70, (longest * (fontSize / 12)) / 2 + 8) : LABEL_GAP;
    const pad = step / 2 + EDGE;  // half a token box, so the outer boxes fit
    const x = (i) => pad + i * step;
    const rise = (i, j) => Math.min(MAX_RISE, Math.abs(i - j) * step * 0.45);
    const height = 2 * (MAX_RISE + labelGap + EDGE);
    const baseline = height / 2;
    assign(svg, { width: n * step + 2 * EDGE, height, viewBox: `0 0 ${n * step + 2 * EDGE} ${height}` });

    const dense = n >= DENSE_FROM;
    svg.classList.toggle('dense', dense);
    let drawnArcs = 0;
    for (let i = 0; i < n; ++i) {
      const shown = dense ? new Set(strongest(head.weights, i, STRONGEST_SHOWN).map(({ col }) => col)) : null;
      for (let j = 0; j < n; ++j) {
        const w = matrixValue(head.weights, i, j);
        if (w <= 0 || w < threshold) continue;
        const common = { 'data-from': i, 'data-to': j, 'stroke-width': strokeWidth(w), 'stroke-opacity': strokeOpacity(w) };
        const minor = shown && !shown.has(j) ? ' minor' : '';
        if (i === j) {
          assign(reused(arcs, drawnArcs++, 'circle'), { ...common, class: `arc self${minor}`, cx: x(i), cy: baseline - labelGap - Math.min(7, step / 2), r: Math.min(6, step / 2 - 1) });
          continue;
        }
        const back = j < i;  // looking back: above the row
        const y = back ? baseline - labelGap : baseline + labelGap;
        const peak = back ? y - 2 * rise(i, j) : y + 2 * rise(i, j);  // a quadratic curve reaches half its control height
        assign(reused(arcs, drawnArcs++, 'path'), { ...common, class: `${back ? 'arc back' : 'arc ahead'}${minor}`, d: `M ${x(i)} ${y} Q ${(x(i) + x(j)) / 2} ${peak} ${x(j)} ${y}` });
      }
    }
    trim(arcs, drawnArcs);

    for (let i = 0; i < n; ++i) {
      const [box, text] = tokens.children[i].children;
      assign(box, upright
        ? { x: x(i) - step / 2 + 1, y: baseline - labelGap + 3, width: Math.max(1, step - 2), height: 2 * labelGap - 6, rx: 3 }
        : { x: x(i) - step / 2 + 3, y: baseline - 11, width: step - 6, height: 22, rx: 5 });
      assign(text, upright
        ? { x: x(i), y: baseline, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': fontSize, transform: `rotate(-90 ${x(i)} ${baseline})` }
        : { x: x(i), y: baseline + 4, 'text-anchor': 'middle', 'dominant-baseline': null, 'font-size': null, transform: null });
    }
    if (hadFocus && !svg.contains(document.activeElement)) tokenNodes()[focusedToken].focus();
    if (highlighted !== null) highlight(highlighted);
  }

  const view = {
    render(result, state) {
      drawn = [result, state];
      // The controls and the caption follow at once; the picture when it is in sight.
      const threshold = formatNumber(state.arcThreshold);
      slider.value = String(state.arcThreshold);
      readout.textContent = threshold;
      const head = allHeads(result.original)[selectedHeadIndex(result, state)];
      caption.textContent = result.tokens.length >= DENSE_FROM
        ? t('heads.captionDense', { head: head.label, threshold, count: result.tokens.length, strongest: STRONGEST_SHOWN })
        : t('heads.caption', { head: head.label, threshold });
      exportMenu.refresh();  // its hidden name is the caption, also while the picture waits out of sight
      if (sight.near || svg.contains(document.activeElement)) draw(result, state);
      else { describe(result, state); sight.stale = true; }
    },
  };
  return view;
}

// Sets the attributes that differ (null removes one): a redraw that changes nothing leaves the node alone.
function assign(node, attrs) {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null) node.removeAttribute(name);
    else if (node.getAttribute(name) !== String(value)) node.setAttribute(name, value);
  }
}

// The parent's child at `index` if it is a `tag`, else a new one in its place.
function reused(parent, index, tag) {
  const node = parent.children[index];
  if (node?.tagName === tag) return node;
  const made = svgElement(tag);
  if (node) node.replaceWith(made); else parent.append(made);
  return made;
}

// Drops the parent's children from `count` on.
function trim(parent, count) {
  while (parent.children.length > count) parent.lastElementChild.remove();
}
