// The lesson's content (web/js/content/lesson.js): every step sets only real properties to allowed
// values, and its sentences about numbers are chosen by their conditions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { LESSON, trueClaims, stepDone, RECAP, bestMatch, bestMatchText } from '../../web/js/content/lesson.js';
import { loadModule } from '../wasm/module.mjs';
import { QUESTIONS } from '../../web/js/content/questions.js';
import { loadEnglishMessages } from './english-messages.mjs';
import { PROPERTIES, TYPES, toHash, parseHash, defaults } from '../../web/js/state/state.js';
import { ADDED_SCHEMES, RELATIVE_SCHEMES } from '../../web/js/schemes/schemes.js';

const byName = new Map(PROPERTIES.map((p) => [p.name, p]));

test('about six steps, each with a title, words, a prediction, a task and claims', () => {
  assert.ok(LESSON.length >= 5 && LESSON.length <= 8);
  for (const step of LESSON) {
    for (const field of ['title', 'show', 'predict', 'task']) assert.equal(typeof step[field], 'string', `${step.title}: ${field}`);
    assert.ok(Array.isArray(step.claims));
    for (const claim of step.claims) {
      assert.ok(claim.when === undefined || typeof claim.when === 'function');
      assert.equal(typeof claim.text, 'string', 'a claim names its message');
      assert.ok(claim.args === undefined || typeof claim.args === 'function');
    }
    assert.equal(step.claims.at(-1).when, undefined, `${step.title}: the last claim holds always`);
  }
});

test('every step sets only properties of the link, each to a value the link can hold', () => {
  for (const step of LESSON) {
    const patches = [step.state, ...(step.action ? [step.action.patch] : [])];
    for (const patch of patches) {
      for (const [name, value] of Object.entries(patch)) {
        const property = byName.get(name);
        assert.ok(property, `${step.title}: ${name}`);
        const text = TYPES[property.type].format(value, property);
        assert.deepEqual(TYPES[property.type].parse(text, property), { value }, `${step.title}: ${name}=${text}`);
      }
      const view = { ...defaults(), ...patch };
      assert.deepEqual(parseHash(toHash(view)).state, view);
    }
  }
});

test('the steps follow the issue: attention, shuffle, sinusoidal on the English models, shift test, causal mask, cricket', () => {
  assert.equal(LESSON[1].state.scheme, 'none');
  assert.equal(LESSON[2].action.patch.scheme, 'sinusoidal');
  assert.equal(LESSON[2].state.model, 'english', 'the models trained on English carry step 3');
  assert.equal(LESSON[2].state.blankOpen, true);
  assert.equal(LESSON[2].state.blankSchemes, 'all');
  assert.equal(LESSON[3].state.panel, 'position');
  assert.equal(LESSON[4].action.patch.causal, true);
  assert.equal(LESSON[5].state.panel, 'walkthrough');
});

// Facts as claims.js derives them (the claims test runs these texts against the real core).
const facts = (overrides) => {
  const f = { scheme: 'none', causal: false, strength: 1, panel: 'compare', moved: true, equivariant: true,
    outputError: 4.4e-16, outputScale: 2.5, shiftMeasured: true, shiftInvariant: true, shiftDifference: 0, shiftBy: 5, tokenCount: 6, ...overrides };
  f.shiftChanged = f.shiftMeasured && !f.shiftInvariant;
  f.added = ADDED_SCHEMES.includes(f.scheme);
  f.relative = RELATIVE_SCHEMES.includes(f.scheme);
  f.encodingActive = f.relative || (f.added && f.strength > 0);
  f.orderBlind = !f.encodingActive && !f.causal;
  return f;
};

