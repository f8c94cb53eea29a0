// Text written without spaces, split by the platform's word breaker before the core sees it
// (web/js/util/segment.js): Thai into words, a run of emoji into graphemes; nothing else changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { segmentWords } from '../../web/js/util/segment.js';

const words = (text) => segmentWords(text).trim().split(/\s+/);

test('Thai and Lao, written without spaces, are split into words', () => {
  assert.deepEqual(words('แมวกินปลา'), ['แมว', 'กิน', 'ปลา']);
  assert.ok(words('ฉันรักแมว').length >= 2);
  assert.ok(words('ພາສາລາວ').length >= 2);
});

test('a run of emoji splits by grapheme; a family, a flag and a skin tone stay whole', () => {
  assert.deepEqual(words('🐶🐱'), ['🐶', '🐱']);
  assert.deepEqual(words('👩‍👩‍👧🇬🇧👍🏽'), ['👩‍👩‍👧', '🇬🇧', '👍🏽']);
  assert.deepEqual(words('cat😀dog'), ['cat', '😀', 'dog']);
});

test('text the core splits by itself is left as typed', () => {
  for (const text of ['The cat sat on the mat', "Let's eat, Grandma!", '猫が魚を食べた', 'שלום עולם', 'مرحبا بالعالم', 'Ünïcödé façade', '1️⃣ 2']) {
    assert.equal(segmentWords(text), text);
  }
});
