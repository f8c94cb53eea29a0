// The measured answer to "did shuffling change anything but the order?": max |f(PX) − P f(X)|
// over every output number, lined up by token, and a one-line verdict.
import { element } from '../dom.js';
import { formatError, plainError } from '../format.js';

export function createEquivarianceBadge(root) {
  const badge = element('div', { className: 'badge', attrs: { id: 'equivariance-badge', role: 'status' } });
  const value = element('p', { className: 'badge-value' });
  const verdict = element('p', { className: 'badge-verdict' });
  const detail = element('p', { className: 'badge-detail' });
  const mean = element('p', { className: 'badge-detail badge-mean' });
  // Plain words first; the measured numbers behind them, on demand.
  const numbers = element('details', { className: 'badge-numbers' }, [
    element('summary', { text: 'The numbers' }), value, mean]);
  badge.append(verdict, detail, numbers);
  root.append(badge);

  return {
    render(result, state) {
      const { outputError, equivariant, meanOutputError } = result.comparison;
      const moved = Array.from(result.order).some((original, k) => original !== k);
      value.textContent = `max |f(PX) − P f(X)| = ${formatError(outputError)}: ${plainError(outputError)}`;
      badge.dataset.verdict = !moved ? 'unmoved' : equivariant ? 'same' : 'changed';
      if (!moved) {
        verdict.textContent = 'Nothing moved yet: the order is the original one.';
        detail.textContent = 'Shuffle the tokens to compare the two runs.';
      } else if (equivariant) {
        verdict.textContent = 'Same outputs, just reordered.';
        detail.textContent = 'Every token got exactly the vector it had before, in its new place: ' +
          'without position, attention cannot tell the orders apart.';
      } else {
        verdict.textContent = 'Outputs changed.';
        detail.textContent = 'The same tokens in a new order got different vectors: ' + (state.scheme === 'none'
          ? 'there is no positional encoding, but the causal mask lets each token see only the tokens before it, and that depends on where it stands.'
          : 'the positional encoding told the model where each token stands.');
      }
      mean.textContent = moved
        ? `The mean of the outputs over all tokens, a summary that ignores order, changed by ${formatError(meanOutputError)}: ` +
          (meanOutputError < 1e-9 ? 'it is invariant, not just equivariant.' : 'not even the order-blind summary survived.')
        : '';
    },
  };
}
