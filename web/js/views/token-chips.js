// The tokens as chips: the original sentence and the reordered one. Repeated words share a colour
// band and a small index, so "the" and "the" can be told apart and seen to match.
import { element, clear } from '../dom.js';

export function tokenLabels(tokens) {
  return tokens.map((t, i) => `${t.text} ${i + 1}`);
}

function chip(token, originalIndex, repeated) {
  return element('li', { className: repeated ? 'chip repeated' : 'chip', attrs: { 'data-index': originalIndex } }, [
    element('span', { className: 'chip-text', text: token.text }),
    element('span', { className: 'chip-index', text: String(originalIndex + 1), attrs: { 'aria-label': `token ${originalIndex + 1}` } }),
  ]);
}

export function createTokenChips(root) {
  const originalList = element('ol', { className: 'chips', attrs: { 'aria-label': 'Tokens in the original order' } });
  const reorderedList = element('ol', { className: 'chips', attrs: { 'aria-label': 'Tokens in the new order' } });
  const count = element('p', { className: 'hint' });
  root.append(
    element('h3', { text: 'Original order' }), originalList,
    element('h3', { text: 'New order' }), reorderedList, count);

  return {
    render(result) {
      const keys = result.tokens.map((t) => t.key);
      const repeated = (i) => keys.indexOf(keys[i]) !== keys.lastIndexOf(keys[i]);
      clear(originalList);
      result.tokens.forEach((t, i) => originalList.append(chip(t, i, repeated(i))));
      clear(reorderedList);
      Array.from(result.order).forEach((i) => reorderedList.append(chip(result.tokens[i], i, repeated(i))));
      count.textContent = `${result.tokens.length} tokens (words and punctuation). Numbers follow each token from its original place.`;
    },
  };
}
