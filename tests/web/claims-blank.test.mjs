// Fill the blank's sentences (content/blank.js) and the lesson's step 3 (content/lesson.js), checked
// against the shipped English models' own answers (web/public/models/english): the sentence the
// step puts in tells the step's story (no position guesses the same in both orders; a scheme with
// positions guesses the hidden word first in order and not shuffled), and every sentence shown under
// the table is true of the answer it is shown with, checked from the raw guesses, not from the facts
// it was picked by. After a retraining the first check names the candidate sentences that do tell
// it: reorder STORY_SENTENCES. Cost: 8 sentences x 3 orders x every model, a few seconds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadModule, modulePath } from '../wasm/module.mjs';
import { englishCalls } from '../../web/js/engine/english-calls.js';
import { blankFacts, storyHolds, BLANK_NOTES, BLANK_STORY, CONFIDENT_GUESS } from '../../web/js/content/blank.js';
import { choose, claimText } from '../../web/js/content/claims.js';
import { LESSON, STORY, STORY_SENTENCES } from '../../web/js/content/lesson.js';
import { hasMessage } from '../../web/js/text/messages.js';
import { messageArguments } from '../../web/js/text/format-message.js';
import { englishMessages } from '../../web/js/text/messages.js';
import { SCHEMES as ALL_SCHEMES } from '../../web/js/schemes/schemes.js';

const M = await loadModule();
const file = path.join(path.dirname(modulePath), 'attention-english.js');
// ENGLISH_MODEL_DIR: a generation before it ships (docs/models.md, "Shipping a generation").
const modelDir = process.env.ENGLISH_MODEL_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/models/english');
const E = await createRequire(import.meta.url)(file)({ wasmBinary: fs.readFileSync(file.replace(/\.js$/, '.wasm')) });
const read = (name) => new Uint8Array(fs.readFileSync(path.join(modelDir, name)));
// The schemes with a model file, as the page offers them (a scheme without one is not asked).
const SCHEMES = ALL_SCHEMES.filter((scheme) => fs.existsSync(path.join(modelDir, `${scheme}.bin`)));
globalThis.fetch = async (address) => ({ ok: true, arrayBuffer: async () => read(address.split('/').pop()).slice().buffer });
const calls = englishCalls({ base: 'http://localhost/', analysisModule: M, loadFactory: async () => async () => E });
// The step sets seed 1; Shuffle moves it on by one (views/input/order-controls.js).
const FIRST_SHUFFLE = LESSON[2].state.seed + 1;
const ask = ({ text, blank }, order, seed = 1) => calls.fillBlank({ text, schemes: SCHEMES, order, seed, token: blank });

// ---- independent readings of the raw answer ----
const same = (a) => a.ok && a.original.every((w, i) => w === a.reordered[i]) &&
  a.originalProbability.every((p, i) => Math.abs(p - a.reorderedProbability[i]) < 1e-9);
const wordOf = (answer, blank) => String(answer.tokens[blank]).toLowerCase();
// How many schemes with positions guess the hidden word first, in one order's column.
const rights = (answer, blank, column) => SCHEMES.filter((s) => s !== 'none' && answer.answers[s][column][0] === wordOf(answer, blank)).length;
// Every top guess the table shows: each model asked, in the sentence's order and in the new one.
const tops = (answer) => Object.entries(answer.answers).filter(([, a]) => a.ok)
  .flatMap(([scheme, a]) => [{ scheme, p: a.originalProbability[0] }, { scheme, p: a.reorderedProbability[0] }]);
const CHECKS = {
  moved: (answer) => Array.from(answer.order).some((o, k) => o !== k),
  reversed: (answer) => Array.from(answer.order).every((o, k) => o === answer.order.length - 1 - k),
  noneSame: (answer) => same(answer.answers.none),
  alibiSame: (answer) => same(answer.answers.alibi),
  // The confidence notes speak of every top guess the table shows: both columns of every model asked.
  allUnsure: (answer) => tops(answer).length > 0 && tops(answer).every(({ p }) => p < CONFIDENT_GUESS),
  // The list names exactly the models with a top guess below the threshold, in either column.
  someUnsure: (answer, blank, args) => tops(answer).some(({ p }) => p < CONFIDENT_GUESS) && assert.deepEqual(
    [...args.unsure].sort(), [...new Set(tops(answer).filter(({ p }) => p < CONFIDENT_GUESS).map(({ scheme }) => scheme))].sort()) === undefined,
  confident: (answer) => tops(answer).every(({ p }) => p >= CONFIDENT_GUESS),
  // Every top guess in the sentence's order is below the threshold; the list names exactly the
  // models whose top guess in the new order is not.
  unsureInOrder: (answer) => Object.values(answer.answers).filter((a) => a.ok).every((a) => a.originalProbability[0] < CONFIDENT_GUESS),
  sureReordered: (answer, blank, args) => args.sure.length > 0 && assert.deepEqual([...args.sure].sort(), Object.entries(answer.answers)
    .filter(([, a]) => a.ok && a.reorderedProbability[0] >= CONFIDENT_GUESS).map(([scheme]) => scheme).sort()) === undefined,
  // Some scheme with positions guesses the hidden word first in order, and not after the reordering.
  spoiled: (answer, blank) => SCHEMES.some((s) => s !== 'none' && answer.answers[s].original[0] === wordOf(answer, blank)
    && answer.answers[s].originalProbability[0] >= CONFIDENT_GUESS && answer.answers[s].reordered[0] !== wordOf(answer, blank)),
  fewerRight: (answer, blank) => rights(answer, blank, 'original') > rights(answer, blank, 'reordered'),
  noFewerRight: (answer, blank) => rights(answer, blank, 'original') <= rights(answer, blank, 'reordered'),
};

