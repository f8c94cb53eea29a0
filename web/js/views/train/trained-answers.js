// What a kept trained model answers on the learner's sentence, in both orders (who did it: one
// word; previous-token: the word before each word), asked of the training module through the
// shared client, as the sentence the trained-model note shows. Words outside the model's
// vocabulary are left out of its input and named. Loaded with the Train panel's script.
import { sharedTrainingClient } from '../../train/shared-client.js';

function describe(task, answer) {
  if (answer.error) return answer.error;
  if (answer.known.length === 0) return 'no word it knows';
  if (task === 'who-did-it') return `"${answer.answers[0]}" did it`;
  return answer.known.slice(1).map((w, i) => `${w}←${answer.answers[i + 1]}`).join(', ');
}

export function createAnswerer() {
  const waiting = new Map();
  let nextKey = 1;
  const client = sharedTrainingClient((message) => {
    if (message.type !== 'predicted') return;
    const done = waiting.get(message.key);
    waiting.delete(message.key);
    done?.(message.answers);
  });
  // Resolves to the sentence: the model's answers on the original order and on the page's order.
  return async (model, task, original, moved) => {
    const key = nextKey++;
    const [first, second] = await new Promise((resolve) => {
      waiting.set(key, resolve);
      client.post({ type: 'predict', model, words: [original, moved], key });
    });
    const what = task === 'who-did-it' ? 'its answer (who did it)' : 'the word it names before each word';
    return ` On this sentence, ${what}: in the original order ${describe(task, first)}; in the other order ${describe(task, second)}.`
      + (first.unknown?.length ? ` Left out as unknown: ${first.unknown.join(', ')}.` : '');
  };
}
