// What the English panel states from the shown model's card (content/english-facts.js): its accuracy
// beside the count model's, as a line of the English card, and in the Compare panel what the
// selected head reads, under its two grids. (The Heads panel names its tiles itself, head-grid.js.)
// Both are claims: a card that is missing or unreadable says nothing.
import { element } from '../../util/dom.js';
import { selectedHeadIndex } from '../../util/heads.js';
import { say } from '../../content/claims.js';
import { accuracyFacts, ACCURACY, CONTENT_ACCURACY, headFacts, HEAD_READS } from '../../content/english-facts.js';

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
      show(accuracy, [say(ACCURACY, f), say(CONTENT_ACCURACY, f)].filter(Boolean).join(' '));
      if (!headNote.isConnected) document.getElementById('compare-model')?.before(headNote);  // right under the grids
      const index = result ? selectedHeadIndex(result, state) : -1;
      const trained = model && index < result.original.heads.length;
      show(headNote, trained ? say(HEAD_READS, headFacts(model, state.layer, index + 1)) : '');
    },
  };
}
