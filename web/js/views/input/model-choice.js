// Which model the panels show: the seeded, untrained one or the trained English ones (state.js).
import { element } from '../../util/dom.js';

export function createModelChoice(root, { store }) {
  const select = element('select', { attrs: { id: 'model' } }, [
    element('option', { text: 'Seeded (untrained, adjustable)', attrs: { value: 'seeded' } }),
    element('option', { text: 'English (trained, fixed)', attrs: { value: 'english' } })]);
  root.append(element('label', { text: 'The model the panels show', attrs: { for: 'model' } }), select);
  select.addEventListener('change', () => store.set({ model: select.value }));
  return { sync: (state) => { select.value = state.model; }, render() {} };
}
