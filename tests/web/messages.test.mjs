// The text seam (web/js/text/): the message format's plurals, numbers, choices and quotes; the
// pseudo-locale; and the catalogue itself: every English message parses, lives in its room's file,
// and every id the page's code names exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { formatMessage, messageArguments } from '../../web/js/text/format-message.js';
import { pseudoLiteral, PSEUDO_LOCALE } from '../../web/js/text/pseudo-locale.js';
import { loadEnglishMessages, WEB_JS } from './english-messages.mjs';

test('plurals follow Intl.PluralRules and # is the formatted count', () => {
  const source = '{count, plural, =0 {no tokens} one {# token} other {# tokens}}';
  assert.equal(formatMessage(source, { count: 0 }), 'no tokens');
  assert.equal(formatMessage(source, { count: 1 }), '1 token');
  assert.equal(formatMessage(source, { count: 1234 }), '1,234 tokens');
});

test('numbers, choices, quotes and missing arguments', () => {
  assert.equal(formatMessage('{share, number, percent} of the weight', { share: 0.423 }), '42.3% of the weight');
  assert.equal(formatMessage('{share, number, percent} and {share, number, ::percent .0}', { share: 0.1 }), '10% and 10.0%');
  // A share short of all (or above none) never reads as 100% (or 0%); exactly 1 and 0 do.
  assert.equal(formatMessage('{s, number, percent} / {s, number, ::percent .0}', { s: 0.9996 }), '>99.9% / >99.9%');
  assert.equal(formatMessage('{s, number, percent} / {s, number, ::percent .0}', { s: 0.0004 }), '<0.1% / <0.1%');
  assert.equal(formatMessage('{s, number, percent} / {s, number, ::percent .0}', { s: 1 }), '100% / 100.0%');
  assert.equal(formatMessage('{s, number, percent} / {s, number, ::percent .0}', { s: 0 }), '0% / 0.0%');
  assert.equal(formatMessage('{s, number, percent}', { s: 0.9994 }, 'es'), '99,9\u00a0%');
  assert.equal(formatMessage('{n, number, integer} steps', { n: 2999.6 }), '3,000 steps');
  assert.equal(formatMessage('{n, number} words', { n: 12000.5 }), '12,000.5 words');
  assert.equal(formatMessage('{kind, select, rope {rotates} other {adds}}', { kind: 'rope' }), 'rotates');
  assert.equal(formatMessage('{kind, select, rope {rotates} other {adds}}', { kind: 'learned' }), 'adds');
  assert.equal(formatMessage("It doesn't move: '{'braces'}' and ''quotes''"), "It doesn't move: {braces} and 'quotes'");
  assert.equal(formatMessage('Hello {name}'), 'Hello {name}');
  assert.deepEqual([...messageArguments('{a} {n, plural, one {# {b}} other {#}}')], ['a', 'n', 'b']);
  assert.throws(() => formatMessage('{n, plural, one {x}}', { n: 1 }), /other/);
  assert.throws(() => formatMessage('unclosed {name', {}), SyntaxError);
});

test('the pseudo-locale accents the message\'s own words, about 30% longer, and leaves arguments alone', () => {
  const { literal, wrap } = PSEUDO_LOCALE;
  const text = wrap(formatMessage('Shuffle the words of {sentence}', { sentence: 'dog bites man' }, 'en', literal));
  assert.match(text, /^⟦.*⟧$/);
  assert.ok(text.includes('dog bites man'));
  assert.ok(!/[A-Za-z]/.test(text.replace('dog bites man', '')));
  const english = 'Without positions, shuffling the words only moves the rows.';
  const growth = pseudoLiteral(english).length / english.length;
  assert.ok(growth > 1.2 && growth < 1.45, `grew ${growth.toFixed(2)}x`);
});

test('every English message parses, and each file holds only its own room\'s ids', async () => {
  const { byFile } = await loadEnglishMessages();
  assert.ok(byFile.size > 0);
  for (const [file, ids] of byFile) {
    // A room's messages may be split by where they load: errors.train.js holds more errors.* ids.
    const room = path.basename(file, '.js').split('.')[0];
    for (const [id, source] of ids) {
      assert.ok(id.startsWith(`${room}.`), `${file}: ${id} should start with "${room}."`);
      assert.doesNotThrow(() => messageArguments(source), `${id} does not parse`);
    }
  }
});

test('every message id the page\'s code names exists', async () => {
  const { all } = await loadEnglishMessages();
  const missing = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.js')) {
        for (const [, id] of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g))
          if (!all.has(id)) missing.push(`${path.relative(WEB_JS, file)}: ${id}`);
      }
    }
  };
  walk(WEB_JS);
  const html = fs.readFileSync(path.join(WEB_JS, '../index.html'), 'utf8');
  for (const [, id] of html.matchAll(/data-msg(?:-[a-z-]+)?="([^"]+)"/g)) if (!all.has(id)) missing.push(`index.html: ${id}`);
  assert.deepEqual(missing, []);
});
