// formatLarge writes by hand what the browser's formatter would (the formatter is slow to start).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatLarge } from '../../web/js/format.js';

test('large settings read as toLocaleString would write them: three significant digits, separators', () => {
  const values = [1000, 1234, 9995, 10000, 12345, 99949, 100000, 654321, 999999, 1e6, 123456789];
  for (let x = 1000; x < 1e7; x *= 1.37) values.push(x);
  for (const value of values) {
    assert.equal(formatLarge(value), value.toLocaleString('en', { maximumSignificantDigits: 3 }), `${value}`);
  }
});
