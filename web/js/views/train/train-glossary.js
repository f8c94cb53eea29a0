// The Train panel's glossary: the words it uses without a word of explanation where they stand
// (residual connection, linear readout, Adam, cross-entropy, NTK-aware scaling), each a link in a
// line under the panel's introduction to its entry in a folded list below it. A link opens the list
// and takes the reader to the entry. Its words: text/en/glossary.js.
import { element } from '../../util/dom.js';
import { t } from '../../text/en/glossary.js';

// In the order the panel's introduction and presets use them.
export const GLOSSARY_TERMS = ['residual', 'readout', 'adam', 'crossEntropy', 'ntk'];

export function createTrainGlossary() {
  const entries = GLOSSARY_TERMS.flatMap((term) => [
    element('dt', { text: t(`glossary.${term}`), attrs: { id: `glossary-${term}`, tabindex: '-1' } }),
    element('dd', { text: t(`glossary.${term}.text`) }),
  ]);
  const list = element('details', { className: 'train-glossary', attrs: { id: 'train-glossary' } }, [
    element('summary', { text: t('glossary.title') }), element('dl', {}, entries),
  ]);
  const links = GLOSSARY_TERMS.flatMap((term, i) => {
    const link = element('a', { text: t(`glossary.${term}`), attrs: { href: `#glossary-${term}` } });
    link.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();  // an in-page link, not a change of the view (state/link.js)
      list.open = true;
      const entry = document.getElementById(`glossary-${term}`);
      entry.focus({ preventScroll: true });
      entry.scrollIntoView({ block: 'start' });
    });
    return i === 0 ? [link] : [' · ', link];
  });
  const line = element('p', { className: 'train-glossary-links' }, [element('span', { text: t('glossary.words') }), ' ', ...links]);
  return { nodes: [line, list] };
}
