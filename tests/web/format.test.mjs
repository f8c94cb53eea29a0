// Every number goes through Intl.NumberFormat in the page's language, and every formatter copes with any value (NaN, infinities, not a number at all) instead of throwing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatNumber, formatLarge, formatShort, formatError, formatSignedShort, plainError, formatCell, numberListSeparator } from '../../web/js/util/format.js';
import { formatPercent, formatSignificant } from '../../web/js/util/format-more.js';
import { useLanguage } from '../../web/js/text/messages.js';
import { catalogueTexts } from '../../web/js/text/catalogue.js';
import { readCatalogue } from '../../scripts/messages.mjs';

test('large settings read as toLocaleString would write them: three significant digits, separators', () => {
  const values = [1000, 1234, 9995, 10000, 12345, 99949, 100000, 654321, 999999, 1e6, 123456789];
  for (let x = 1000; x < 1e7; x *= 1.37) values.push(x);
  for (const value of values) {
    assert.equal(formatLarge(value), value.toLocaleString('en', { maximumSignificantDigits: 3 }), `${value}`);
  }
});

const ODD = [NaN, Infinity, -Infinity, -0, 1e308, -1e308, 5e-324, 1e160, undefined, null, '1.5', 10n, {}, Symbol('x')];

test('every formatter returns text for any value, never throws', () => {
  for (const format of [formatNumber, formatLarge, formatShort, formatError, formatSignedShort, plainError, formatCell, formatPercent, formatSignificant])
    for (const value of ODD) assert.equal(typeof format(value), 'string', `${format.name}(${String(value)})`);
});

test('non-finite numbers read as themselves', () => {
  assert.equal(formatNumber(NaN), 'NaN');
  assert.equal(formatError(Infinity), '∞');
  assert.equal(formatShort(-Infinity), '−∞');
  assert.equal(formatNumber(1e308), '1.0×10³⁰⁸');
  assert.equal(formatNumber(0.5), '0.50');
});

test('a cell never reads empty, "0.00" or "-0.00" for a value that is not zero (issue 36, finding 9)', () => {
  assert.equal(formatCell(0.004), '<0.01');
  assert.equal(formatCell(7.9e-5), '<0.01');
  assert.equal(formatCell(-0.004), '>-0.01');
  assert.equal(formatCell(0), '0');
  assert.equal(formatCell(0.49), '0.49');
  assert.equal(formatNumber(0.004), '0.004');
  assert.equal(formatNumber(-0.004), '-0.004');
  assert.equal(formatShort(-0.001), '0');
  for (let v = -0.02; v < 0.02; v += 0.0001) {
    for (const text of [formatCell(v), formatNumber(v), formatNumber(v, 3), formatShort(v)])
      assert.ok(text !== '' && !/^-0([.,]0*)?$/.test(text) && (v === 0 || !/^0[.,]0+$/.test(text)), `${v} -> "${text}"`);
  }
});

test('numbers are written as the language of the page writes them', async () => {
  try {
    await useLanguage('es', async () => ({ intl: 'es' }));
    assert.equal(formatNumber(0.49), '0,49');
    assert.equal(formatCell(0.004), '<0,01');
    assert.equal(formatLarge(123456), '123.000');
    assert.equal(formatPercent(0.493), '49,3\u00a0%');
    assert.equal(formatPercent(0.99999, 2), '>99,99\u00a0%', 'a guess short of certain never reads as 100%');
    assert.equal(formatPercent(1, 2), '100,00\u00a0%');
    await useLanguage('hi', async () => ({ intl: 'hi' }));
    assert.equal(formatLarge(1234567), '12,30,000');  // lakhs and crores
    assert.equal(formatNumber(1.5e-6), '1.5×10⁻⁶');
  } finally {
    await useLanguage('en');
  }
  assert.equal(formatNumber(0.49), '0.49');
});

// Issue 47: a Spanish vector read "q = (0,43, 0,42, -0,97)", and the Train table "1.5×" beside "1,5".
test('a list of numbers is separated unambiguously where the decimal mark is a comma, and a fraction given as text reads in the locale', async () => {
  const { vectorText } = await import('../../web/js/views/shared/formula.js');
  const { t } = await import('../../web/js/text/en/train.js');
  const { formatMessage } = await import('../../web/js/text/format-message.js');
  try {
    await useLanguage('es', async () => ({ intl: 'es' }));
    assert.equal(numberListSeparator(), '; ');
    assert.equal(vectorText([0.43, 0.42, -0.97], (x) => formatNumber(x)), '(0,43; 0,42; -0,97)');
    // A vector cut short, in the Spanish catalogue's words: "; …" too.
    await useLanguage('en');
    await useLanguage('es', async () => ({ intl: 'es', messages: catalogueTexts(readCatalogue('es')) }));
    assert.equal(vectorText([0.43, 0.42, -0.97], (x) => formatNumber(x), 2), '(0,43; 0,42; … 3 números)');
    assert.equal(formatMessage('{factor}× longer', { factor: 1.5 }, 'es'), '1,5× longer');
    assert.equal(formatMessage('seed {seed}', { seed: 12345 }, 'es'), 'seed 12345');  // whole numbers as given
    assert.match(t('train.lengthItem', { factor: formatShort(1.5), shortest: 4, longest: 6 }), /^1,5×/);
    await useLanguage('hi', async () => ({ intl: 'hi' }));
    assert.equal(numberListSeparator(), ', ');
  } finally {
    await useLanguage('en');
  }
  assert.equal(vectorText([0.43, 0.42], (x) => formatNumber(x)), '(0.43, 0.42)');
});
