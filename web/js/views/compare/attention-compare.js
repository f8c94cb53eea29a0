// The attention weights of one head for the original sentence and the reordered one, side by side.
import { element, setOptions } from '../../util/dom.js';
import { createHeatmap } from '../shared/heatmap.js';
import { sequentialColour } from '../../colour/scales.js';
import { formatNumber } from '../../util/format.js';
import { tokenLabels } from '../../util/token-labels.js';
import { allHeads, selectedHeadIndex, readsKey } from '../../util/heads.js';
import { facts, pick } from '../../content/claims.js';
import { MODEL_SHOWN } from '../../content/model-shown.js';
import { t } from '../../text/en/compare.js';

export function createAttentionCompare(root, { store }) {
  const picker = element('div', { className: 'field' });
  const label = element('label', { text: t('compare.head'), attrs: { for: 'head' } });
  const select = element('select', { attrs: { id: 'head' } });
  picker.append(label, select);
  const pair = element('div', { className: 'pair' });
  // Which model the grids show and what that means for their patterns, beside the picture.
  const model = element('p', { className: 'note model-shown', attrs: { id: 'compare-model' } });
  root.append(picker, pair, model);
  const left = element('div'), right = element('div');
  pair.append(left, right);
  const original = createHeatmap(left, { caption: t('compare.original') });
  const reordered = createHeatmap(right, { caption: t('compare.reordered') });
  select.addEventListener('change', () => store.set({ head: Number(select.value) }));

  function draw(heatmap, head, labels, caption) {
    heatmap.render({
      matrix: head.weights, rowLabels: labels, colLabels: labels, caption,
      colour: (v) => sequentialColour(v, 0, 1),
      masked: (r, c) => !readsKey(head, r, c),
      describe: (r, c, v) => t('compare.cell', { from: labels[r], to: labels[c], weight: formatNumber(v), head: head.label }),
    });
  }

  return {
    render(result, state) {
      const heads = allHeads(result.original);
      const index = selectedHeadIndex(result, state);
      setOptions(select, heads.map((h) => h.label), index);
      const labels = tokenLabels(result.tokens);
      const newLabels = Array.from(result.order).map((i) => labels[i]);
      draw(original, heads[index], labels, t('compare.originalHead', { head: heads[index].label }));
      draw(reordered, allHeads(result.reordered)[index], newLabels, t('compare.reorderedHead', { head: heads[index].label }));
      const { id, text: modelText } = pick(MODEL_SHOWN, facts(result, state));
      if (model.textContent !== modelText) model.textContent = modelText;
      model.hidden = modelText === '';
      model.dataset.says = id;  // the lesson hides it while its question is open (views/lesson/answer-veil.js)
    },
  };
}
