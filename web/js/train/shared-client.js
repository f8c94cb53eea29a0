// One training client (one worker and its module) for the page: the Train panel trains through it,
// and the trained-model note asks it what a kept model answers on the learner's sentence. Each
// listener gets every message and picks its own.
import { createTrainingClient } from './client.js';

const listeners = new Set();
let client = null;

export function sharedTrainingClient(listener) {
  const added = !listeners.has(listener);
  listeners.add(listener);
  if (!client) {
    client = createTrainingClient((message) => { for (const l of listeners) l(message); });
    client.post({ type: 'tasks' });
  } else if (added) {
    // What the module says once (its tasks, ALiBi's slopes) is said again for a listener that came
    // later: a Train panel built again in another language shows them as a fresh load does.
    client.post({ type: 'tasks' });
  }
  return client;
}
