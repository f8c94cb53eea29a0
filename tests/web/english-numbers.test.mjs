// English numbers without Intl (text/english-numbers.js) write exactly what Intl writes: for every
// option the page uses, over random values of every size, ties at each rounding place, carries and
// the odd values; and the plural rule is Intl.PluralRules('en')'s.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { englishNumberFormat, englishPlural } from '../../web/js/text/english-numbers.js';
import { formatter } from '../../web/js/util/format.js';
import { useLanguage } from '../../web/js/text/messages.js';
import { OPTIONS, values } from './number-cases.mjs';


test('English numbers read exactly as Intl.NumberFormat("en") writes them, for every option the page uses', () => {
  const list = values();
  for (const options of OPTIONS) {
    const ours = englishNumberFormat(options), intl = new Intl.NumberFormat('en', options);
    assert.ok(ours, JSON.stringify(options));
    for (const value of list) assert.equal(ours.format(value), intl.format(value), `${JSON.stringify(options)} ${value}`);
  }
});

test('options it does not write are left to Intl', () => {
  assert.equal(englishNumberFormat({ style: 'currency', currency: 'EUR' }), null);
  assert.equal(englishNumberFormat({ useGrouping: false }), null);
});

test('the English plural rule is Intl.PluralRules("en")', () => {
  const rules = new Intl.PluralRules('en');
  for (const n of [...values(), 1, -1, 1.0004, 1.0005, 0.9995, 0.99949, 2, 1.5])
    assert.equal(englishPlural(n), rules.select(n), `${n}`);
});

test('the page in English formats without Intl, in another language with it', async () => {
  const made = [];
  const real = Intl.NumberFormat;
  Intl.NumberFormat = function (...args) { made.push(args[0]); return new real(...args); };
  try {
    await useLanguage('en');
    assert.equal(formatter({ maximumFractionDigits: 2 }).format(1234.567), '1,234.57');
    assert.deepEqual(made, []);
    await useLanguage('es', async () => ({ intl: 'es' }));
    assert.equal(formatter({ maximumFractionDigits: 2 }).format(1234.567), '1234,57');
    assert.deepEqual(made, ['es']);
  } finally {
    Intl.NumberFormat = real;
    await useLanguage('en');
  }
});
