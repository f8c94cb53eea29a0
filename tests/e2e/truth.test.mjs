// Colours, addresses and words checked against one another as a reader meets them, for the whole
// class of fault, not one case each:
//   - every diverging colour map, in both themes: the colour painted on the canvas for the most
//     positive and the most negative cell, and the legend's two ends, have the hues the page's
//     sentences give them (colour/scales.js DIVERGING_HUES), and every sentence on the page that names a
//     hue says the direction that hue is painted for;
//   - every colour map the page offers (Settings), in both themes: each sequential grid is painted
//     in that map, brighter for more, and its legend's ends are the colours of its painted extremes;
//   - every lesson step, on arrival and after its task, and the recap: the address the page writes
//     reopens in a fresh browser context into the same state, which writes the same address back;
//     the same for a sample of random valid states;
//   - in every state these tests reach, no visible text reads "undefined", "NaN", "[object" or "null".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForFile, openPage, withOpenPage, screenshot, settled, walkAddresses } from './browser.mjs';
import { SCHEMES } from '../../web/js/schemes/schemes.js';
import { loadEnglishMessages, messagePattern } from '../web/english-messages.mjs';
import { LESSON } from '../../web/js/content/lesson.js';
import { DIVERGING_HUES } from '../../web/js/colour/scales.js';
import { EXAMPLES } from '../../web/js/content/examples.js';
import * as COLOUR_MAPS from '../../web/js/colour/maps.js';
const { puOr } = COLOUR_MAPS;
import { parseRgb } from '../../web/js/colour/space.js';
import { COLOUR_MAPS as OFFERED_MAPS } from '../../web/js/state/state.js';

const { t } = await loadEnglishMessages();

let browser, url;
browserForFile((shared) => ({ browser, url } = shared));

