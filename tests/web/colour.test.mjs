// The page's own colour maps and colour arithmetic (web/js/colour/maps.js, space.js) give
// exactly what d3-scale-chromatic and d3-color give, which the page used before it dropped them to
// keep its first download small (the libraries stay here, for this check only).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { interpolateViridis, interpolateCividis, interpolatePuOr } from 'd3-scale-chromatic';
import { color, lab } from 'd3-color';
import { viridis, cividis, puOr } from '../../web/js/colour/maps.js';
import { formatRgb, interpolateLab, parseRgb, textColourOn } from '../../web/js/colour/space.js';

// Every point where a ramp changes colour, both ends, points beyond them, and a fine even grid.
const samples = [-0.5, -1e-9, 1 + 1e-9, 1.5, ...Array.from({ length: 4097 }, (_, i) => i / 4096),
  ...Array.from({ length: 256 }, (_, i) => i / 256 - 1e-12)];

test('viridis, cividis and PuOr are d3-scale-chromatic\'s, at every sample', () => {
  for (const t of samples) {
    assert.equal(viridis(t), interpolateViridis(t), `viridis(${t})`);
    assert.equal(cividis(t), interpolateCividis(t), `cividis(${t})`);
    assert.equal(puOr(t), interpolatePuOr(t), `PuOr(${t})`);
  }
});

test('colours read back as d3-color reads them; anything else is null', () => {
  for (const t of samples.filter((s) => s >= 0 && s <= 1)) {
    for (const css of [viridis(t), cividis(t), puOr(t)]) {
      const { r, g, b } = color(css).rgb();
      assert.deepEqual(parseRgb(css), [r, g, b], css);
    }
  }
  assert.deepEqual(parseRgb('#2A2e35'), [42, 46, 53]);
  for (const css of ['red', '#abc', 'rgba(1, 2, 3, 0.5)', 'rgb(1,2)', '', undefined]) assert.equal(parseRgb(css), null, String(css));
  assert.equal(formatRgb(-3, 255.6, Number.NaN), 'rgb(0, 255, 0)');
});

test('a blend in CIELAB is d3-color\'s, for the dark page\'s two diverging halves', () => {
  for (const end of [puOr(0.9), puOr(0.12), '#ffffff', '#808080']) {
    const mine = interpolateLab('#2a2e35', end);
    const a = lab('#2a2e35'), b = lab(end);
    for (let i = 0; i <= 256; ++i) {
      const t = i / 256;
      assert.equal(mine(t), lab(a.l + (b.l - a.l) * t, a.a + (b.a - a.a) * t, a.b + (b.b - a.b) * t).formatRgb(), `${end} at ${t}`);
    }
  }
});

test('the text on a cell is black or white, whichever reads better', () => {
  assert.equal(textColourOn('#ffffff'), '#000');
  assert.equal(textColourOn('#000000'), '#fff');
  assert.equal(textColourOn(viridis(0)), '#fff');  // dark purple
  assert.equal(textColourOn(viridis(1)), '#000');  // light yellow
  assert.equal(textColourOn(puOr(0.5)), '#000');   // near white
});

