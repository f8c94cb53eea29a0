// The shift test: the same sentence placed k positions later. Per head, the largest change in any
// weight, and one verdict over the seeded heads, picked by what was measured (content/verdicts.js).
import { element, clear } from '../../util/dom.js';
import { formatError } from '../../util/format.js';
import { allHeads, SAME_TOLERANCE } from '../../util/heads.js';
import { facts, say } from '../../content/claims.js';
import { SHIFT_VERDICT } from '../../content/verdicts.js';
import { t } from '../../text/en/position.js';

export function createShiftTest(root) {
  const verdict = element('p', { className: 'shift-verdict', attrs: { id: 'shift-verdict', role: 'status' } });
  const table = element('table', { className: 'numbers', attrs: { id: 'shift-table' } });
  const caption = element('caption');
  const body = element('tbody');
  table.append(caption, element('thead', {}, [element('tr', {}, [
    element('th', { text: t('position.shiftHead'), attrs: { scope: 'col' } }),
    element('th', { text: t('position.shiftChange'), attrs: { scope: 'col' } }),
    element('th', { text: t('position.shiftVerdict'), attrs: { scope: 'col' } })])]), body);
  root.append(verdict, table);

  return {
    render(result, state) {
      const { shiftBy, headWeightDifference, invariant } = result.shift;
      verdict.dataset.verdict = invariant ? 'identical' : 'changed';
      verdict.textContent = say(SHIFT_VERDICT, facts(result, state));
      caption.textContent = t('position.shiftTitle', { count: shiftBy });
      const heads = allHeads(result.original);
      clear(body).append(...heads.map((head, i) => {
        const difference = headWeightDifference[i];
        return element('tr', {}, [
          element('th', { text: i < result.original.heads.length ? head.label : t('position.designedHead', { head: head.label }), attrs: { scope: 'row' } }),
          element('td', { text: formatError(difference) }),
          element('td', { text: t(difference < SAME_TOLERANCE ? 'position.identical' : 'position.changed') }),
        ]);
      }));
    },
  };
}
