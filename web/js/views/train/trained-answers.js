// What a kept trained model answers on the learner's sentence, in both orders (who did it: one
// word; previous-token: the word before each word), asked of the training module through the
// shared client. Words outside the model's vocabulary are left out of its input and named.
import { sharedTrainingClient } from '../../train/shared-client.js';

export function createAnswerer() {
  let waiting = new Map(), nextKey = 1;
  const client = sharedTrainingClient((message) => {
    if (message.type !== 'predicted') return;
    const done = waiting.get(message.key);
    waiting.delete(message.key);
    done?.(message.answers);
  });
  // orders: lists of words; resolves to one {known, unknown, answers} (or {error}) per list.
  return (model, orders) => new Promise((resolve) => {
    const key = nextKey++;
    waiting.set(key, resolve);
    client.post({ type: 'predict', model, words: orders, key });
  });
}
