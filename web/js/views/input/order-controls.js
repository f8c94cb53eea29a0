// Shuffle (seeded: a new seed each press, shown and editable), Reverse and Reset. Each press is a
// discrete choice, so it gets its own history entry (Back undoes it); typing a seed only replaces.
import { element } from '../../util/dom.js';
import { PROPERTIES } from '../../state/state.js';
import { t } from '../../text/en/input.js';

const SEED = PROPERTIES.find((p) => p.name === 'seed');

function button(text, id) {
  return element('button', { text, attrs: { type: 'button', id } });
}

// aria-disabled rather than disabled: a button pressed by keyboard keeps the focus when it greys out.
function setEnabled(control, enabled) {
  control.setAttribute('aria-disabled', enabled ? 'false' : 'true');
}
const isEnabled = (control) => control.getAttribute('aria-disabled') !== 'true';

export function createOrderControls(root, { store }) {
  const shuffle = button(t('input.shuffle'), 'shuffle');
  const reverse = button(t('input.reverse'), 'reverse-order');
  const reset = button(t('input.reset'), 'reset-order');
  const seedInput = element('input', {
    attrs: { id: 'seed-input', type: 'number', inputmode: 'numeric', min: SEED.min, max: SEED.max, step: '1',
      'aria-describedby': 'seed' },
  });
  const seedField = element('span', { className: 'seed-field' }, [
    element('label', { text: t('input.seed'), attrs: { for: 'seed-input' } }), seedInput]);
  const status = element('output', { className: 'seed', attrs: { id: 'seed', 'aria-live': 'polite' } });
  root.append(shuffle, reverse, reset, seedField, status);

  shuffle.addEventListener('click', () => {
    const { seed } = store.get();
    store.set({ order: 'shuffle', seed: (seed % SEED.max) + 1 }, { remember: true });
  });
  reverse.addEventListener('click', () => {
    if (isEnabled(reverse)) store.set({ order: 'reverse' }, { remember: true });
  });
  reset.addEventListener('click', () => {
    if (isEnabled(reset)) store.set({ order: 'original' }, { remember: true });
  });
  seedInput.addEventListener('input', () => {
    const text = seedInput.value;
    const seed = Number(text);
    const valid = /^\d+$/.test(text) && seed >= SEED.min && seed <= SEED.max;
    seedInput.setAttribute('aria-invalid', valid ? 'false' : 'true');
    if (valid) store.set({ order: 'shuffle', seed });
    else status.textContent = t('input.seedRange', { min: SEED.min, max: SEED.max });
  });

  return {
    render(result, state) {
      status.textContent = t('input.order', { order: Array.isArray(state.order) ? 'own' : state.order, seed: state.seed });
      if (document.activeElement !== seedInput || Number(seedInput.value) !== state.seed) seedInput.value = String(state.seed);
      seedInput.setAttribute('aria-invalid', 'false');
      setEnabled(reset, state.order !== 'original');
      setEnabled(reverse, state.order !== 'reverse');
    },
  };
}
