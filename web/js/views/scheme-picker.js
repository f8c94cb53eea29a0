// Which positional encoding the model uses.
import { element } from '../dom.js';

export const SCHEME_LABELS = {
  none: 'None (no position at all)',
  sinusoidal: 'Sinusoidal (Vaswani et al. 2017)',
  learned: 'Learned table (untrained)',
  rope: 'RoPE (rotary, Su et al. 2021)',
  alibi: 'ALiBi (distance bias, Press et al. 2021)',
  t5: 'T5 relative buckets (Raffel et al. 2020)',
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
