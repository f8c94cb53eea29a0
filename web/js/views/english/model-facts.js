// What the English panel states from the shown model's card (content/english-facts.js): its accuracy
// beside the count model's, as a line of the English card and, for the models of Fill the blank's
// table, under it; and in the Compare panel what the selected head reads, under its two grids. (The
// Heads panel names its tiles itself, head-grid.js.) All are claims: a card that is missing or
// unreadable says nothing.
import { element } from '../../util/dom.js';
import { selectedHeadIndex } from '../../util/heads.js';
import { say } from '../../content/claims.js';
import { t } from '../../text/en/english.js';
import { accuracyFacts, ACCURACY, CONTENT_ACCURACY, MEMORY, MIRRORED_ACCURACY, headFacts, HEAD_READS, blankAccuracyGroups, BLANK_ACCURACY } from '../../content/english-facts.js';

export function createModelFacts() {
  const accuracy = element('p', { className: 'english-accuracy', attrs: { id: 'english-accuracy' } });
  const headNote = element('p', { className: 'note english-head-reads', attrs: { id: 'compare-head-reads' } });
  const show = (node, text) => {
    if (node.textContent !== text) node.textContent = text;
    node.hidden = text === '';
  };
  return {
    accuracy,
    // model=english with its result, or (null) the seeded model.
    render(result, state) {
      const model = result?.englishModel;
      const f = accuracyFacts(model);
      show(accuracy, [say(ACCURACY, f), say(CONTENT_ACCURACY, f), say(MEMORY, f), say(MIRRORED_ACCURACY, f)].filter(Boolean).join(' '));
      if (!headNote.isConnected) document.getElementById('compare-model')?.before(headNote);  // right under the grids
      const index = result ? selectedHeadIndex(result, state) : -1;
      const trained = model && index < result.original.heads.length;
      show(headNote, trained ? say(HEAD_READS, headFacts(model, state.layer, index + 1)) : '');
    },
    // Fill the blank's answer (english-calls.js, fillBlank; null when it failed): each model of its
    // table with its measured top-1, beside the count model's, in `node` (the panel's #blank-accuracy).
    blank(node, answer, schemes) {
      show(node, answer?.ok ? blankAccuracyGroups(answer.cards, schemes, (scheme) => t('english.scheme', { scheme })).map((f) => say(BLANK_ACCURACY, f)).filter(Boolean).join(' ') : '');
    },
  };
}
