// One training client (one worker and its module) for the page: the Train panel trains through it,
// and the trained-model note asks it what a kept model answers on the learner's sentence. Each
// listener gets every message and picks its own.
import { createTrainingClient } from './client.js';

const listeners = new Set();
let client = null;

export function sharedTrainingClient(listener) {
  listeners.add(listener);
  if (!client) {
    client = createTrainingClient((message) => { for (const l of listeners) l(message); });
    client.post({ type: 'tasks' });
  }
  return client;
}
