// One Train-panel session (web/js/train/session.js, what the training worker runs) run to the end
// in the test's thread, its slices one after another without timers: its results, as the page gets them.
import { createTrainingSession } from '../../web/js/train/session.js';

export function runSession(module, message) {
  const queue = [];
  let done = null;
  const session = createTrainingSession(module, (m) => {
    if (m.type === 'done') done = m.results;
    if (m.type === 'error') throw new Error(m.message);
  }, { schedule: (fn) => queue.push(fn) });
  session.handle({ type: 'start', ...message });
  while (queue.length) queue.shift()();
  return done;
}
