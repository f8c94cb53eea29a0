// What the current scheme adds to the tokens: the added vectors (positions x dimensions) for
// sinusoidal and learned, the rotation angles (positions x pairs) and a rotation picture for RoPE,
// and a note for the schemes that add nothing to the vectors or differ from their paper.
import { element } from '../dom.js';
import { createHeatmap } from './heatmap.js';
import { createRopeRotation } from './rope-rotation.js';
import { sequentialColour, divergingColour } from '../colormap.js';
import { formatNumber, largestMagnitude } from '../format.js';
import { facts, say } from '../claims.js';

// Notes for the schemes that add nothing to the vectors, and the variant used where papers differ:
// claim lists, so each note matches the mask setting (claims.js).
const NOTES = {
  none: [
    {
      when: (f) => f.scheme === 'none' && f.causal,
      text: 'This scheme adds nothing and changes nothing: the token vectors carry no position. Only ' +
        'the causal mask, which is on, depends on where a token stands.',
      asserts: ['noEncoding', 'maskOn'],
    },
    { text: 'This scheme adds nothing and changes nothing: the token vectors carry no position.' },
  ],
  rope: 'RoPE rotates adjacent pairs of dimensions (2i, 2i+1), as in Su et al.; many libraries pair i ' +
    'with i + d/2, the same up to a reordering of the dimensions.',
  alibi: [
    {
      when: (f) => f.scheme === 'alibi' && !f.causal,
      text: 'ALiBi adds nothing to the token vectors; it changes the scores (see the bias matrices ' +
        'below). With the mask off it is the symmetric extension −slope × |i − j|, not the causal ' +
        'form Press et al. define.',
      asserts: ['alibi', 'maskOff'],
    },
    {
      when: (f) => f.scheme === 'alibi' && f.causal,
      text: 'ALiBi adds nothing to the token vectors; it changes the scores (see the bias matrices ' +
        'below). With the mask on it is Press et al.\'s causal form, −slope × (i − j) for earlier keys.',
      asserts: ['alibi', 'maskOn'],
    },
    { text: 'ALiBi adds nothing to the token vectors; it changes the scores (see the bias matrices below).' },
  ],
  t5: 'T5 adds nothing to the token vectors; it changes the scores (see the bias matrices below). The ' +
    'bias is added to q·k ÷ √(head width): standard scaled attention with a T5-style bias (T5 itself ' +
    'does not scale).',
};

export function positionLabels(result) {
  return result.tokens.map((t, i) => `${i} · ${t.text}`);
}

export function createPositionEncoding(root, { store }) {
  const note = element('p', { className: 'note', attrs: { id: 'encoding-note' } });
  const matrixHolder = element('div', { attrs: { id: 'encoding-matrix' } });
  const rotationHolder = element('div', { attrs: { id: 'rope-rotation' } });
  root.append(note, matrixHolder, rotationHolder);
  const heatmap = createHeatmap(matrixHolder, { caption: 'Position encoding' });
  const rotation = createRopeRotation(rotationHolder, { store });

  return {
    render(result, state) {
      const { encoding } = result.positions;
      const rope = state.scheme === 'rope';
      const shown = encoding.rows > 0;
      const text = NOTES[state.scheme] ? say(NOTES[state.scheme], facts(result, state)) : '';
      note.hidden = !text;
      note.textContent = text;
      matrixHolder.hidden = !shown;
      rotationHolder.hidden = !rope;
      if (!shown) return;
      const rows = positionLabels(result);
      const cols = Array.from({ length: encoding.cols }, (_, i) => (rope ? `pair ${i + 1}` : `d${i + 1}`));
      const limit = largestMagnitude(encoding);
      heatmap.render({
        matrix: encoding, rowLabels: rows, colLabels: cols,
        caption: rope ? 'Rotation angle of each pair at each position (radians)'
          : 'Vector added at each position (positions × dimensions)',
        colour: rope ? (v) => sequentialColour(v, 0, limit) : (v) => divergingColour(v, limit),
        cellText: (v) => v.toFixed(2),  // angles grow with position; two decimals always fit a cell
        describe: rope
          ? (r, c, v) => `position ${r} ('${result.tokens[r].text}'), pair ${c + 1}: rotated by ${formatNumber(v, 3)} rad`
          : (r, c, v) => `position ${r} ('${result.tokens[r].text}'), dimension ${c + 1}: adds ${formatNumber(v, 3)}`,
      });
      heatmap.element.classList.toggle('compact', encoding.cols > 10);
      if (rope) rotation.render(result, state);
    },
  };
}
