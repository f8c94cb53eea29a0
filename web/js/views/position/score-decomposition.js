// The selected head's raw scores split into the core's four terms, content·content +
// content·position + position·content + position·position = raw score (+ bias = score for ALiBi
// and T5), all on one colour scale so the sum can be read cell by cell. RoPE has no such split.
import { element } from '../../util/dom.js';
import { createHeatmap } from '../shared/heatmap.js';
import { divergingColour } from '../../colour/scales.js';
import { formatNumber, largestMagnitude } from '../../util/format.js';
import { tokenLabels } from '../../util/token-labels.js';
import { selectedHeadIndex, isDesigned, decomposedHeadIndex } from '../../util/heads.js';
import { BIAS_SCHEMES } from '../../schemes/schemes.js';
import { t } from '../../text/en/position.js';

// [the sign written before it, what the term is (data-term), where it is in the head, its message
// (position.term)]
const TERMS = [
  ['', 'content·content', (h) => h.decomposition.contentContent, 'contentContent'],
  ['+', 'content·position', (h) => h.decomposition.contentPosition, 'contentPosition'],
  ['+', 'position·content', (h) => h.decomposition.positionContent, 'positionContent'],
  ['+', 'position·position', (h) => h.decomposition.positionPosition, 'positionPosition'],
  ['=', 'raw score', (h) => h.rawScores, 'raw'],
  ['+', 'bias', (h) => h.bias, 'bias'],
  ['=', 'score', (h) => h.scores, 'score'],
];
const termName = (i) => t('position.term', { term: TERMS[i][3] });
const POSITION_TERMS = new Set(['content·position', 'position·content', 'position·position']);
const BIASED = new Set(BIAS_SCHEMES);

export function createScoreDecomposition(root) {
  const note = element('p', { className: 'note', attrs: { id: 'decomposition-note' } });
  const sum = element('div', { className: 'sum', attrs: { id: 'decomposition' } });
  root.append(note, sum);
  const parts = TERMS.map(([, name], i) => {
    const holder = element('div', { className: 'term', attrs: { 'data-term': name } });
    sum.append(holder);
    return { holder, heatmap: createHeatmap(holder, { caption: termName(i) }) };
  });

  return {
    render(result, state) {
      const rope = state.scheme === 'rope';
      sum.hidden = rope;
      if (rope) {
        note.textContent = t('position.ropeNoSplit');
        return;
      }
      const selected = selectedHeadIndex(result, state);
      const head = result.original.heads[decomposedHeadIndex(state, result.original.heads.length)];
      const matrices = TERMS.map(([, , pick]) => pick(head));
      // Schemes that add no position vector have all three position terms exactly zero: say so
      // instead of drawing three blank grids. Only ALiBi and T5 have a bias to add.
      const positionsAdded = TERMS.some(([, name], i) => POSITION_TERMS.has(name) && largestMagnitude(matrices[i]) > 0);
      const shown = TERMS.map(([, name]) =>
        (POSITION_TERMS.has(name) ? positionsAdded : name === 'bias' || name === 'score' ? BIASED.has(state.scheme) : true));
      note.textContent = t('position.split', { designed: isDesigned(result, selected), head: head.label, added: positionsAdded });
      const limit = largestMagnitude(...matrices.filter((_, i) => shown[i]));
      const labels = tokenLabels(result.tokens);
      parts.forEach(({ holder }, i) => { holder.hidden = !shown[i]; });
      // One grid a step: main.js may let the browser in between them (drawViews).
      return parts.flatMap(({ heatmap }, i) => (!shown[i] ? [] : [() => {
        const [sign] = TERMS[i], name = termName(i);
        heatmap.render({
          matrix: matrices[i], rowLabels: labels, colLabels: labels, caption: sign ? t('position.termTitle', { sign, term: name }) : name,
          colour: (v) => divergingColour(v, limit), domain: [-limit, limit],  // one scale: the terms add up
          describe: (r, c, v) => t('position.termCell', { row: labels[r], col: labels[c], term: name, head: head.label, value: formatNumber(v, 3) }),
        });
      }]));
    },
  };
}
