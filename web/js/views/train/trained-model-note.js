// Says, above the panels, when they show a trained model instead of a seeded one, which model it
// is, which words of the sentence it has never seen (they get no embedding), and what it answers
// on the sentence in both orders (trained-answers.js, in the Train panel's script, loaded only
// when this note needs it: `loadAnswerer` resolves to (model, task, original, moved) => sentence).
import { currentModel } from '../../train/models.js';
import { t } from '../../text/en/trained.js';
import { SCHEME_PHRASES } from '../../schemes/schemes.js';

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
    answersLine.textContent = ` ${t('trained.asking')}`;
    try {
      answerer ??= await loadAnswerer();
      const text = await answerer(model, state.task, original, moved);
      if (asked === key) answersLine.textContent = text;
    } catch (error) {
      answersLine.textContent = ` ${t('trained.answersFailed', { reason: error.message })}`;
    }
  }

  function render(result, state) {
    const { model, version, problem } = state.useTrained ? currentModel(state.task, state.scheme) : { model: null, version: 0, problem: '' };
    root.hidden = !state.useTrained;
    if (!state.useTrained) { summary.textContent = ''; answersLine.textContent = ''; asked = ''; return; }
    if (!model && problem) {
      summary.textContent = t('trained.seeded', { problem });
      answersLine.textContent = '';
      return;
    }
    if (!model) {
      summary.textContent = t(state.scheme === 'none' ? 'trained.noneNoPosition' : 'trained.none', { task: t('trained.taskName', { task: state.task }), scheme: SCHEME_PHRASES[state.scheme] });
      answersLine.textContent = '';
      return;
    }
    const unknown = Array.from(result.unknownTokens ?? [], (i) => result.tokens[i].text);
    summary.textContent = `${t(state.scheme === 'none' ? 'trained.shownNoPosition' : 'trained.shown', { task: t('trained.taskName', { task: state.task }), scheme: SCHEME_PHRASES[state.scheme], steps: model.steps, width: model.width,
      heads: model.heads, causal: Boolean(model.causal) })} ${unknown.length ? t('trained.unknown', { words: unknown.join(', ') }) : t('trained.allKnown')}`;
    answer(model, version, result, state);
  }
  return { render, sync() {} };
}
