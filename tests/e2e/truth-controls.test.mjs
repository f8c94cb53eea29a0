// The address is the state, whichever way the state changes: after each thing a learner does with
// the page's own controls (a scheme, an order, a sentence typed or picked, a tab, a head, the model,
// a language, a seeded setting or a number typed in its box, a colour map or theme, the English
// models' layer and Fill the blank), the page shows exactly what a fresh load of the address it has
// written shows (fresh-load.mjs: the visible text, the controls' values and states, the aria labels,
// every visible grid's cells).
// A seeded random walk (CONTROL_SEED) of CONTROL_STEPS actions. What a fresh load cannot know is left
// out on purpose: a sentence or settings the core refuses (typed, they stay in the controls with the
// core's message, where a link falls back with a note: views.test.mjs), the lesson (what the learner
// did in a step opens its answer; truth-address walks its steps), the predict questions' answers,
// disclosures and menus that are not in the address (each action closes the Settings menu again),
// and training runs. The same walk runs in offline-english.html opened from disk (OFFLINE_CONTROL_STEPS),
// without the theme there (see its action).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForFile, openPage, openSettings, siteDir } from './browser.mjs';
import { compareWithFreshLoad, drawn, generator } from './fresh-load.mjs';
import { EXAMPLES } from '../../web/js/content/examples.js';
import { PANELS } from '../../web/js/state/state.js';

let browser, url;
browserForFile((shared) => ({ browser, url } = shared));

const STEPS = Number(process.env.CONTROL_STEPS ?? 60);
const SEED = Number(process.env.CONTROL_SEED ?? 46);
// The walk again in offline-english.html opened from disk, where the core runs on the page's thread
// and the models are inlined: OFFLINE_CONTROL_STEPS actions (8 by default).
const OFFLINE_STEPS = Number(process.env.OFFLINE_CONTROL_STEPS ?? 8);

// Sentences a learner types: examples, everyday ones for the English models, a repeated word.
const TEXTS = [...new Set(EXAMPLES.map((e) => e.text))].filter((text) => text.length < 60)
  .concat(['I brush my teeth every morning', 'she drank a cup of hot tea', 'the the the cat']);

const visible = (page, selector) => page.locator(selector).first().isVisible();
const optionValues = (page, selector) => page.locator(`${selector} option:not([disabled])`).evaluateAll((nodes) => nodes.map((n) => n.value).filter(Boolean));
// Picks a value of a visible select and chooses it; null when the select is not shown.
async function choose(page, random, selector, values = null) {
  if (!(await visible(page, selector))) return null;
  const value = random.pick(values ?? (await optionValues(page, selector)));
  await page.selectOption(selector, value);
  return `${selector} ${value}`;
}
// A control of the Settings menu, which is closed again after: its being open is no part of the state.
async function inSettings(page, act) {
  await openSettings(page);
  try {
    return await act();
  } finally {
    await page.mouse.move(0, 0);  // (not left over a figure the closing menu uncovers: see below)
    await page.evaluate(() => { const menu = document.getElementById('settings-menu'); if (menu) menu.open = false; });
  }
}

// Any other select, radio button, checkbox or slider shown in `root` (the open panel's: the arcs'
// threshold, RoPE's pair, the walkthrough's analogy, mode and phase, the Train panel's task, mask and
// schemes; or the seeded model's settings for the scheme), set to a value it offers. Number boxes
// have an action of their own (NUMBERS): a value they refuse stays in the box with a message, as a
// typed sentence does.
const NAMED = ['sentence', 'examples', 'scheme', 'seed-input', 'head', 'english-layer', 'blank-token', 'blank-schemes', 'model', 'language', 'colour-map',
  'setting-heads'];  // (chosen among the counts the core runs, below)
async function anyControl(page, random, root) {
  const controls = await page.evaluate(({ root, named }) => [...document.querySelectorAll(`${root} select, ${root} input[type=radio], ${root} input[type=checkbox], ${root} input[type=range]`)]
    .filter((n) => n.id && !named.includes(n.id) && !n.id.startsWith('answer-') && !n.id.startsWith('theme-') && !n.disabled && n.checkVisibility())
    .map((n) => ({ id: n.id, type: n.type, min: Number(n.min), max: Number(n.max), step: Number(n.step) || 1,
      options: n.tagName === 'SELECT' ? [...n.options].filter((o) => !o.disabled && o.value).map((o) => o.value) : null })), { root, named: NAMED });
  if (!controls.length) return null;
  const control = random.pick(controls), selector = `#${control.id}`;
  if (control.options) return choose(page, random, selector, control.options);
  if (control.type !== 'range') { await page.click(selector); return `${selector} clicked`; }
  const stepsIn = Math.round((control.max - control.min) / control.step);
  const decimals = (String(control.step).split('.')[1] ?? '').length;
  // Written as the slider gives it back ("0.5", not "0.50"): Playwright refuses a value that reads back otherwise.
  const value = String(Number((control.min + Math.floor(random.next() * (stepsIn + 1)) * control.step).toFixed(decimals)));
  await page.locator(selector).fill(value);
  return `${selector} ${value}`;
}

