// Says, above the panels, when they show a trained model instead of a seeded one, which model it
// is, and which words of the sentence it has never seen (they get no embedding).
import { currentModel } from '../../train/models.js';

export function createTrainedModelNote(root) {
  root.setAttribute('role', 'status');
  function render(result, state) {
    const { model, problem } = state.useTrained ? currentModel(state.task, state.scheme) : { model: null, problem: '' };
    root.hidden = !state.useTrained;
    if (!state.useTrained) { root.textContent = ''; return; }
    if (!model && problem) {
      root.textContent = `${problem} The panels show the seeded model.`;
      return;
    }
    if (!model) {
      root.textContent = `No trained ${state.task} model with the ${state.scheme} scheme is kept in this browser yet: train one in the Train panel. The panels show the seeded model.`;
      return;
    }
    const unknown = Array.from(result.unknownTokens ?? [], (i) => result.tokens[i].text);
    root.textContent = `The panels show a trained model: ${state.task}, ${state.scheme}, ${model.steps} steps, width ${model.width}, ${model.heads} heads, first layer.`
      + (unknown.length ? ` Words it has never seen (no embedding): ${unknown.join(', ')}.` : ' Every word is in its vocabulary.');
  }
  return { render, sync() {} };
}
