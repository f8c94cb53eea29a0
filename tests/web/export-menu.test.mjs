// An export's file name (export/menu.js, fileName) keeps a title's words in any script: letters,
// digits and the combining marks that belong to them (Devanagari's vowel signs and virama), so a
// Hindi title does not lose its vowels ("मूल क्रम" became "म-ल-क-रम").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileName } from '../../web/js/export/menu.js';

test('a Devanagari title keeps its vowel signs and conjuncts', () => {
  assert.equal(fileName('मूल क्रम: हेड 1', 'csv'), 'मूल-क्रम-हेड-1.csv');
  assert.equal(fileName('की-वेक्टर K: हर टोकन की एक पंक्ति', 'png'), 'की-वेक्टर-k-हर-टोकन-की-एक-पंक्ति.png');
});

test('Latin titles, accents and punctuation', () => {
  assert.equal(fileName('Original order: head 1', 'png'), 'original-order-head-1.png');
  assert.equal(fileName('Orden original: cabeza 1', 'svg'), 'orden-original-cabeza-1.svg');
  // A decomposed accent (e + U+0301) stays with its letter.
  assert.equal(fileName('Codificacio\u0301n', 'json'), 'codificacio\u0301n.json');
  assert.equal(fileName('  ¿?  ', 'csv').endsWith('.csv'), true);
  assert.ok(!fileName('  ¿?  ', 'csv').startsWith('-'));
});
