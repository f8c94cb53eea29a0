// formatLarge writes by hand what the browser's formatter would (the formatter is slow to start),
// and every formatter copes with any value (NaN, infinities, not a number at all) instead of throwing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatNumber, formatLarge, formatShort, formatError, formatSignedShort, plainError } from '../../web/js/util/format.js';

test('large settings read as toLocaleString would write them: three significant digits, separators', () => {
  const values = [1000, 1234, 9995, 10000, 12345, 99949, 100000, 654321, 999999, 1e6, 123456789];
  for (let x = 1000; x < 1e7; x *= 1.37) values.push(x);
  for (const value of values) {
    assert.equal(formatLarge(value), value.toLocaleString('en', { maximumSignificantDigits: 3 }), `${value}`);
  }
});

const ODD = [NaN, Infinity, -Infinity, -0, 1e308, -1e308, 5e-324, 1e160, undefined, null, '1.5', 10n, {}, Symbol('x')];

test('every formatter returns text for any value, never throws', () => {
  for (const format of [formatNumber, formatLarge, formatShort, formatError, formatSignedShort, plainError])
    for (const value of ODD) assert.equal(typeof format(value), 'string', `${format.name}(${String(value)})`);
});

test('non-finite numbers read as themselves', () => {
  assert.equal(formatNumber(NaN), 'NaN');
  assert.equal(formatError(Infinity), '∞');
  assert.equal(formatShort(-Infinity), '−∞');
  assert.equal(formatNumber(1e308), '1.0×10³⁰⁸');
  assert.equal(formatNumber(0.5), '0.50');
});
