// What the training module says once (its tasks and ALiBi's slopes per head count), shared by the
// Train panel's parts, and the one rounding for every percentage the panel shows (legend, table,
// reading).
export function createTrainContext() {
  const context = {
    tasks: [],
    slopesByHeads: [],
    taskInfo: (name) => context.tasks.find((task) => task.name === name),
  };
  return context;
}

export const percent = (x) => `${(100 * x).toFixed(1)}%`;
