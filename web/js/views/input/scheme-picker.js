// Which positional encoding the model uses.
import { element } from '../../util/dom.js';
// Where the papers differ from what runs here, the description says which variant is used.
import { SCHEME_DESCRIPTIONS } from '../../schemes/schemes.js';
import { t } from '../../text/en/input.js';

export function createSchemePicker(root, { store }) {
  const label = element('label', { text: t('input.scheme'), attrs: { for: 'scheme' } });
  const select = element('select', { attrs: { id: 'scheme' } });
  for (const [value, text] of Object.entries(SCHEME_DESCRIPTIONS)) select.append(element('option', { text, attrs: { value } }));
  root.append(label, select);
  select.addEventListener('change', () => store.set({ scheme: select.value }, { remember: true }));
  return {
    render(result, state) { select.value = state.scheme; },
  };
}
