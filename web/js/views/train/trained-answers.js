// What a kept trained model answers on the learner's sentence, in both orders (who did it: one
// word; previous-token: the word before each word), asked of the training module through the
// shared client, as the sentence the trained-model note shows. Words outside the model's
// vocabulary are left out of its input and named. Loaded with the Train panel's script.
import { sharedTrainingClient } from '../../train/shared-client.js';
import { t } from '../../text/en/train.js';
import { errorText } from '../../text/en/errors.js';
import '../../text/en/errors.train.js';

function describe(task, answer) {
  if (answer.error) return errorText(answer.error);
  if (answer.known.length === 0) return t('train.noKnownWord');
  if (task === 'who-did-it') return t('train.didIt', { word: answer.answers[0] });
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
    return ` ${t('train.answers', { task, first: describe(task, first), second: describe(task, second) })}`
      + (first.unknown?.length ? ` ${t('train.leftOut', { words: first.unknown.join(', ') })}` : '');
  };
}
