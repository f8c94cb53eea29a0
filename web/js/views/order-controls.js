// Shuffle (seeded, the seed shown) and Reset. Shuffling again rolls a new seed.
import { element } from '../dom.js';

export function createOrderControls(root, { store }) {
  const shuffle = element('button', { text: 'Shuffle', attrs: { type: 'button', id: 'shuffle' } });
  const reset = element('button', { text: 'Reset order', attrs: { type: 'button', id: 'reset-order' } });
  const seed = element('output', { className: 'seed', attrs: { id: 'seed', 'aria-live': 'polite' } });
  root.append(shuffle, reset, seed);

  shuffle.addEventListener('click', () => {
    const { order, seed: current } = store.get();
    // The first press shows the current seed's shuffle; later presses roll a new one.
    store.set({ order: 'shuffle', seed: order === 'shuffle' ? (current % 2147483646) + 1 : current });
  });
  reset.addEventListener('click', () => store.set({ order: 'original' }));

  return {
    render(result, state) {
      const describe = { original: 'original order', reverse: 'reversed', shuffle: `shuffled with seed ${state.seed}` };
      seed.textContent = Array.isArray(state.order) ? 'your own order' : describe[state.order];
      reset.disabled = state.order === 'original';
    },
  };
}
