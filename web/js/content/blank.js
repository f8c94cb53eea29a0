// What Fill the blank's answer says, as claims (claims.js) over facts read from that answer: the
// English models' five best guesses for one hidden word, in the sentence's order and in the new one,
// for the chosen scheme or all six (views/english/english-panel.js). Sentences under its table say
// why columns are identical and how far a guess can be trusted; BLANK_STORY is the answer of the
// lesson's step 3 (content/lesson.js). tests/web/claims-blank.test.mjs checks every sentence against
// the English models' own answers. Messages: text/en/english.js.
import { SAME_TOLERANCE } from '../util/heads.js';
import { SCHEMES } from '../schemes/schemes.js';
import { formatNumber } from '../util/format.js';
import { formatPercent } from '../util/format-more.js';
import { t } from '../text/en/english.js';

// A top guess with less of the model's belief than this is a guess, not knowledge.
export const CONFIDENT_GUESS = 0.2;

const percent = (p) => `${formatNumber(100 * p)}%`;
// A round number, as the sentence's condition, written as the page's language writes a percentage.
const threshold = () => formatPercent(CONFIDENT_GUESS, 0);
const name = (scheme) => t('english.scheme', { scheme });
const list = (schemes) => schemes.map(name).join(t('english.listSeparator'));
const near = (a, b) => a.length === b.length && a.every((v, i) => Math.abs(v - b[i]) < SAME_TOLERANCE);

// The facts of one answer ({ok, order, tokens, answers: {scheme: guesses}}) for the hidden token.
export function blankFacts(answer, blank) {
  const order = Array.from(answer.order);
  const n = order.length;
  const word = String(answer.tokens[blank]).toLowerCase();
  const models = {};
  for (const scheme of SCHEMES) {
    const a = answer.answers[scheme];
    if (!a?.ok) continue;
    models[scheme] = {
      // Both columns hold the same words with the same probabilities.
      same: a.original.join('\u0000') === a.reordered.join('\u0000') && near(a.originalProbability, a.reorderedProbability),
      top: a.original[0], topP: a.originalProbability[0],
      newTop: a.reordered[0], newTopP: a.reorderedProbability[0],
      rightInOrder: a.original[0] === word,
      rightShuffled: a.reordered[0] === word,
      // Its top guess in each column shown (both: in order and in the new order; the same when
      // nothing moved) has less of its belief than CONFIDENT_GUESS.
      unsureInOrder: a.originalProbability[0] < CONFIDENT_GUESS,
      unsureReordered: a.reorderedProbability[0] < CONFIDENT_GUESS,
      confident: a.originalProbability[0] >= CONFIDENT_GUESS,
    };
  }
  const shown = SCHEMES.filter((s) => models[s]);
  const positional = shown.filter((s) => s !== 'none');
  // The scheme with positions that tells the story best: right in order and fairly sure of it,
  // wrong in the new order, with the most belief in the right word.
  const spoiled = positional.filter((s) => models[s].rightInOrder && models[s].confident && !models[s].rightShuffled)
    .sort((a, b) => models[b].topP - models[a].topP);
  return {
    word, models, shown, positional, spoiled,
    moved: order.some((o, k) => o !== k),
    reversed: n > 1 && order.every((o, k) => o === n - 1 - k),
    // The notes under the table speak of every top guess it shows, in both columns: `unsure` lists
    // the models with a top guess below CONFIDENT_GUESS in either column, `allUnsure` says every top
    // guess shown is below it.
    unsure: shown.filter((s) => models[s].unsureInOrder || models[s].unsureReordered),
    allUnsure: shown.length > 0 && shown.every((s) => models[s].unsureInOrder && models[s].unsureReordered),
    // Every top guess in the sentence's order is below it; these models' in the new order are not.
    allUnsureInOrder: shown.length > 0 && shown.every((s) => models[s].unsureInOrder),
    sureReordered: shown.filter((s) => !models[s].unsureReordered),
    rightInOrder: positional.filter((s) => models[s].rightInOrder),
    rightShuffled: positional.filter((s) => models[s].rightShuffled),
  };
}

// The lesson's story holds: no position guesses the same in both orders, and some scheme with
// positions guesses the word first in order, fairly sure (CONFIDENT_GUESS), and not after the shuffle.
export const storyHolds = (f) => f.moved && Boolean(f.models.none?.same) && f.spoiled.length > 0
  && f.rightInOrder.length > f.rightShuffled.length;  // and fewer are right after the shuffle

// Under the table: each list gives at most one sentence.
export const BLANK_NOTES = [
  [
    { when: (f) => f.moved && f.models.none?.same, text: 'english.blankNoneSame', asserts: ['moved', 'noneSame'] },
    { text: '' },
  ],
  [
    { when: (f) => f.reversed && f.models.alibi?.same, text: 'english.blankAlibiReversed', asserts: ['reversed', 'alibiSame'] },
    { text: '' },
  ],
  [
    { when: (f) => f.allUnsure, text: 'english.blankAllUnsure', args: () => ({ threshold: threshold() }), asserts: ['allUnsure'] },
    // `sure` and `unsure` (the schemes a list names) are for the claims test, which checks the list.
    { when: (f) => f.moved && f.allUnsureInOrder && f.sureReordered.length > 0, text: 'english.blankUnsureInOrder',
      args: (f) => ({ threshold: threshold(), models: list(f.sureReordered), count: f.sureReordered.length, sure: f.sureReordered }),
      asserts: ['moved', 'unsureInOrder', 'sureReordered'] },
    { when: (f) => f.unsure.length > 0, text: 'english.blankSomeUnsure', args: (f) => ({ models: list(f.unsure), threshold: threshold(), unsure: f.unsure }),
      asserts: ['someUnsure'] },
    { text: 'english.blankConfident', args: () => ({ threshold: threshold() }), asserts: ['confident'] },
  ],
];

// The answer of the lesson's step 3, about all six models on its sentence and the new order.
export const BLANK_STORY = [
  { when: (f) => !f.moved || !f.models.none, text: '' },
  {
    when: storyHolds,
    text: 'english.blankStory',
    args: (f) => {
      const s = f.spoiled[0], m = f.models[s];
      return { noneTop: f.models.none.top, noneP: percent(f.models.none.topP), word: f.word, scheme: name(s), inOrder: percent(m.topP),
        newTop: m.newTop, newP: percent(m.newTopP), right: f.rightInOrder.length, kept: f.rightShuffled.length, of: f.positional.length };
    },
    asserts: ['moved', 'noneSame', 'spoiled', 'fewerRight'],
  },
  { when: (f) => f.models.none.same && f.rightInOrder.length > f.rightShuffled.length, text: 'english.blankStoryCount',
    args: (f) => ({ noneTop: f.models.none.top, noneP: percent(f.models.none.topP), word: f.word, right: f.rightInOrder.length, kept: f.rightShuffled.length, of: f.positional.length }),
    asserts: ['moved', 'noneSame', 'fewerRight'] },
  { when: (f) => f.models.none.same, text: 'english.blankStoryNone', args: (f) => ({ word: f.word }), asserts: ['moved', 'noneSame', 'noFewerRight'] },
  { text: '' },
];
