// The tokens as chips: the original sentence and the reordered one. Repeated words share a colour
// band and a small index, so "the" and "the" can be told apart and seen to match. The chips of the
// new order can be moved by pointer or keyboard (chip-reorder.js); a move stores an explicit order.
import { element } from '../../util/dom.js';
import { makeReorderable } from './chip-reorder.js';
import { tokenLabels } from '../../util/token-labels.js';
import { t } from '../../text/en/input.js';

// <bdi> keeps right-to-left words from pulling the index number across to their other side.
function chipContent(token, originalIndex) {
  return [
    element('bdi', { className: 'chip-text', text: token.text }),
    element('span', { className: 'chip-index', text: String(originalIndex + 1) }),
  ];
}

// A chip already on the page takes a token's text, number and class, touching only what changed:
// a keystroke rebuilds nothing but the chips that changed (64 of them would be a layout each).
function refreshChip(chip, token, originalIndex, className) {
  const [text, number] = chip.children;
  if (text.textContent !== token.text) text.textContent = token.text;
  if (number.textContent !== String(originalIndex + 1)) number.textContent = String(originalIndex + 1);
  if (chip.className !== className) chip.className = className;
}

// Keeps `list` at `count` items, making missing ones with make(k) and dropping extra ones.
function keepCount(list, count, make) {
  while (list.children.length > count) list.lastElementChild.remove();
  while (list.children.length < count) list.append(make(list.children.length));
}

const chipClass = (repeated) => (repeated ? 'chip repeated' : 'chip');

export function createTokenChips(root, { store, signal } = {}) {
  const originalList = element('ol', { className: 'chips', attrs: { 'aria-label': t('input.originalTokens') } });
  const reorderedList = element('ol', {
    className: 'chips movable', attrs: { 'aria-label': t('input.newTokens'), 'aria-describedby': 'move-help' } });
  const help = element('p', {
    className: 'hint', attrs: { id: 'move-help' },
    text: t('input.moveHelp') });
  const live = element('p', { className: 'visually-hidden', attrs: { role: 'status', id: 'move-status' } });
  const count = element('p', { className: 'hint' });
  root.append(
    element('h3', { text: t('input.originalOrder') }), originalList,
    element('h3', { text: t('input.newOrder') }), reorderedList, help, live, count);

  let tokens = [];
  makeReorderable(reorderedList, {
    signal,
    describe: (item) => tokenLabels(tokens)[Number(item.dataset.index)],
    announce: (message) => { live.textContent = message; },
    onCommit: (order) => store.set({ order: order.every((i, k) => i === k) ? 'original' : order }, { remember: true }),
  });

  return {
    render(result) {
      tokens = result.tokens;
      const keys = tokens.map((token) => token.key);
      const repeated = (i) => keys.indexOf(keys[i]) !== keys.lastIndexOf(keys[i]);
      keepCount(originalList, tokens.length, () => element('li', {}, chipContent({ text: '' }, 0)));
      tokens.forEach((token, i) => {
        const item = originalList.children[i];
        if (item.dataset.index !== String(i)) item.dataset.index = String(i);
        refreshChip(item, token, i, chipClass(repeated(i)));
      });

      // The keyboard stays where it was: the chip that had focus (or the tab stop) is found again by
      // its token, wherever the new order put it.
      const focused = reorderedList.contains(document.activeElement) ? document.activeElement.closest('li').dataset.index : null;
      const tabStop = reorderedList.querySelector('button[tabindex="0"]')?.closest('li').dataset.index ?? focused;
      keepCount(reorderedList, result.order.length, () => element('li', {}, [element('button', {
        attrs: { type: 'button', 'aria-pressed': 'false', tabindex: '-1' } }, chipContent({ text: '' }, 0))]));
      Array.from(result.order).forEach((i, k) => {
        const item = reorderedList.children[k];
        if (item.dataset.index !== String(i)) item.dataset.index = String(i);
        const button = item.firstElementChild;
        refreshChip(button, tokens[i], i, chipClass(repeated(i)));
        if (button.tabIndex !== -1) button.tabIndex = -1;
      });
      const stop = reorderedList.querySelector(`li[data-index="${tabStop}"] button`) ?? reorderedList.querySelector('button');
      stop.tabIndex = 0;
      if (focused !== null && document.activeElement !== stop) stop.focus();
      const counted = t('input.tokenCount', { count: tokens.length });
      if (count.textContent !== counted) count.textContent = counted;
    },
  };
}
