// The reading of a finished run: each sentence states a fact about the measured numbers and is
// shown only when its condition holds for them (a text and a condition, as data).
// `table` maps a scheme to its accuracies [1x, 2x, 4x]; `task` is the task's name.
import { SCHEME_PHRASES, RELATIVE_SCHEMES as RELATIVE } from '../schemes.js';

const NAMES = Object.fromEntries(Object.entries(SCHEME_PHRASES).map(([s, phrase]) => [s, phrase[0].toUpperCase() + phrase.slice(1)]));
const percent = (x) => `${(100 * x).toFixed(1)}%`;

function best(table, factor) {
  let top = null;
  for (const [scheme, accuracy] of Object.entries(table))
    if (!top || accuracy[factor] > table[top][factor]) top = scheme;
  return top;
}

export const READINGS = [
  {
    when: ({ task, table, causal }) => task === 'who-did-it' && !causal && table.none && table.none[0] <= 0.55,
    text: ({ table }) => `Without position the model stays at chance (${percent(table.none[0])}): a sentence and the same words with the nouns swapped are one set of words to it, so both get the same answer.`,
  },
  {
    when: ({ table }) => Object.keys(table).some((s) => s !== 'none' && table[s][0] > 0.95),
    text: ({ table }) => {
      const top = best(table, 0);
      return `${NAMES[top]} learned the task: ${percent(table[top][0])} right on sentences of the training lengths.`;
    },
  },
  {
    when: ({ table }) => Object.keys(table).length > 0 && Object.values(table).every((a) => a[0] <= 0.95),
    text: () => 'No scheme passed 95% at the training lengths yet: train for more steps.',
  },
  {
    when: ({ table }) => table.learned && table.learned[0] > 0.9 && table.learned[1] < table.learned[0] - 0.2,
    text: ({ table }) => `The learned table drops from ${percent(table.learned[0])} to ${percent(table.learned[1])} at twice the training length: the positions there were never trained.`,
  },
  {
    when: ({ table }) => {
      const top = best(table, 2);
      return RELATIVE.includes(top) && table[top][0] > 0.9 && (!table.learned || table[top][2] > table.learned[2] + 0.1);
    },
    text: ({ table }) => {
      const top = best(table, 2);
      return `${NAMES[top]}, a relative scheme, holds up best on sentences four times as long: ${percent(table[top][2])}.`;
    },
  },
  {
    when: ({ table }) => table.alibi && table.alibi[0] < 0.6,
    text: ({ table }) => `ALiBi reached only ${percent(table.alibi[0])} here: its slopes are fixed, and nothing else in this model knows position.`,
  },
];

export function readingFor(facts) {
  return READINGS.filter((r) => r.when(facts)).map((r) => r.text(facts));
}