test('a sentence about the numbers is shown only where it is true', async () => {
  const { t } = await loadEnglishMessages();
  const said = (step, overrides) => trueClaims(step, facts(overrides)).join(' ');
  const shuffle = LESSON[1];
  assert.equal(said(shuffle, { moved: false }), t('lesson.shuffle.unmoved'));
  assert.equal(said(shuffle, {}), t('lesson.shuffle.blind'));
  const encoding = LESSON[2];
  assert.equal(said(encoding, { scheme: 'sinusoidal', equivariant: false, outputError: 1.58 }),
    t('lesson.encoding.changed', { scheme: 'sinusoidal', error: '1.58', scale: '2.5' }));
  const shift = LESSON[3];
  assert.equal(said(shift, { scheme: 'sinusoidal', shiftInvariant: false, shiftDifference: 0.49 }),
    t('lesson.shift.changed', { scheme: 'sinusoidal', shiftBy: 5, error: '0.49' }));
  assert.equal(said(shift, { scheme: 'rope', shiftInvariant: true, shiftDifference: 1e-16 }), t('lesson.shift.relative', { scheme: 'RoPE', shiftBy: 5 }));
  assert.equal(said(shift, { scheme: 'rope', shiftInvariant: false, shiftDifference: 0.3 }),
    t('lesson.shift.other', { shiftBy: 5, same: 'no', error: '0.3' }),
    'a relative scheme that failed the shift test gets no sentence claiming it passed');
  const mask = LESSON[4];
  assert.equal(said(mask, { causal: true, equivariant: false, outputError: 2.88 }), t('lesson.mask.changed', { error: '2.88', scale: '2.5' }));
  // Every set of facts gets exactly one sentence: never none (an empty reveal), never two (which
  // could contradict each other); and it is a message of the catalogue, not an id left unformatted.
  for (const step of LESSON) {
    for (const scheme of ['none', ...ADDED_SCHEMES, ...RELATIVE_SCHEMES])
      for (const moved of [true, false]) for (const equivariant of [true, false]) for (const causal of [true, false]) {
        const sentences = trueClaims(step, facts({ scheme, moved, equivariant, causal }));
        assert.equal(sentences.length, 1, `${step.title}, ${scheme}: ${sentences.length} sentences`);
        assert.ok(sentences[0].trim().length > 0 && !/^[\w.]+$/.test(sentences[0]), `${step.title}: "${sentences[0]}"`);
      }
  }
});

test('rounding reads as identical; a real difference keeps its number', async () => {
  const { t } = await loadEnglishMessages();
  const placed = (shiftDifference) => trueClaims(LESSON[3], facts({ scheme: 'rope', shiftMeasured: true, shiftInvariant: false, shiftDifference, shiftBy: 1 }));
  assert.deepEqual(placed(4.4e-16), [t('lesson.shift.other', { shiftBy: 1, same: 'yes', error: '0' })]);
  assert.deepEqual(placed(0.25), [t('lesson.shift.other', { shiftBy: 1, same: 'no', error: '0.25' })]);
  assert.notDeepEqual(placed(4.4e-16), placed(0.25), 'rounding and a real difference read differently');
});

// ---- predict, act, then reveal ----
// What each step's task does to the state, as the learner does it (the card's button, Shuffle, the
// link to the shift test, the walkthrough's Next), and what the card saw.
const TASKS = [
  { state: {}, seen: {} },                                  // 1: no task in the state: Show the answer
  { state: { order: 'shuffle' }, seen: {} },                // 2: Shuffle
  { state: { order: 'shuffle', scheme: 'sinusoidal' }, seen: {} },  // 3: Shuffle, then sinusoidal
  { state: {}, seen: { linked: true } },                    // 4: the link to the shift test
  { state: { causal: true }, seen: {} },                    // 5: the mask
  { state: { step: 4 }, seen: {} },                         // 6: the walkthrough's steps
];
// The facts a step's state gives (as claims.js would measure them on the core's numbers: the
// claims test checks those; here only which sentence the card may show).
const factsOf = (state) => {
  const moved = state.order !== 'original';
  const probe = facts({ scheme: state.scheme, causal: state.causal, panel: state.panel, moved, modelKind: state.model });
  return { ...probe, equivariant: !moved || probe.orderBlind, shiftInvariant: probe.relative || state.scheme === 'none' };
};

test('predict, act, then reveal: on arrival no step shows a sentence that answers its question; once its task is done, it does', () => {
  assert.equal(TASKS.length, LESSON.length);
  LESSON.forEach((step, i) => {
    const arrival = { ...defaults(), ...step.state };
    assert.equal(stepDone(step, arrival, {}), false, `step ${i + 1}: its task is not done on arrival`);
    const before = trueClaims(step, factsOf(arrival), { revealed: false });
    const answering = step.claims.filter((c) => !c.before && c.text);
    for (const line of before) {
      assert.ok(!answering.some((c) => line === claimWords(c)), `step ${i + 1} on arrival shows an answer: ${line}`);
    }
    const after = { ...arrival, ...TASKS[i].state };
    assert.equal(stepDone(step, after, TASKS[i].seen) || i === 0, true, `step ${i + 1}: its task done`);
    const revealed = trueClaims(step, factsOf(after), { revealed: true });
    if (i < LESSON.length - 1) assert.equal(revealed.length, 1, `step ${i + 1}: its answer after the task`);
    if (i < LESSON.length - 1) assert.ok(!step.claims.find((c) => claimWords(c) === revealed[0])?.before, `step ${i + 1}: the answer is an answer`);
  });
});

test('unrevealed, a step shows only sentences that answer nothing, in every state', () => {
  for (const step of LESSON) {
    for (const moved of [true, false]) for (const equivariant of [true, false]) for (const causal of [true, false])
      for (const scheme of ['none', 'sinusoidal', 'rope']) for (const modelKind of ['seeded', 'english']) {
        const f = facts({ moved, equivariant, causal, scheme, modelKind, shiftInvariant: scheme !== 'sinusoidal' });
        const lines = trueClaims(step, f, { revealed: false });
        const chosen = step.claims.find((c) => !c.when || c.when(f));
        assert.ok(lines.length === 0 || chosen.before, `${step.title}: ${lines}`);
      }
  }
});

