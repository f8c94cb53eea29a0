// The explanation beside a view: an entry of content/explanations.js, picked from the state
// (e.g. by scheme) and written as plain text. A paragraph is a string (true in every state) or a
// claim list, of which the sentence true for the current result is shown (claims.js). An entry's
// `numbers` (the details) wait behind a closed "The numbers" disclosure, which keeps the reader's
// open or closed across redraws; print opens it (print.css).
import { element } from '../../util/dom.js';
import { facts, pick as pickClaim } from '../../content/claims.js';
import { t } from '../../text/en/shared.js';

export function createExplanation(root, pick) {
  const box = element('aside', { className: 'explanation' });
  const numbers = element('details', { className: 'explanation-numbers' });
  root.append(box);
  let shown = '';
  return {
    render(result, state) {
      const entry = pick(state);
      const f = facts(result, state);
      const texts = (list = []) => list.map((p) => pickClaim(p, f)).filter(({ text }) => text !== '');
      const paragraphs = texts(entry.paragraphs), details = texts(entry.numbers);
      const key = JSON.stringify([entry.title, paragraphs.map(({ text }) => text), details.map(({ text }) => text)]);
      if (key === shown) return;
      shown = key;
      // Each paragraph names its message (data-says): the lesson hides one that answers its question.
      const written = (list) => list.map(({ id, text }) => element('p', { text, attrs: { 'data-says': id } }));
      numbers.replaceChildren(element('summary', { text: t('shared.theNumbers') }), ...written(details));
      box.replaceChildren(element('h3', { text: entry.title }), ...written(paragraphs), ...(details.length ? [numbers] : []));
    },
  };
}
