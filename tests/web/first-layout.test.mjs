// What the first layout must set up: every font and size the first screen uses is set up once, on
// first use, and that is the larger part of the first view's layout here (bench/README.md, "Fonts").
// So the styles keep to one scale of sizes, and the examples menu, whose every label is shaped in
// the first layout, names its sentences in Latin script (a script the page's font lacks sends the
// browser through the system's fallback fonts, character by character).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLES } from '../../web/js/content/examples.js';

const styles = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/styles');
const SCALE = ['.75rem', '.85rem', '.9rem', '1rem', '1.2rem'];

test('every font size in the style sheets is on the scale (or relative to its parent, or none)', () => {
  for (const file of fs.readdirSync(styles).filter((name) => name.endsWith('.css'))) {
    const css = fs.readFileSync(path.join(styles, file), 'utf8');
    for (const [, value] of css.matchAll(/font-size:\s*([^;}]+)/g)) {
      const size = value.trim();
      const allowed = SCALE.includes(size) || size === '0' || /^[.\d]+em$/.test(size)
        || /^clamp\(1\.2rem, [.\d]+vw, [.\d]+rem\)$/.test(size);  // the title
      assert.ok(allowed, `${file}: font-size ${size} is not on the scale ${SCALE.join(', ')}`);
    }
  }
});

test('the examples menu labels its sentences in Latin script; the sentences may be in any', () => {
  // Basic Latin to Latin Extended, general punctuation, arrows and mathematical operators.
  const latin = /^[\u0020-\u024f\u2000-\u22ff]*$/u;
  for (const { label } of EXAMPLES) assert.match(label, latin, label);
  assert.ok(EXAMPLES.some(({ text }) => !latin.test(text)), 'an example in another script');
});
