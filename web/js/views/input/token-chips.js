// The tokens as chips: the original sentence and the reordered one. Repeated words share a colour
// band and a small index, so "the" and "the" can be told apart and seen to match. The chips of the
// new order can be moved by pointer or keyboard (chip-reorder.js); a move stores an explicit order.
import { element, clear } from '../../dom.js';
import { makeReorderable } from './chip-reorder.js';
import { countOf } from '../../format.js';

export function tokenLabels(tokens) {
  return tokens.map((t, i) => `${t.text} ${i + 1}`);
}

// <bdi> keeps right-to-left words from pulling the index number across to their other side.
function chipContent(token, originalIndex) {
  return [
    element('bdi', { className: 'chip-text', text: token.text }),
    element('span', { className: 'chip-index', text: String(originalIndex + 1) }),
  ];
}

const chipClass = (repeated) => (repeated ? 'chip repeated' : 'chip');

export function createTokenChips(root, { store } = {}) {
  const originalList = element('ol', { className: 'chips', attrs: { 'aria-label': 'Tokens in the original order' } });
  const reorderedList = element('ol', {
    className: 'chips movable', attrs: { 'aria-label': 'Tokens in the new order', 'aria-describedby': 'move-help' } });
  const help = element('p', {
    className: 'hint', attrs: { id: 'move-help' },
    text: 'Move a token: drag it, or focus it and press Space, then the arrow keys, then Space again ' +
      '(Escape cancels; Alt+arrow moves it at once).' });
  const live = element('p', { className: 'visually-hidden', attrs: { role: 'status', id: 'move-status' } });
  const count = element('p', { className: 'hint' });
  root.append(
    element('h3', { text: 'Original order' }), originalList,
    element('h3', { text: 'New order' }), reorderedList, help, live, count);

  let tokens = [];
  makeReorderable(reorderedList, {
    describe: (item) => tokenLabels(tokens)[Number(item.dataset.index)],
    announce: (message) => { live.textContent = message; },
    onCommit: (order) => store.set({ order: order.every((i, k) => i === k) ? 'original' : order }, { remember: true }),
  });

  return {
    render(result) {
      tokens = result.tokens;
      const keys = tokens.map((t) => t.key);
      const repeated = (i) => keys.indexOf(keys[i]) !== keys.lastIndexOf(keys[i]);
      clear(originalList);
      tokens.forEach((t, i) => originalList.append(
        element('li', { className: chipClass(repeated(i)), attrs: { 'data-index': i } }, chipContent(t, i))));

      // Rebuilding the buttons must not lose the keyboard: the chip that had focus gets it back.
      const focused = reorderedList.contains(document.activeElement) ? document.activeElement.closest('li').dataset.index : null;
      const tabStop = reorderedList.querySelector('button[tabindex="0"]')?.closest('li').dataset.index ?? focused;
      clear(reorderedList);
      for (const i of result.order) {
        const button = element('button', {
          className: chipClass(repeated(i)), attrs: { type: 'button', 'aria-pressed': 'false', tabindex: '-1' } },
        chipContent(tokens[i], i));
        reorderedList.append(element('li', { attrs: { 'data-index': i } }, [button]));
      }
      const stop = reorderedList.querySelector(`li[data-index="${tabStop}"] button`) ?? reorderedList.querySelector('button');
      stop.tabIndex = 0;
      if (focused !== null) stop.focus();
      count.textContent = `${countOf(tokens.length, 'token')} (words and punctuation). Numbers follow each token from its original place.`;
    },
  };
}