test('no step\'s own words (what it shows, asks and asks to do) state its answer', async () => {
  const { t } = await loadEnglishMessages();
  LESSON.forEach((step, i) => {
    const words = `${step.show} ${step.predict} ${step.task}`;
    for (const claim of step.claims.filter((c) => !c.before && c.text)) {
      // The answer's first clause, with its numbers left out.
      const clause = t(claim.text, Object.fromEntries([...'scheme error shiftBy same'.split(' ')].map((n) => [n, n === 'shiftBy' ? 5 : 'X']))).split(/[:.;,]/)[0];
      assert.ok(!words.includes(clause), `step ${i + 1} says "${clause}" before it is asked`);
    }
  });
  // "Every row adds up to 1" is step 1's answer, and nowhere in its words.
  assert.ok(!`${LESSON[0].show} ${LESSON[0].task}`.includes('adds up to 1'));
  assert.ok(RECAP.points.length === LESSON.length);
});

test('every predict question shows its answer only after it is answered, and comes before the view that answers it', () => {
  for (const [id, question] of Object.entries(QUESTIONS)) {
    const asked = `${question.prompt} ${question.choices.map((c) => c.text).join(' ')}`;
    assert.equal(typeof question.setupNote, 'string', id);
    for (const answer of question.answers) assert.equal(typeof answer.text, 'string', id);
    assert.ok(!question.answers.some((a) => asked.includes(a.text)), id);
  }
  // The Position tab's questions (RoPE under a shift, ALiBi under reversal) stand before the shift
  // test, which answers the first.
  const page = fs.readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
  assert.ok(page.indexOf('id="questions-position"') < page.indexOf('id="shift-panel"'));
});

test('the lesson leaves no causal mask on silently: step 6 and the recap\'s ways on turn it off', () => {
  assert.equal(LESSON[5].state.causal, false);
  assert.equal(RECAP.state.causal, false);
  assert.ok(/mask is off/i.test(LESSON[5].show), 'step 6 says so');
  for (const next of RECAP.next) assert.ok(next.patch && (next.panel === 'train' || next.patch.causal === false), next.panel);
});

// A claim's English words with placeholder arguments, as trueClaims would write them.
function claimWords(claim) {
  return trueClaims({ claims: [{ ...claim, when: undefined }] }, facts({}))[0];
}

// Step 6 (issue 47): it asks whose deliveries Kohli's intent matches best, so it opens the
// walkthrough where the query and every bowler's key are shown (its step 2), before the dot
// products (its step 3) answer it; Show the answer says the best match, from the core's numbers.
test('step 6 shows the query and the keys before it asks, and its answer is the core\'s largest dot product and weight', async () => {
  const { t } = await loadEnglishMessages();
  await import('../../web/js/text/en/lesson.steps.js');
  const step = LESSON[5];
  assert.equal(step.state.step, 2, 'the walkthrough opens on the keys, beside the query');
  assert.equal(stepDone(step, { ...defaults(), ...step.state }), false);
  assert.equal(stepDone(step, { ...defaults(), ...step.state, step: 3 }), true, 'the dot products answer it');
  assert.equal(step.walkAnswer, true);
  const M = await loadModule();
  const first = M.cricketWalkthrough('powerplay');
  const { cricketWords } = await import('../../web/js/text/en/cricket.js');
  for (const phase of first.phaseIds) {
    const walk = cricketWords(M.cricketWalkthrough(phase));
    const match = { names: walk.bowlers, dotProducts: Array.from(walk.dotProducts), phaseLabel: walk.phaseLabel };
    const best = bestMatch(match);
    assert.ok(best, `${phase}: one best match`);
    for (let i = 0; i < walk.bowlers.length; ++i) if (i !== best.index) {
      assert.ok(walk.dotProducts[i] < walk.dotProducts[best.index], `${phase}: the largest dot product`);
      assert.ok(walk.weights[i] < walk.weights[best.index], `${phase}: and so the largest weight`);
    }
    assert.ok(![step.show, step.predict, step.task].some((words) => words.includes(walk.bowlers[best.index])), `${phase}: not named before it is asked`);
    assert.equal(bestMatchText(match), t('lesson.cricket.best', { name: walk.bowlers[best.index], score: best.score, count: walk.bowlers.length, phase: walk.phaseLabel }));
  }
  assert.equal(bestMatch({ names: ['a', 'b'], dotProducts: [2, 2], phaseLabel: 'x' }), null, 'a tie names no best match');
});
