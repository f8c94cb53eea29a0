// The explanation beside a view: an entry of content/explanations.js, picked from the state
// (e.g. by scheme) and written as plain text.
import { element, clear } from '../dom.js';

export function createExplanation(root, pick) {
  const box = element('aside', { className: 'explanation' });
  root.append(box);
  let shown = null;
  return {
    render(result, state) {
      const entry = pick(state);
      if (entry === shown) return;
      shown = entry;
      clear(box).append(element('h3', { text: entry.title }),
        ...entry.paragraphs.map((text) => element('p', { text })));
    },
  };
}
