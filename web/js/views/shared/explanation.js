// The explanation beside a view: an entry of content/explanations.js, picked from the state
// (e.g. by scheme) and written as plain text. A paragraph is a string (true in every state) or a
// claim list, of which the sentence true for the current result is shown (claims.js).
import { element, clear } from '../../dom.js';
import { facts, say } from '../../claims.js';

export function createExplanation(root, pick) {
  const box = element('aside', { className: 'explanation' });
  root.append(box);
  let shown = '';
  return {
    render(result, state) {
      const entry = pick(state);
      const f = facts(result, state);
      const paragraphs = entry.paragraphs.map((p) => say(p, f)).filter((text) => text !== '');
      const key = JSON.stringify([entry.title, paragraphs]);
      if (key === shown) return;
      shown = key;
      clear(box).append(element('h3', { text: entry.title }),
        ...paragraphs.map((text) => element('p', { text })));
    },
  };
}