const ENGLISH = englishMessages();
function checkShown(claims, answer, blank, where) {
  const f = blankFacts(answer, blank);
  const claim = choose(claims, f);
  if (!claim.text) return '';
  assert.ok(hasMessage(claim.text), claim.text);
  const args = claim.args?.(f) ?? {};
  for (const name of messageArguments(ENGLISH.get(claim.text))) assert.ok(name in args, `${claim.text} needs ${name}`);
  for (const name of claim.asserts ?? []) {
    assert.ok(CHECKS[name], `no check for ${name}`);
    assert.ok(CHECKS[name](answer, blank, args), `${claim.text} asserts ${name}, false ${where}`);
  }
  return claimText(claim, f);
}

test('the sentence of lesson step 3 tells its story on the shipped models (no position: the same guesses; positions: right in order, not shuffled)', async () => {
  assert.equal(LESSON[2].state.text, STORY.text);
  assert.equal(LESSON[2].state.blank, STORY.blank);
  const holds = [];
  for (const candidate of STORY_SENTENCES) {
    const answer = await ask(candidate, 'shuffle', FIRST_SHUFFLE);
    assert.ok(answer.ok, candidate.text);
    const inOrder = await ask(candidate, 'original');
    // The candidate's hidden word is a word the positional models can know: in the vocabulary.
    if (storyHolds(blankFacts(answer, candidate.blank)) && !CHECKS.moved(inOrder)) holds.push(candidate.text);
  }
  assert.ok(holds.includes(STORY.text), `"${STORY.text}" does not tell the story on these models; these do: ${JSON.stringify(holds)}`);
  // The story as the step tells it, after the learner's first Shuffle.
  const told = checkShown(BLANK_STORY, await ask(STORY, 'shuffle', FIRST_SHUFFLE), STORY.blank, 'on the step\'s sentence');
  assert.ok(storyHolds(blankFacts(await ask(STORY, 'shuffle', FIRST_SHUFFLE), STORY.blank)));
  assert.match(told, new RegExp(STORY.text.split(' ')[STORY.blank]));
});

test('every sentence under Fill the blank is true of the answer it is shown with', async () => {
  let shown = 0;
  for (const candidate of [...STORY_SENTENCES, { text: 'dog bites man', blank: 1 }, { text: 'the the the', blank: 0 }]) {
    for (const [order, seed] of [['original', 1], ['shuffle', 2], ['shuffle', 3], ['shuffle', 4], ['reverse', 1]]) {
      const answer = await ask(candidate, order, seed);
      assert.ok(answer.ok);
      const where = `${candidate.text} ${order} ${seed}`;
      for (const claims of [...BLANK_NOTES, BLANK_STORY]) if (checkShown(claims, answer, candidate.blank, where)) shown += 1;
    }
  }
  assert.ok(shown > 40, `${shown} sentences checked`);
});

// The page asks all six models (blankSchemes=all) or the chosen one: the answer for one is the same
// model's answer, alone in the table.
const only = (answer, scheme) => ({ ...answer, answers: { [scheme]: answer.answers[scheme] } });

test('the confidence note under Fill the blank speaks of every top guess shown, in both columns (issue 47: "less than 20%" beside 76%)', async () => {
  // The state of the report: #model=english&blankOpen=1&blankSchemes=all&order=shuffle&seed=1&blank=5.
  const reported = await ask({ text: 'The cat sat on the mat', blank: 5 }, 'shuffle', 1);
  const f = blankFacts(reported, 5);
  assert.notEqual(choose(BLANK_NOTES[2], f).text, 'english.blankAllUnsure', 'a shuffled top guess is above the threshold');
  assert.equal(choose(BLANK_NOTES[2], f).text, 'english.blankUnsureInOrder', 'every top guess in order is below it, not after the shuffle');
  checkShown(BLANK_NOTES[2], reported, 5, 'in the reported state');
  // Every blank of two sentences, every order, all six models and each one alone.
  let states = 0;
  for (const text of ['The cat sat on the mat', STORY.text]) {
    const count = text.split(' ').length;
    for (let blank = 0; blank < count; ++blank) {
      for (const [order, seed] of [['original', 1], ['shuffle', 1], ['shuffle', 2], ['shuffle', 5], ['reverse', 1]]) {
        const answer = await ask({ text, blank }, order, seed);
        assert.ok(answer.ok);
        for (const shown of [answer, ...SCHEMES.map((scheme) => only(answer, scheme))]) {
          const where = `${text} blank ${blank} ${order} ${seed} (${Object.keys(shown.answers).join(',')})`;
          for (const claims of BLANK_NOTES) checkShown(claims, shown, blank, where);
          states += 1;
        }
      }
    }
  }
  assert.ok(states > 300, `${states} states checked`);
});
