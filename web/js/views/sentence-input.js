// The sentence box: every keystroke updates the state. Problems (empty, too long, bad Unicode)
// show beside it while the last good view stays on the page.
import { element } from '../dom.js';

export function createSentenceInput(root, { store, examples = [] }) {
  const label = element('label', { text: 'Your sentence', attrs: { for: 'sentence' } });
  const input = element('input', {
    attrs: { id: 'sentence', type: 'text', autocomplete: 'off', spellcheck: 'false', maxlength: '2000',
      'aria-describedby': 'sentence-problem' },
  });
  const problem = element('p', { className: 'problem', attrs: { id: 'sentence-problem', role: 'alert' } });
  root.append(label, input, problem);
  input.value = store.get().text;
  input.addEventListener('input', () => store.set({ text: input.value }));

  return {
    render(result, state) {
      if (input.value !== state.text) input.value = state.text;
    },
    showProblem(message) {
      problem.textContent = message ? `${message} The view below shows the last sentence that worked.` : '';
      input.setAttribute('aria-invalid', message ? 'true' : 'false');
    },
  };
}
