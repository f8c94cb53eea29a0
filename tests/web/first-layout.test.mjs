// What the first layout must set up: every font and size the first screen uses is set up once, on
// first use, and that is the larger part of the first view's layout here (see the history of
// bench/README.md). So the styles keep to one scale of sizes, and the examples menu, whose every
// label is shaped in the first layout, names its sentences in Latin script (a script the page's
// font lacks sends the browser through the system's fallback fonts, character by character).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLES } from '../../web/js/content/examples.js';

const styles = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/styles');
const css = (file) => fs.readFileSync(path.join(styles, file), 'utf8');
// The scale: the --font-* sizes app.css defines once.
const SCALE = new Map([...css('app.css').matchAll(/(--font-[a-z]+):\s*([.\d]+rem)/g)].map(([, name, size]) => [name, size]));

test('every font size in the style sheets is on the scale (or relative to its parent, or none)', () => {
  assert.ok(SCALE.size >= 3 && SCALE.size <= 5, `a scale of a few sizes: ${[...SCALE.values()].join(', ')}`);
  for (const file of fs.readdirSync(styles).filter((name) => name.endsWith('.css'))) {
    for (const [, value] of css(file).matchAll(/font(?:-size)?:\s*([^;}]+)/g)) {
      const size = value.trim().split(/\s+/)[0];  // `font:` shorthand: its size comes first
      if (size === 'inherit') continue;
      const scaled = size.match(/^var\((--font-[a-z]+)\)$/);
      const allowed = (scaled && SCALE.has(scaled[1])) || size === '0' || /^[.\d]+em$/.test(size)
        || /^clamp\(1\.2rem, [.\d]+vw, [.\d]+rem\)$/.test(value.trim());  // the title
      assert.ok(allowed, `${file}: font size ${value.trim()} is not on the scale ${[...SCALE.keys()].join(', ')}`);
    }
  }
});

test('the examples menu labels its sentences in Latin script; the sentences may be in any', () => {
  // Basic Latin to Latin Extended, general punctuation, arrows and mathematical operators.
  const latin = /^[\u0020-\u024f\u2000-\u22ff]*$/u;
  for (const { label } of EXAMPLES) assert.match(label, latin, label);
  assert.ok(EXAMPLES.some(({ text }) => !latin.test(text)), 'an example in another script');
});
