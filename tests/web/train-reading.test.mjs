// The Train panel's reading: each sentence appears exactly when its condition holds for the numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readingFor } from '../../web/js/train/reading.js';

// Measured by the native suite (tests/core/train/trainer.test.cpp), who-did-it after 200 steps.
const MEASURED = {
  none: [0.5, 0.5, 0.37], sinusoidal: [0.995, 0.635, 0.47], learned: [0.98, 0.48, 0.225],
  rope: [0.99, 0.9, 0.585], alibi: [0.5, 0.51, 0.405], t5: [0.995, 0.865, 0.625],
};

test('the measured table gets the chance, learned, long-sentence and ALiBi sentences', () => {
  const lines = readingFor({ task: 'who-did-it', table: MEASURED, causal: false });
  assert.ok(lines.some((l) => /stays at chance \(50\.0%\)/.test(l)));
  assert.ok(lines.some((l) => /learned the task: 99\.5%/.test(l)));
  assert.ok(lines.some((l) => /learned table drops from 98\.0% to 48\.0%/.test(l)));
  assert.ok(lines.some((l) => /T5 buckets, a relative scheme, holds up best .* 62\.5%/.test(l)));
  assert.ok(!lines.some((l) => /No scheme passed/.test(l)));
});

test('a sentence whose condition fails is not shown', () => {
  const untrained = { none: [0.45, 0.4, 0.4], learned: [0.6, 0.5, 0.4] };
  const lines = readingFor({ task: 'who-did-it', table: untrained, causal: false });
  assert.ok(lines.some((l) => /No scheme passed 95%/.test(l)));
  assert.ok(!lines.some((l) => /learned the task/.test(l)));
  assert.ok(!lines.some((l) => /drops from/.test(l)));
  // The chance sentence is about who-did-it without position only.
  assert.ok(!readingFor({ task: 'previous-token', table: untrained, causal: false }).some((l) => /chance/.test(l)));
  assert.ok(!readingFor({ task: 'who-did-it', table: { learned: [1, 1, 1] }, causal: false }).some((l) => /chance/.test(l)));
});