// Numbers typed in the Settings menu's boxes, among values the core runs with every head count the
// walk chooses (widths the heads split into even parts, T5's distance at least its exact range).
const NUMBERS = {
  'setting-modelWidth': ['16', '32', '48', '64', '96', '128'],
  'setting-shiftBy': ['1', '2', '3', '5', '8', '12'],
  'setting-modelSeed': ['0', '1', '7', '42', '99'],
  'setting-t5Buckets': ['4', '8', '16', '32', '64'],
  'setting-t5MaxDistance': ['64', '128', '200', '500'],
};
async function typeNumber(page, random) {
  const shown = [];
  for (const id of Object.keys(NUMBERS)) if (await visible(page, `#${id}`)) shown.push(id);
  if (!shown.length) return null;
  const id = random.pick(shown), value = random.pick(NUMBERS[id]);
  await page.fill(`#${id}`, value);
  return `#${id} ${value}`;
}

// Each action does one thing a learner does and says what, or returns null when its control is not
// on the page in this state.
const ACTIONS = [
  (page, r) => anyControl(page, r, 'main'),
  (page, r) => anyControl(page, r, 'main'),
  (page, r) => inSettings(page, () => anyControl(page, r, '#settings-panel')),
  (page, r) => choose(page, r, '#scheme'),
  async (page, r) => {
    const id = r.pick(['#shuffle', '#reverse-order', '#reset-order']);
    if (!(await page.locator(id).isEnabled())) return null;  // Reset order with the order already reset
    await page.click(id);
    return id;
  },
  async (page, r) => { const seed = String(1 + Math.floor(r.next() * 40)); await page.fill('#seed-input', seed); await page.press('#seed-input', 'Enter'); return `seed ${seed}`; },
  (page, r) => choose(page, r, '#examples'),
  async (page, r) => { const text = r.pick(TEXTS); await page.fill('#sentence', text); return `typed ${text}`; },
  async (page, r) => { const panel = r.pick(PANELS); await page.click(`#tab-${panel}`); return `tab ${panel}`; },
  (page, r) => choose(page, r, '#head'),
  (page, r) => choose(page, r, '#english-layer'),
  (page, r) => choose(page, r, '#blank-token'),
  (page, r) => choose(page, r, '#blank-schemes'),
  async (page) => { if (!(await visible(page, '#blank-panel summary'))) return null; await page.click('#blank-panel summary'); return 'Fill the blank opened or closed'; },
  (page, r) => inSettings(page, () => choose(page, r, '#model', ['seeded', 'english', 'english'])),
  (page, r) => inSettings(page, () => choose(page, r, '#language', ['en', 'es', 'hi', 'en'])),
  // Heads that divide the default width evenly: others the core refuses (see above).
  (page, r) => inSettings(page, () => choose(page, r, '#setting-heads', ['1', '2', '4', '8'])),
  (page, r) => inSettings(page, () => typeNumber(page, r)),
  (page, r) => inSettings(page, async () => {
    if (!(await visible(page, '#setting-causal'))) return null;
    await page.click('#setting-causal');
    return 'causal mask switched';
  }),
  (page, r) => inSettings(page, () => choose(page, r, '#colour-map')),
  (page, r) => inSettings(page, async () => {
    // From disk, Chromium does not always show a page the theme another page stored a moment
    // before (localStorage: about 1 fresh load in 8 read none): a fresh load cannot know it there.
    if (page.url().startsWith('file:')) return null;
    const theme = r.pick(['system', 'light', 'dark']);
    await page.click(`#theme-${theme}`);
    return `theme ${theme}`;
  }),
  (page) => inSettings(page, async () => {
    if (!(await visible(page, '#reset-settings'))) return null;
    await page.click('#reset-settings');
    return 'default settings';
  }),
];

// A seeded walk of `steps` uses of the controls in the page at `pageUrl`, each compared with a fresh load.
async function walk(pageUrl, steps, seed) {
  const random = generator(seed);
  const { page, context, problems } = await openPage(browser, `${pageUrl}#`);
  try {
    const done = [];
    for (let i = 0; done.length < steps && i < steps * 4; ++i) {
      const did = await random.pick(ACTIONS)(page, random);
      if (!did) continue;
      done.push(did);
      // The pointer goes to the page's top corner: left where the control was, it may come to rest on
      // a grid or the arcs as the page redraws, and their readout then speaks of what it points at,
      // which no address holds (truth.test.mjs checks that readout's numbers).
      await page.mouse.move(0, 0);
      await page.waitForTimeout(50);  // the control's own events
      await drawn(page, 'page');
      // What the page has not written yet (typing writes after a pause) is written when it loses focus.
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      const address = await page.evaluate(() => location.hash);
      const left = await compareWithFreshLoad(page, address, context);
      assert.equal(left, '', `action ${done.length} (${did}), address ${address || '(none)'}, after: ${done.slice(-4, -1).join('; ')}:\n${left}`);
    }
    console.log(`${done.length} actions: ${done.join('; ')}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

test(`${STEPS} seeded random uses of the page's controls: each leaves the page as a fresh load of its address shows it`, { timeout: 1_500_000 },
  () => walk(url, STEPS, SEED));

test(`${OFFLINE_STEPS} seeded random uses of the controls in offline-english.html opened from disk`, { timeout: 1_500_000 },
  () => walk(pathToFileURL(path.join(siteDir, 'offline-english.html')).href, OFFLINE_STEPS, SEED + 1));
