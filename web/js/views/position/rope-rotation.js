// RoPE's rotation as a picture: one pair of a query's dimensions, the same vector placed at each
// position, turned by that position's angle (the core's angles, drawn on a circle).
import { pointerReadout } from '../shared/pointer-readout.js';
import { element, svgElement, svgTitle, clear } from '../../util/dom.js';
import { sequentialColour } from '../../colour/scales.js';
import { formatNumber, matrixValue, numberListSeparator } from '../../util/format.js';
import { attachExportMenu } from '../../export/menu.js';
import { t } from '../../text/en/position.js';

const SIZE = 220, RADIUS = 80;

export function createRopeRotation(root, { store }) {
  const control = element('div', { className: 'setting' });
  const select = element('select', { attrs: { id: 'rope-pair' } });
  control.append(element('label', { text: t('position.ropePair'), attrs: { for: 'rope-pair' } }), select);
  const figure = element('figure', { className: 'rotation' });
  const caption = element('figcaption');
  const holder = element('div');
  const status = element('p', { className: 'heatmap-status', text: ' ' });
  figure.append(caption, holder, status);
  root.append(control, figure);
  attachExportMenu(figure, {
    title: () => caption.textContent,
    svg: (figures) => figures.standaloneSvg(holder.querySelector('svg'), { title: caption.textContent }),
  });
  select.addEventListener('change', () => store.set({ ropePair: Number(select.value) }));
  // The readout: the arrow last pointed at (its position), rewritten with each result's angle
  // (pointer-readout.js).
  let texts = [];
  const readout = pointerReadout(status, (p) => texts[p] ?? null);

  return {
    render(result, state) {
      const angles = result.positions.encoding;  // positions x pairs, radians
      if (select.options.length !== angles.cols) {
        select.replaceChildren(...Array.from({ length: angles.cols }, (_, i) =>
          element('option', { text: t('position.ropeOption', { pair: i + 1, first: 2 * i + 1, second: 2 * i + 2 }), attrs: { value: i } })));
      }
      const pair = Math.min(state.ropePair, angles.cols - 1);
      select.value = String(pair);
      caption.textContent = t('position.ropeTitle', { count: angles.rows, pair: pair + 1 });
      const centre = SIZE / 2;
      // Positions take the middle 70% of the colour map: its ends vanish on a white or a dark page.
      const last = Math.max(1, angles.rows - 1), spare = (0.15 * last) / 0.7;
      const svg = svgElement('svg', {
        class: 'rotation-view', width: SIZE, height: SIZE, viewBox: `0 0 ${SIZE} ${SIZE}`, role: 'img',
        'aria-label': t('position.ropeLabel', { pair: pair + 1, more: angles.rows > 6,
          angles: Array.from({ length: Math.min(angles.rows, 6) }, (_, p) =>
            t('position.ropeAngle', { angle: formatNumber(matrixValue(angles, p, pair)), position: p + 1 })).join(numberListSeparator()) }),
      });
      svg.append(svgElement('circle', { class: 'rotation-circle', cx: centre, cy: centre, r: RADIUS }));
      texts = [];
      for (let p = 0; p < angles.rows; ++p) {
        const angle = matrixValue(angles, p, pair);
        const tipX = centre + RADIUS * Math.cos(angle), tipY = centre - RADIUS * Math.sin(angle);
        const colour = sequentialColour(p, -spare, last + spare);
        const token = result.tokens[p].text;
        const text = t('position.ropeArrow', { position: p + 1, token, angle: formatNumber(angle) });
        texts.push(text);
        const arrow = svgElement('g', { class: 'rotation-arrow', 'data-position': p }, [
          svgElement('line', { x1: centre, y1: centre, x2: tipX, y2: tipY, stroke: colour }),
          svgElement('circle', { cx: tipX, cy: tipY, r: 4, fill: colour }),
          svgTitle(text)]);
        const label = svgElement('text', {
          x: centre + (RADIUS + 14) * Math.cos(angle), y: centre - (RADIUS + 14) * Math.sin(angle) + 4, 'text-anchor': 'middle' });
        label.textContent = String(p + 1);
        arrow.append(label);
        arrow.addEventListener('mouseover', () => readout.point(p));
        svg.append(arrow);
      }
      clear(holder).append(svg);
      readout.refresh();
    },
  };
}
