// Which positional encoding the model uses.
import { element } from '../../dom.js';

// Where the papers differ from what runs here, the label says which variant is used.
export const SCHEME_LABELS = {
  none: 'None (no positional encoding)',
  sinusoidal: 'Sinusoidal (Vaswani et al. 2017)',
  learned: 'Learned table (seeded, untrained)',
  rope: 'RoPE (rotary, Su et al. 2021; adjacent pairs 2i, 2i+1)',
  alibi: 'ALiBi (Press et al. 2021; symmetric |i−j| without the mask)',
  t5: 'T5-style relative buckets (Raffel et al. 2020; scaled by 1/√d)',
};

export function createSchemePicker(root, { store }) {
  const label = element('label', { text: 'Positional encoding', attrs: { for: 'scheme' } });
  const select = element('select', { attrs: { id: 'scheme' } });
  for (const [value, text] of Object.entries(SCHEME_LABELS)) select.append(element('option', { text, attrs: { value } }));
  root.append(label, select);
  select.addEventListener('change', () => store.set({ scheme: select.value }));
  return {
    render(result, state) { select.value = state.scheme; },
  };
}
