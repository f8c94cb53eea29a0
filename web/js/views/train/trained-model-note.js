// Says, above the panels, when they show a trained model instead of a seeded one, which model it
// is, which words of the sentence it has never seen (they get no embedding), and what it answers
// on the sentence in both orders (trained-answers.js, in the Train panel's script, loaded only
// when this note needs it: `loadAnswerer` resolves to (model, task, original, moved) => sentence).
import { currentModel } from '../../train/models.js';

export function createTrainedModelNote(root, { loadAnswerer = null } = {}) {
  root.setAttribute('role', 'status');
  const summary = document.createElement('span');
  const answersLine = document.createElement('span');
  answersLine.id = 'trained-answers';
  root.append(summary, answersLine);
  let answerer = null, asked = '';

  async function answer(model, version, result, state) {
    const original = Array.from(result.tokens, (t) => t.text.toLowerCase());
    const moved = result.order ? Array.from(result.order, (i) => original[i]) : original;
    const key = `${version}|${original.join(' ')}|${moved.join(' ')}`;
    if (key === asked || !loadAnswerer) return;
    asked = key;
    answersLine.textContent = ' Asking the trained model…';
    try {
      answerer ??= await loadAnswerer();
      const text = await answerer(model, state.task, original, moved);
      if (asked === key) answersLine.textContent = text;
    } catch (error) {
      answersLine.textContent = ` The trained model's answers could not be computed: ${error.message}`;
    }
  }

  function render(result, state) {
    const { model, version, problem } = state.useTrained ? currentModel(state.task, state.scheme) : { model: null, version: 0, problem: '' };
    root.hidden = !state.useTrained;
    if (!state.useTrained) { summary.textContent = ''; answersLine.textContent = ''; asked = ''; return; }
    if (!model && problem) {
      summary.textContent = `${problem} The panels show the seeded model.`;
      answersLine.textContent = '';
      return;
    }
    if (!model) {
      summary.textContent = `No trained ${state.task} model with the ${state.scheme} scheme is kept in this browser yet: train one in the Train panel. The panels show the seeded model.`;
      answersLine.textContent = '';
      return;
    }
    const unknown = Array.from(result.unknownTokens ?? [], (i) => result.tokens[i].text);
    summary.textContent = `The panels show a trained model: ${state.task}, ${state.scheme}, ${model.steps} steps, width ${model.width}, ${model.heads} heads, ${model.causal ? 'with' : 'without'} the causal mask, first layer.`
      + (unknown.length ? ` Words it has never seen (no embedding): ${unknown.join(', ')}.` : ' Every word is in its vocabulary.');
    answer(model, version, result, state);
  }
  return { render, sync() {} };
}
