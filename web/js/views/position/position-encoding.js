// What the current scheme adds to the tokens: the added vectors (positions x dimensions) for
// sinusoidal and learned, the rotation angles (positions x pairs) and a rotation picture for RoPE,
// and a note for the schemes that add nothing to the vectors or differ from their paper.
import { element } from '../../util/dom.js';
import { createHeatmap } from '../shared/heatmap.js';
import { createRopeRotation } from './rope-rotation.js';
import { sequentialColour, divergingColour } from '../../colour/scales.js';
import { formatNumber, formatCell, largestMagnitude } from '../../util/format.js';
import { facts, say } from '../../content/claims.js';
import { ENCODING_NOTES } from '../../content/explanations.js';
import { t } from '../../text/en/position.js';

// Positions count from 1 on the page, as on the token chips; in the formulas the first one is p = 0.
export function positionLabels(result) {
  return result.tokens.map((token, i) => t('position.label', { position: i + 1, token: token.text }));
}

export function createPositionEncoding(root, { store }) {
  const note = element('p', { className: 'note', attrs: { id: 'encoding-note' } });
  const matrixHolder = element('div', { attrs: { id: 'encoding-matrix' } });
  const rotationHolder = element('div', { attrs: { id: 'rope-rotation' } });
  root.append(note, matrixHolder, rotationHolder);
  const heatmap = createHeatmap(matrixHolder, { caption: t('position.encoding') });
  const rotation = createRopeRotation(rotationHolder, { store });

  return {
    render(result, state) {
      const { encoding } = result.positions;
      const rope = state.scheme === 'rope';
      const shown = encoding.rows > 0;
      const text = ENCODING_NOTES[state.scheme] ? say(ENCODING_NOTES[state.scheme], facts(result, state)) : '';
      note.hidden = !text;
      note.textContent = text;
      matrixHolder.hidden = !shown;
      rotationHolder.hidden = !rope;
      if (!shown) return;
      const rows = positionLabels(result);
      const cols = Array.from({ length: encoding.cols }, (_, i) => (rope ? t('position.pair', { pair: i + 1 }) : t('position.dimension', { dimension: i + 1 })));
      const limit = largestMagnitude(encoding);
      heatmap.render({
        matrix: encoding, rowLabels: rows, colLabels: cols,
        caption: t(rope ? 'position.angles' : 'position.vectors'),
        colour: rope ? (v) => sequentialColour(v, 0, limit) : (v) => divergingColour(v, limit),
        cellText: formatCell,  // angles grow with position; two decimals always fit a cell
        describe: rope
          ? (r, c, v) => t('position.angleCell', { position: r + 1, token: result.tokens[r].text, pair: c + 1, value: formatNumber(v, 3) })
          : (r, c, v) => t('position.vectorCell', { position: r + 1, token: result.tokens[r].text, dimension: c + 1, value: formatNumber(v, 3) }),
      });
      heatmap.element.classList.toggle('compact', encoding.cols > 10);
      if (rope) rotation.render(result, state);
    },
  };
}
