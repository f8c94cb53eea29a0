// Lone UTF-16 surrogates become U+FFFD before text reaches the core; pairs and other text stay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wellFormed, hasLoneSurrogates } from '../../web/js/util/well-formed.js';

test('each lone surrogate half becomes U+FFFD, and nothing else changes', () => {
  assert.equal(wellFormed('a \uDC00b c'), 'a \uFFFDb c');
  assert.equal(wellFormed('a \uD83Db c'), 'a \uFFFDb c');
  assert.equal(wellFormed('\uDC00\uD800'), '\uFFFD\uFFFD');
  assert.equal(wellFormed('x\uD800'), 'x\uFFFD');
  assert.equal(wellFormed('cat 😀 é 猫'), 'cat 😀 é 猫');
  assert.equal(hasLoneSurrogates('a \uDC00b'), true);
  assert.equal(hasLoneSurrogates('cat 😀'), false);
});

test('the result is always well formed', () => {
  const units = [0x41, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0x20, 0xFFFD];
  for (let trial = 0; trial < 2000; ++trial) {
    const text = String.fromCharCode(...Array.from({ length: 6 }, (_, i) => units[(trial * 7 + i * 13 + (trial >> i)) % units.length]));
    const fixed = wellFormed(text);
    assert.equal(fixed.length, text.length);
    assert.equal(hasLoneSurrogates(fixed), false, JSON.stringify(text));
    assert.equal(Buffer.from(fixed, 'utf8').toString('utf8'), fixed);
  }
});
