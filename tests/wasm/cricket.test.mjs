// The cricket walkthrough as the page receives it: every number is the attention arithmetic the
// walkthrough claims (dot products, scaling by √d, softmax, weighted sum), and the story holds:
// the pace bowler leads in the powerplay, the spinner in the 35th over. The core sends ids; the
// page's words for them are web/js/text/en/cricket.js (cricketWords), checked here too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadModule, at } from './module.mjs';
import { cricketWords } from '../../web/js/text/en/cricket.js';
import { hasMessage } from '../../web/js/text/messages.js';

const M = await loadModule();
const PHASES = ['powerplay', 'over35'];
const close = (a, b, tolerance = 1e-12) => Math.abs(a - b) <= tolerance;
const argmax = (values) => Array.from(values).indexOf(Math.max(...values));

test('every phase comes with its vectors and ids, and the page has words for every id', () => {
  for (const phase of PHASES) {
    const raw = M.cricketWalkthrough(phase);
    for (const [kind, ids] of [['phase', raw.phaseIds], ['key', raw.keyFeatureIds], ['value', raw.valueFeatureIds],
      ['bowler', raw.bowlerIds], ['about', raw.bowlerIds]])
      for (const id of ids) assert.ok(hasMessage(`cricket.${kind}.${id}`), `cricket.${kind}.${id}`);
    assert.ok(hasMessage(`cricket.situation.${phase}`));
    const w = cricketWords(raw);
    assert.equal(w.ok, true);
    assert.equal(w.phase, phase);
    assert.deepEqual(w.phaseIds, PHASES);
    const d = w.keyFeatures.length, n = w.bowlers.length;
    assert.equal(w.query.length, d);
    assert.deepEqual([w.keys.rows, w.keys.cols], [n, d]);
    assert.deepEqual([w.values.rows, w.values.cols], [n, w.valueFeatures.length]);
    for (const name of ['dotProducts', 'scores', 'weights']) assert.equal(w[name].length, n, name);
    assert.equal(w.output.length, w.valueFeatures.length);
    assert.equal(w.bowlerDescriptions.length, n);
    for (const scale of [w.queryScale, w.keyScale, w.valueScale]) assert.ok(scale.length > 0);
  }
});

test('the numbers are the attention arithmetic: q·k, ÷√d, softmax, weighted sum', () => {
  for (const phase of PHASES) {
    const w = M.cricketWalkthrough(phase);
    const d = w.keys.cols, n = w.keys.rows;
    for (let i = 0; i < n; ++i) {
      let dot = 0;
      for (let j = 0; j < d; ++j) dot += w.query[j] * at(w.keys, i, j);
      assert.equal(w.dotProducts[i], dot, `${phase} dot product ${i}`);
      assert.ok(close(w.scores[i], dot / Math.sqrt(d)), `${phase} score ${i}`);
    }
    assert.ok(close(w.weights.reduce((a, b) => a + b, 0), 1), `${phase} weights sum to 1`);
    // Softmax: positive weights whose ratios are e^(score difference).
    for (let i = 0; i < n; ++i) {
      assert.ok(w.weights[i] > 0);
      assert.ok(close(w.weights[i] / w.weights[0], Math.exp(w.scores[i] - w.scores[0]), 1e-9));
    }
    for (let c = 0; c < w.values.cols; ++c) {
      let sum = 0;
      for (let i = 0; i < n; ++i) sum += w.weights[i] * at(w.values, i, c);
      assert.ok(close(w.output[c], sum), `${phase} output ${c}`);
    }
  }
});

test('the phase switch moves the highest weight from the pace bowler to the spinner', () => {
  const powerplay = cricketWords(M.cricketWalkthrough('powerplay'));
  const over35 = cricketWords(M.cricketWalkthrough('over35'));
  assert.equal(powerplay.bowlers[argmax(powerplay.weights)], 'Pat Cummins');
  assert.equal(powerplay.bowlers[argmax(powerplay.dotProducts)], 'Pat Cummins');
  assert.equal(over35.bowlers[argmax(over35.weights)], 'Adam Zampa');
  assert.equal(over35.bowlers[argmax(over35.dotProducts)], 'Adam Zampa');
  assert.deepEqual(Array.from(powerplay.dotProducts), [15, 10, 1, 0]);
  assert.deepEqual(Array.from(powerplay.weights, (v) => v.toFixed(3)), ['0.901', '0.096', '0.002', '0.001']);
  assert.deepEqual(Array.from(over35.weights, (v) => v.toFixed(3)), ['0.032', '0.032', '0.741', '0.194']);
  // The lesson Kohli acts on follows: the bouncer first, then the googly.
  assert.equal(powerplay.valueFeatures[argmax(powerplay.output)], 'watch for the bouncer');
  assert.equal(over35.valueFeatures[argmax(over35.output)], 'read the googly from the hand');
});

test('what the page says about the deep field holds: one reading per phase, so softmax ignores it', () => {
  for (const phase of PHASES) {
    const w = M.cricketWalkthrough(phase);
    const deep = w.keyFeatureIds.indexOf('deep');
    assert.ok(deep >= 0);
    const readings = new Set(Array.from({ length: w.keys.rows }, (_, i) => at(w.keys, i, deep)));
    assert.equal(readings.size, 1, `${phase}: every bowler has the same deep-field reading`);
  }
});

test('an unknown phase is an error value, not a crash', () => {
  const w = M.cricketWalkthrough('death overs');
  assert.equal(w.ok, false);
  assert.deepEqual(w.error, { code: 'unknown-phase', phase: 'death overs' });
});
