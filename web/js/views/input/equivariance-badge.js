// The measured answer to "did shuffling change anything but the order?": max |f(PX) − P f(X)|
// over every output number, lined up by token, and a verdict picked by what was measured
// (content/verdicts.js).
import { element } from '../../util/dom.js';
import { formatError, plainError } from '../../util/format.js';
import { facts, say } from '../../content/claims.js';
import { BADGE } from '../../content/verdicts.js';
import { t } from '../../text/en/input.js';
import { languageExamples } from '../../text/messages.js';

// A language's example in its own reordering (content/language-examples.js): null for any other.
const exampleOnScreen = (result, state) => languageExamples().find((example) => example.notes && example.text === state.text
  && example.order.length === result.order.length && example.order.every((original, k) => result.order[k] === original));

export function createEquivarianceBadge(root) {
  const badge = element('div', { className: 'badge', attrs: { id: 'equivariance-badge', role: 'status' } });
  const value = element('p', { className: 'badge-value' });
  const verdict = element('p', { className: 'badge-verdict' });
  const detail = element('p', { className: 'badge-detail' });
  const mean = element('p', { className: 'badge-detail badge-mean' });
  // What the reordering means in the page's language, and what the numbers say the model tells of it.
  const language = element('p', { className: 'badge-detail badge-language', attrs: { hidden: '' } });
  // Plain words first; the measured numbers behind them, on demand.
  const numbers = element('details', { className: 'badge-numbers' }, [
    element('summary', { text: t('input.numbers') }), value, mean]);
  badge.append(verdict, detail, language, numbers);
  root.append(badge);

  return {
    render(result, state) {
      const f = facts(result, state);
      value.textContent = t('input.largestError', { error: formatError(f.outputError), verdict: plainError(f.outputError) });
      badge.dataset.verdict = !f.moved ? 'unmoved' : f.equivariant ? 'same' : 'changed';
      verdict.textContent = say(BADGE.verdict, f);
      detail.textContent = say(BADGE.detail, f);
      mean.textContent = say(BADGE.mean, f);  // one sentence with its number (content/verdicts.js)
      const example = exampleOnScreen(result, state);
      language.textContent = example ? [t(example.meaning), say(example.notes, f)].filter(Boolean).join(' ') : '';
      language.hidden = !language.textContent;
    },
  };
}
