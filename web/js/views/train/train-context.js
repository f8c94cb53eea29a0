// What the training module says once (its tasks and ALiBi's slopes per head count), shared by the
// Train panel's parts, and the one rounding for every percentage the panel shows (legend, table,
// reading), as the page's language writes it.
import { formatPercent } from '../../util/format-more.js';

export function createTrainContext() {
  const context = {
    tasks: [],
    slopesByHeads: [],
    taskInfo: (name) => context.tasks.find((task) => task.name === name),
  };
  return context;
}

export const percent = (x) => formatPercent(x);