// ---- visible text ----
const BROKEN = /undefined|NaN|\[object|\bnull\b/;
// The visible text of the page (innerText leaves out what is hidden), line by line, and any line
// with a value a program failed to fill in.
async function brokenText(page) {
  const text = await page.evaluate(() => document.body.innerText);
  return text.split('\n').filter((line) => BROKEN.test(line));
}
async function assertReadable(page, where) {
  assert.deepEqual(await brokenText(page), [], `visible text ${where}`);
}

// ---- colours ----
// 'orange' or 'purple' for an [r, g, b] of the PuOr map: its yellow-blue axis in CIELAB (b*),
// against that of the map's middle on that page (near white on a light page, the dark card on a
// dark one): orange is yellower, purple bluer; null for the middle itself. A grid sharing another's
// scale (the score terms) may reach only part of the way to either end, so the test is the lean.
function yellowness([r, g, b]) {
  const linear = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const [R, G, B] = [r, g, b].map(linear);
  const f = (t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883;
  return 200 * (f(y) - f(z));
}
const MIDDLE = { light: parseRgb(puOr(0.5)), dark: [42, 46, 53] };
function hueOf(colour, theme) {
  const lean = yellowness(colour) - yellowness(MIDDLE[theme]);
  if (lean > 4) return 'orange';
  if (lean < -4) return 'purple';
  return null;
}

// Every canvas grid on the page whose values span both signs: the colour drawn on the canvas at its
// most positive and most negative cells (read from the pixels, away from the cell's number), and
// the legend's two end colours.
function divergingGrids(page) {
  return paintedGrids(page, { bothSigns: true });
}
// Every canvas grid on the page (bothSigns: only those whose values span both signs), as above,
// with the legend's end values (its labels) and all its stops.
function paintedGrids(page, { bothSigns }) {
  return page.evaluate(async ({ bothSigns }) => {
    const rgb = (css) => {
      const probe = document.createElement('span');
      probe.style.color = css;
      document.body.append(probe);
      const value = getComputedStyle(probe).color.match(/\d+/g).slice(0, 3).map(Number);
      probe.remove();
      return value;
    };
    const out = [];
    for (const figure of document.querySelectorAll('figure.heatmap')) {
      if (!figure.gridReadout || figure.closest('[hidden]') || !figure.checkVisibility()) continue;
      let size;
      try { size = figure.gridReadout.size(); } catch { continue; }
      let hi = { value: -Infinity }, lo = { value: Infinity };
      for (let r = 0; r < size.rows; ++r) for (let c = 0; c < size.cols; ++c) {
        const cell = figure.gridReadout.cell(r, c);
        if (cell.masked) continue;
        if (cell.value > hi.value) hi = { ...cell, row: r, col: c };
        if (cell.value < lo.value) lo = { ...cell, row: r, col: c };
      }
      if (bothSigns && !(hi.value > 0 && lo.value < 0)) continue;
      if (!(hi.value > lo.value)) continue;  // one value: no extremes to tell apart
      figure.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const canvas = figure.querySelector('canvas');
      const drawn = async ({ row, col }) => {
        const centre = figure.gridReadout.point(row, col);
        // A quarter of a cell towards its corner: the cell's colour, clear of the number in it.
        // (The neighbour before it for the last row or column, so the step is never zero.)
        const next = figure.gridReadout.point(row + 1 < size.rows ? row + 1 : Math.max(row - 1, 0), col + 1 < size.cols ? col + 1 : Math.max(col - 1, 0));
        const stepX = Math.abs(next.x - centre.x) || 2, stepY = Math.abs(next.y - centre.y) || 2;
        const bitmap = await createImageBitmap(canvas);
        const copy = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
        copy.drawImage(bitmap, 0, 0);
        const box = canvas.getBoundingClientRect();
        const scale = bitmap.width / box.width;
        // Near each corner, and the colour most of them have (a number's stroke may cross one).
        const seen = new Map();
        for (const [dx, dy] of [[-0.4, -0.4], [0.4, -0.4], [-0.4, 0.4], [0.4, 0.4], [0, -0.4]]) {
          const x = Math.floor((centre.x - box.left + stepX * dx) * scale), y = Math.floor((centre.y - box.top + stepY * dy) * scale);
          const key = [...copy.getImageData(x, y, 1, 1).data].slice(0, 3).join(',');
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
        return [...seen].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
      };
      const bar = figure.querySelector('.heatmap-legend-bar');
      const stops = bar ? bar.style.background.match(/rgb\(\d+, \d+, \d+\)|#[0-9a-f]{6}/gi) : [];
      out.push({
        caption: figure.querySelector('figcaption').textContent,
        positive: { value: hi.value, painted: await drawn(hi), said: rgb(hi.colour) },
        negative: { value: lo.value, painted: await drawn(lo), said: rgb(lo.colour) },
        legend: stops.length ? {
          first: rgb(stops[0]), last: rgb(stops.at(-1)), stops: stops.map(rgb),
          ends: [...figure.querySelectorAll('.heatmap-legend > span:not(.heatmap-legend-bar)')].map((end) => end.textContent),
        } : null,
      });
    }
    return out;
  }, { bothSigns });
}

// Every clause of the visible text that names a hue, with the direction it gives that hue.
const DIRECTION = [[/\b(up|rose|more|higher|positive|above)\b/i, 'positive'], [/\b(down|fell|less|lower|negative|below)\b/i, 'negative']];
async function hueSentences(page) {
  const text = await page.evaluate(() => document.body.innerText);
  const said = [];
  for (const clause of text.split(/[.;\n]/)) {
    for (const hue of ['orange', 'purple']) {
      if (!new RegExp(`\\b${hue}\\b`, 'i').test(clause)) continue;
      const direction = DIRECTION.find(([pattern]) => pattern.test(clause))?.[1];
      said.push({ clause: clause.trim(), hue, direction });
    }
  }
  return said;
}

// States with every diverging map the page draws: the difference of the two orders, the added
// position vectors, the position similarity, the score terms, ALiBi's and T5's biases, the outputs,
// the walkthrough's vectors on the reader's sentence.
const DIVERGING_STATES = [
  '#causal=1',
  '#panel=position&scheme=sinusoidal',
  '#panel=position&scheme=learned',
  '#panel=position&scheme=alibi',
  '#panel=position&scheme=t5',
  '#panel=outputs&scheme=sinusoidal',
  '#panel=walkthrough&walkMode=sentence',
];

for (const colorScheme of ['light', 'dark']) {
  test(`every diverging map in the ${colorScheme} theme: painted, legend and sentences agree on the hues`, async () => {
    const seen = new Set();
    let sentences = 0;
    for (const hash of DIVERGING_STATES) {
      const { page, context, problems } = await openPage(browser, `${url}${hash}`, { colorScheme });
      try {
        assert.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), colorScheme === 'dark');
        const grids = await divergingGrids(page);
        assert.ok(grids.length > 0, `${hash}: a diverging map`);
        for (const grid of grids) {
          const where = `${hash}, "${grid.caption}" (${colorScheme})`;
          seen.add(grid.caption.split(':')[0]);
          assert.equal(hueOf(grid.positive.painted, colorScheme), DIVERGING_HUES.positive, `${where}: ${grid.positive.value} painted ${grid.positive.painted}`);
          assert.equal(hueOf(grid.negative.painted, colorScheme), DIVERGING_HUES.negative, `${where}: ${grid.negative.value} painted ${grid.negative.painted}`);
          assert.equal(hueOf(grid.positive.said, colorScheme), DIVERGING_HUES.positive, `${where}: the readout's colour`);
          if (grid.legend) {
            assert.equal(hueOf(grid.legend.first, colorScheme), DIVERGING_HUES.negative, `${where}: the legend starts at the negative end`);
            assert.equal(hueOf(grid.legend.last, colorScheme), DIVERGING_HUES.positive, `${where}: the legend ends at the positive end`);
          }
        }
        for (const { clause, hue, direction } of await hueSentences(page)) {
          sentences += 1;
          assert.ok(direction, `"${clause}" names ${hue} without saying what it stands for`);
          assert.equal(DIVERGING_HUES[direction], hue, `"${clause}": ${hue} is painted for ${DIVERGING_HUES.positive === hue ? 'positive' : 'negative'} values`);
        }
        await assertReadable(page, hash);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
    assert.ok(seen.size >= 7, `diverging maps seen: ${[...seen].join(' | ')}`);
    assert.ok(sentences >= 2, 'the difference map\'s sentence names both hues');
  });
}

// ---- the sequential maps, in every colour map the page offers ----
// The colour maps a reader can choose in Settings (the menu's options), each over 1,024 samples.
const mapCurve = (name) => Array.from({ length: 1024 }, (_, i) => parseRgb(COLOUR_MAPS[name](i / 1023)));
const distance = (a, b) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));
const offCurve = (colour, curve) => Math.min(...curve.map((point) => distance(colour, point)));
// CIELAB lightness (L*) of an sRGB colour: "the brighter a cell, the more" is read by it.
function lightness([r, g, b]) {
  const linear = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const y = 0.2126729 * linear(r) + 0.7151522 * linear(g) + 0.072175 * linear(b);
  return y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y;
}
// The legend's colour at a fraction of its bar (a CSS gradient mixes its stops in sRGB).
function legendAt(stops, fraction) {
  const at = Math.min(Math.max(fraction, 0), 1) * (stops.length - 1), i = Math.min(Math.floor(at), stops.length - 2);
  return stops[i].map((v, k) => v + (stops[i + 1][k] - v) * (at - i));
}
const legendNumber = (text) => Number(text.replace('−', '-'));

// States with sequential grids: the two orders' weights and the aligned grid (with and without the
// mask), RoPE's angles, the walkthrough's keys.
const SEQUENTIAL_STATES = ['', '#causal=1&order=reverse', '#panel=position&scheme=rope', '#panel=walkthrough&step=2'];

for (const colorScheme of ['light', 'dark']) {
  test(`every colour map offered, in the ${colorScheme} theme: each sequential grid is painted in it, its legend's ends are the painted extremes, brighter is more`, async () => {
    const seenMaps = new Set();
    for (const hash of SEQUENTIAL_STATES) {
      // The maps the page offers, read from its menu, so a map added there is tested here. Each is
      // then chosen in the same page through the address (truth-address.test.mjs checks that an
      // address reached in a page shows what a fresh load of it shows).
      const { page, context, problems } = await openPage(browser, `${url}${hash}`, { colorScheme });
      const offered = await page.$$eval('#colour-map option', (options) => options.map((o) => o.value));
      assert.deepEqual(offered, OFFERED_MAPS, 'the menu offers the maps state.js knows');
      try {
        for (const map of offered) {
          const curve = mapCurve(map), others = offered.filter((m) => m !== map).map(mapCurve);
          const address = `${hash || '#'}${hash ? '&' : ''}colours=${map}`;
          await page.evaluate((h) => { location.hash = h; }, address);
          await settled(page);
          assert.equal(await page.inputValue('#colour-map'), map);
          let sequential = 0;
          for (const grid of await paintedGrids(page, { bothSigns: false })) {
            const where = `${hash || 'the first screen'}, ${map}, "${grid.caption}" (${colorScheme})`;
            // A grid in this map: its readout's colours are on the map's curve (the diverging maps
            // are not). It must then be painted in this map, not another.
            if (offCurve(grid.positive.said, curve) > 2 || offCurve(grid.negative.said, curve) > 2) continue;
            sequential += 1;
            for (const end of [grid.positive, grid.negative]) {
              assert.ok(offCurve(end.painted, curve) <= 3, `${where}: ${end.value} painted ${end.painted}, on ${map}`);
              assert.ok(distance(end.painted, end.said) <= 3, `${where}: ${end.value} painted ${end.painted}, the readout says ${end.said}`);
            }
            assert.ok(others.every((other) => offCurve(grid.positive.painted, other) > 3 || offCurve(grid.negative.painted, other) > 3),
              `${where}: painted in ${map}, not in another map`);
            assert.ok(lightness(grid.positive.painted) > lightness(grid.negative.painted), `${where}: the larger value is brighter`);
            // The legend: its ends are the two extremes' colours where the extremes are its ends,
            // and every extreme is painted as the legend shows its value.
            assert.ok(grid.legend, `${where}: a legend`);
            const [lo, hi] = grid.legend.ends.map(legendNumber);
            assert.ok(lightness(grid.legend.last) > lightness(grid.legend.first), `${where}: the legend brightens towards its larger end`);
            for (const [end, legendEnd, colour] of [[grid.negative, lo, grid.legend.first], [grid.positive, hi, grid.legend.last]]) {
              if (!Number.isFinite(lo) || !Number.isFinite(hi) || !(hi > lo)) continue;
              const close = Math.abs(end.value - legendEnd) <= 0.0005 * Math.max(1, Math.abs(legendEnd));
              if (close) assert.ok(distance(end.painted, colour) <= 3, `${where}: ${end.value}, the legend's end ${legendEnd}: painted ${end.painted}, legend ${colour}`);
              const shown = legendAt(grid.legend.stops, (end.value - lo) / (hi - lo));
              assert.ok(distance(end.painted, shown) <= 12, `${where}: ${end.value} painted ${end.painted}, the legend shows ${shown.map(Math.round)}`);
            }
          }
          assert.ok(sequential > 0, `${hash || 'the first screen'}, ${map}: a sequential grid`);
          seenMaps.add(map);
          // "The brighter a cell, the more ...": every sentence naming brightness says brighter is more.
          const text = await page.evaluate(() => document.body.innerText);
          for (const clause of text.split(/[.;\n]/).filter((c) => /\b(brighter|darker|lighter)\b/i.test(c))) {
            assert.match(clause, /\bbrighter\b[^,]*,[^,]*\bmore\b|\bdarker\b[^,]*,[^,]*\bless\b/i, `"${clause.trim()}"`);
          }
          await assertReadable(page, address);
          assert.deepEqual(problems, []);
        }
      } finally {
        await context.close();
      }
    }
    assert.deepEqual([...seenMaps], OFFERED_MAPS);
  });
}

// ---- addresses ----
const hashOf = (page) => new URL(page.url()).hash;
// What the page shows of its state, beyond the address: the controls a reader reads.
const shownState = (page) => page.evaluate(() => ({
  scheme: document.getElementById('scheme')?.value,
  sentence: document.getElementById('sentence')?.value,
  causal: document.getElementById('setting-causal')?.checked,
  heads: document.getElementById('setting-heads')?.value,
  panel: document.querySelector('[role=tab][aria-selected=true]')?.textContent,
  lesson: document.getElementById('lesson-panel')?.hidden ? '' : document.getElementById('lesson-title')?.textContent,
  order: [...document.querySelectorAll('ol.chips.movable .chip-text')].map((chip) => chip.textContent).join(' '),
}));

// The address the page wrote, opened in a fresh context: the same state, the same address back.
function assertReopens(hash, where) {
  return withOpenPage(browser, `${url}${hash}`, async (page) => {
    await page.waitForTimeout(50);  // the address is written in the next task
    assert.equal(hashOf(page), hash, `${where}: reopened ${hash}, the page wrote it back`);
    await assertReadable(page, `${where}, reopened`);
    return shownState(page);
  });
}

async function settledHash(page) {
  await page.waitForTimeout(50);
  return hashOf(page);
}

test('every lesson step, on arrival and after its task, and the recap: the address reopens the same state', async () => {
  for (let k = 1; k <= LESSON.length + 1; ++k) {
    const { page, context, problems } = await openPage(browser, `${url}#lesson=${k}`);
    try {
      const arrived = await settledHash(page);
      assert.deepEqual(await assertReopens(arrived, `step ${k} on arrival`), await shownState(page), `step ${k} on arrival`);
      await assertReadable(page, `step ${k}`);
      const step = LESSON[k - 1];
      // Its task: the button that does it, or Shuffle (step 2).
      const task = step?.action ? '#lesson-action' : k === 2 ? '#shuffle' : null;
      if (task) {
        await page.click(task);
        const done = await settledHash(page);
        assert.notEqual(done, arrived, `step ${k}: the task changed the view`);
        assert.deepEqual(await assertReopens(done, `step ${k} after its task`), await shownState(page), `step ${k} after its task`);
      }
      if (k === LESSON.length + 1) await screenshot(page, 'lesson-recap');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

// A seeded choice of a valid value per property (the model settings kept to combinations the core
// runs: the heads divide the width, an even width per head).
function randomState(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const heads = pick([1, 2, 4, 8]);
  const state = {
    text: pick(EXAMPLES.map((e) => e.text)),
    order: pick(['original', 'shuffle', 'reverse']),
    seed: String(Math.floor(random() * 1000)),
    scheme: pick(SCHEMES),
    panel: pick(['compare', 'heads', 'position', 'outputs', 'walkthrough']),
    heads: String(heads),
    modelWidth: String(heads * pick([4, 8, 16])),
    causal: pick(['0', '1']),
    temperature: pick(['0.5', '1', '2']),
    strength: pick(['0', '1', '2.5']),
    lesson: String(pick([0, 0, 0, ...Array.from({ length: LESSON.length + 1 }, (_, i) => i + 1)])),
    walkMode: pick(['match', 'sentence']),
    analogy: pick(['cricket', 'plain']),
    step: String(1 + Math.floor(random() * 6)),
    colours: pick(['viridis', 'cividis']),
  };
  return `#${new URLSearchParams(state).toString()}`;
}

test('a sample of random valid states: the address the page writes reopens the same state and address', async () => {
  let seed = 24;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  // Six in the test command (STATES_SAMPLE=20 for more): the address walk covers many more states.
  for (let i = 0; i < Number(process.env.STATES_SAMPLE ?? 6); ++i) {
    const asked = randomState(random);
    const { page, context, problems } = await openPage(browser, `${url}${asked}`);
    try {
      const written = await settledHash(page);
      assert.deepEqual(await assertReopens(written, `random state ${asked}`), await shownState(page), asked);
      await assertReadable(page, asked);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

// ---- every panel's visible text ----
const PANEL_STATES = [
  '', '#panel=heads', '#panel=heads&scheme=rope&causal=1', '#panel=outputs', '#panel=outputs&text=dog+dog+dog+dog&scheme=sinusoidal',
  '#panel=walkthrough', '#panel=walkthrough&analogy=plain', '#panel=walkthrough&analogy=plain&step=2',
  '#panel=walkthrough&walkMode=sentence&step=6', '#panel=train',
  ...SCHEMES.map((scheme) => `#panel=position&scheme=${scheme}`),
];

test('every panel, in several states: no visible "undefined", "NaN", "[object" or "null"', async () => {
  // One page, each state reached through its address (walkAddresses).
  await walkAddresses(browser, url, PANEL_STATES, async (page, hash) => {
    await assertReadable(page, hash || 'the first screen');
    // Each step of the walkthrough, and the other panels' texts once opened.
    if (hash.includes('walkthrough')) {
      const first = Number(new URLSearchParams(hash.slice(1)).get('step') ?? 1);
      for (let step = first; step <= 6; ++step) {
        await assertReadable(page, `${hash}, step ${step}`);
        if (step < 6) await page.click('#walk-next');
      }
    }
  });
});

test('the plain walkthrough tells no cricket', async () => {
  const { page, context } = await openPage(browser, `${url}#panel=walkthrough&analogy=plain`);
  try {
    for (let step = 1; step <= 6; ++step) {
      // What the panel shows, less the menu that offers the cricket analogy.
      const text = await page.evaluate(() => {
        const copy = document.getElementById('panel-walkthrough').cloneNode(true);
        copy.querySelector('#analogy')?.remove();
        copy.querySelectorAll('[hidden]').forEach((node) => node.remove());
        return copy.textContent;
      });
      assert.doesNotMatch(text, /Kohli|Cummins|Starc|Zampa|Maxwell|bowl|powerplay|\d+th over|\bovers\b|slips|short leg|googly|cricket|batter|wicket/i, `plain step ${step}`);
      if (step < 6) await page.click('#walk-next');
    }
  } finally {
    await context.close();
  }
});

// ---- the trained model's state ----
// Trained in the Train panel with its own controls, then switched on (useTrained=1): every panel
// says it shows a trained model, and nothing calls the model shown seeded.
const SAYS_SEEDED_HERE = /\bhere\b[^.;]*\bseeded\b|\bseeded\b[^.;]*\bhere\b|seeded heads?\b|as in an untrained model|seeded, untrained model/i;
test('a model trained in the Train panel, then used: every panel says so, none calls it seeded', async () => {
  const { page, context, problems } = await openPage(browser, `${url}#panel=train&task=who-did-it&trainSchemes=rope&trainSteps=60`);
  try {
    await page.click('#train-start');
    await page.waitForFunction(() => document.querySelector('#train-panel').dataset.training === 'done', null, { timeout: 120000 });
    await page.selectOption('#scheme', 'rope');
    await page.check('#train-use');
    await page.fill('#sentence', 'the dog chased the cat');
    assert.match(page.url(), /useTrained=1/);
    for (const [tab, hash] of [['compare'], ['heads'], ['position'], ['outputs'], ['walkthrough']]) {
      await page.click(`#tab-${tab}`);
      await page.waitForTimeout(200);
      if (tab === 'walkthrough') await page.click('#walk-mode-sentence');
      const text = await page.evaluate(() => document.body.innerText);
      const wrong = text.split('\n').filter((line) => SAYS_SEEDED_HERE.test(line));
      assert.deepEqual(wrong, [], `${tab}: nothing calls the trained model seeded`);
      await assertReadable(page, `${tab}, trained model`);
      if (tab === 'compare') {
        assert.ok((await page.textContent('#compare-model')).startsWith(t('model-shown.trained')));
        await screenshot(page, 'trained-model-compare');
      }
      if (tab === 'heads') assert.ok((await page.textContent('#panel-heads')).includes(t('panel-explanations.heads.p2.trainedModel')));
      if (tab === 'walkthrough') {
        assert.ok((await page.textContent('#walk-model')).startsWith(t('model-shown.trained')));
        await screenshot(page, 'trained-model-walkthrough');
      }
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a step\'s link to a view further down takes the card along: both on the screen, together', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
    for (let k = 1; k <= LESSON.length; ++k) {
      if (!LESSON[k - 1].link) continue;
      const { page, context, problems } = await openPage(browser, `${url}#lesson=${k}`, { viewport });
      try {
        if (await page.locator('#lesson').getAttribute('open') === null) await page.click('#lesson summary');
        await page.click('#lesson-link');
        await page.waitForTimeout(100);
        const { card, target } = await page.evaluate((id) => ({
          card: document.getElementById('lesson').getBoundingClientRect().toJSON(),
          target: document.getElementById(id).getBoundingClientRect().toJSON(),
        }), LESSON[k - 1].link.target);
        const where = `step ${k} at ${viewport.width} px`;
        if (LESSON[k - 1].link.place === 'after') {
          // The card follows under the view (step 3: its answer sits beside Fill the blank's table).
          assert.ok(target.top > -2 && target.top < viewport.height, `${where}: the view starts on the screen (${target.top})`);
          assert.ok(card.top >= target.bottom && card.top - target.bottom < 60, `${where}: the card follows right under the view (${target.bottom} → ${card.top})`);
        } else {
          assert.ok(card.top > -2 && card.bottom <= viewport.height, `${where}: the card is on the screen (${card.top}–${card.bottom})`);
          assert.ok(target.top >= card.bottom && target.top - card.bottom < 60, `${where}: the view starts right under the card (${card.bottom} → ${target.top})`);
          assert.ok(target.top < viewport.height, `${where}: the view it points at is on the screen`);
        }
        assert.equal(await page.evaluate(() => document.activeElement.id), LESSON[k - 1].link.target);
        await page.click('#lesson-next');
        assert.equal(await page.evaluate(() => document.getElementById('lesson-panel').previousSibling?.nodeType), 8, `${where}: the card goes home on the next step`);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  }
});

test('a grid\'s readout, once pointed at, speaks of the current numbers after a change', async () => {
  const { page, context, problems } = await openPage(browser, `${url}#causal=1`);
  try {
    const figure = page.locator('#aligned-panel figure.heatmap').first();  // the new order, put back
    const { x, y } = await figure.evaluate((node) => { node.scrollIntoView({ block: 'center' }); return node.gridReadout.point(0, 1); });
    await page.mouse.move(x, y);
    const status = figure.locator('.heatmap-status');
    const before = await status.textContent();
    assert.match(before, messagePattern((await loadEnglishMessages()).t, 'compare.alignedCell', { from: /.+/, to: /.+/, weight: /.+/, head: 'head 1' }));
    await page.evaluate(() => window.scrollTo(0, 0));  // out of sight, as a reader would be at the controls
    await page.click('#shuffle');
    const now = await figure.evaluate((node) => node.gridReadout.cell(0, 1).label);
    assert.notEqual(now, before, 'the shuffle changed the weight of that cell');
    assert.equal(await status.textContent(), now);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// Every other readout a pointer sets, the same way: once pointed at, after a change it says what
// pointing at the same place again says (found by the controls walk, seed 12, 2026-12-07: the arcs'
// status line kept a token's weights from before the scheme changed; the head tiles' and RoPE's
// rotation's did the same).
const POINTER_READOUTS = [
  { name: 'the arcs', address: '#panel=heads', target: '#arcs-panel .arc-token >> nth=3', status: '#arcs-panel .heatmap-status',
    change: (page) => page.selectOption('#scheme', 'rope') },
  { name: 'a head tile', address: '#panel=heads', target: '#head-grid-panel .head-tile canvas >> nth=1', at: { x: 0.7, y: 0.3 },
    status: '#head-grid-panel > .heatmap-status', change: (page) => page.selectOption('#scheme', 'rope') },
  { name: 'RoPE\'s rotation', address: '#panel=position&scheme=rope', target: '.rotation-arrow[data-position="2"] circle', status: 'figure.rotation .heatmap-status',
    change: (page) => page.selectOption('#rope-pair', '1') },
];
for (const readout of POINTER_READOUTS) {
  test(`${readout.name}: a readout once pointed at speaks of the current numbers after a change`, async () => {
    const { page, context, problems } = await openPage(browser, `${url}${readout.address}`);
    try {
      const status = page.locator(readout.status);
      const point = async () => {
        const target = page.locator(readout.target);
        await target.scrollIntoViewIfNeeded();
        const box = await target.boundingBox();
        await page.mouse.move(box.x + box.width * (readout.at?.x ?? 0.5), box.y + box.height * (readout.at?.y ?? 0.5));
      };
      await point();
      const before = await status.textContent();
      assert.ok(before.trim(), 'pointing gives a readout');
      await page.mouse.move(0, 0);
      await readout.change(page);
      await page.waitForFunction(() => document.body.dataset.ready === 'true' && !document.body.dataset.busy);
      await page.waitForTimeout(200);
      const after = await status.textContent();
      assert.notEqual(after, before, 'the change moved the numbers it speaks of');
      await page.mouse.move(0, 0);
      await point();
      assert.equal(after, await status.textContent(), 'pointing again says the same');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
