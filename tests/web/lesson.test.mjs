// The lesson's content (web/js/content/lesson.js): every step sets only real properties to allowed
// values, and its sentences about numbers are chosen by their conditions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LESSON, trueClaims } from '../../web/js/content/lesson.js';
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

test('the steps follow the issue: attention, shuffle, sinusoidal, shift test, causal mask, cricket', () => {
  assert.equal(LESSON[1].state.scheme, 'none');
  assert.equal(LESSON[2].action.patch.scheme, 'sinusoidal');
  assert.equal(LESSON[3].state.panel, 'position');
  assert.equal(LESSON[4].action.patch.causal, true);
  assert.equal(LESSON[5].state.panel, 'walkthrough');
});

// Facts as claims.js derives them (the claims test runs these texts against the real core).
const facts = (overrides) => {
  const f = { scheme: 'none', causal: false, strength: 1, panel: 'compare', moved: true, equivariant: true,
    outputError: 4.4e-16, shiftMeasured: true, shiftInvariant: true, shiftDifference: 0, shiftBy: 5, tokenCount: 6, ...overrides };
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
    t('lesson.encoding.changed', { scheme: 'sinusoidal', error: '1.58' }));
  const shift = LESSON[3];
  assert.equal(said(shift, { scheme: 'sinusoidal', shiftInvariant: false, shiftDifference: 0.49 }),
    t('lesson.shift.changed', { scheme: 'sinusoidal', shiftBy: 5, error: '0.49' }));
  assert.equal(said(shift, { scheme: 'rope', shiftInvariant: true, shiftDifference: 1e-16 }), t('lesson.shift.relative', { scheme: 'RoPE', shiftBy: 5 }));
  assert.equal(said(shift, { scheme: 'rope', shiftInvariant: false, shiftDifference: 0.3 }),
    t('lesson.shift.other', { shiftBy: 5, same: 'no', error: '0.3' }),
    'a relative scheme that failed the shift test gets no sentence claiming it passed');
  const mask = LESSON[4];
  assert.equal(said(mask, { causal: true, equivariant: false, outputError: 2.88 }), t('lesson.mask.changed', { error: '2.88' }));
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
