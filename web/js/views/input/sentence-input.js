// The sentence box and the examples menu: every keystroke updates the state. Problems (empty, too
// long, bad Unicode) show beside the box while the last good view stays on the page.
import { element } from '../../util/dom.js';
import { hasLoneSurrogates } from '../../util/well-formed.js';
import { t } from '../../text/en/input.js';

const OWN_SENTENCE = '';

function sameOrder(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function createSentenceInput(root, { store, examples = [] }) {
  const label = element('label', { text: t('input.sentence'), attrs: { for: 'sentence' } });
  const input = element('input', {
    attrs: { id: 'sentence', type: 'text', autocomplete: 'off', spellcheck: 'false', maxlength: '2000',
      dir: 'auto', 'aria-describedby': 'sentence-problem' },
  });
  const problem = element('p', { className: 'problem', attrs: { id: 'sentence-problem', role: 'alert' } });
  // A paste past the token limit: offer its start instead of only refusing (first-tokens.js).
  const offerButton = element('button', { className: 'secondary', attrs: { type: 'button', id: 'use-first-tokens' } });
  offerButton.hidden = true;
  let offered = null;
  offerButton.addEventListener('click', () => { if (offered) store.set({ text: offered }, { remember: true }); });
  // Half of a character (a lone UTF-16 surrogate, as from a cut emoji) cannot be read; the engine
  // reads it as U+FFFD (web/js/util/well-formed.js), and this says so.
  const repaired = element('p', { className: 'hint', attrs: { id: 'sentence-repaired' },
    text: t('input.repaired') });
  repaired.hidden = true;
  const menu = element('select', { attrs: { id: 'examples' } }, [
    element('option', { text: t('input.ownSentence'), attrs: { value: OWN_SENTENCE } }),
    ...examples.map((example, i) => element('option', { text: example.label, attrs: { value: String(i) } })),
  ]);
  const menuField = element('div', { className: 'field examples' }, [
    element('label', { text: t('input.examples'), attrs: { for: 'examples' } }), menu]);
  root.append(label, input, problem, offerButton, repaired, menuField);
  input.value = store.get().text;
  input.addEventListener('input', () => store.set({ text: input.value }, { typing: true }));
  menu.addEventListener('change', () => {
    const example = examples[Number(menu.value)];
    if (!example || menu.value === OWN_SENTENCE) return;
    store.set({ text: example.text, ...(example.order ? { order: example.order } : {}) }, { remember: true });
  });

  // The example the view shows now, if any: same text, and the same order when the example names one.
  function matchingExample(state) {
    const index = examples.findIndex((e) => e.text === state.text && (!e.order || sameOrder(e.order, state.order)));
    return index < 0 ? OWN_SENTENCE : String(index);
  }

  return {
    render(result, state) {
      if (input.value !== state.text) input.value = state.text;
      menu.value = matchingExample(state);
      repaired.hidden = !hasLoneSurrogates(state.text);
    },
    // `viewKept`: a view of an earlier sentence is on the page (not so before the first one is drawn).
    showProblem(message, offer = null, viewKept = true) {
      problem.textContent = message && viewKept ? t('input.sentenceKept', { problem: message }) : message;
      input.setAttribute('aria-invalid', message ? 'true' : 'false');
      offered = message && offer ? offer.text : null;
      offerButton.hidden = offered === null;
      if (offer) offerButton.textContent = offer.label;
    },
  };
}
