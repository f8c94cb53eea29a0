// Which model the panels show: the seeded, untrained one or the trained English ones (state.js).
import { element } from '../../util/dom.js';
import { t } from '../../text/en/input.js';

export function createModelChoice(root, { store }) {
  const select = element('select', { attrs: { id: 'model' } }, [
    element('option', { text: t('input.modelSeeded'), attrs: { value: 'seeded' } }),
    element('option', { text: t('input.modelEnglish'), attrs: { value: 'english' } })]);
  root.append(element('label', { text: t('input.model'), attrs: { for: 'model' } }), select);
  select.addEventListener('change', () => store.set({ model: select.value }));
  return { sync: (state) => { select.value = state.model; }, render() {} };
}
