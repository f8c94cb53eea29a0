// Shared set-up for the browser tests: Debian's Chromium through playwright-core, and the built
// site served from build/wasm/site by scripts/serve.mjs.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const projectRoot = path.resolve(here, '../..');
export const siteDir = process.env.SITE_DIR ?? path.join(projectRoot, 'build/wasm/site');
export const screenshotDir = path.join(projectRoot, 'build/screenshots');

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export async function serveSite(options = {}) {
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) throw new Error(`no built site in ${siteDir}`);
  const server = await startServer({ root: siteDir, ...options });
  const base = options.base ?? '/';
  return { server, url: `http://127.0.0.1:${server.address().port}${base.endsWith('/') ? base : `${base}/`}` };
}

// One browser and one server (serveSite's options) for a whole test file: started before its first
// test and handed to `use` ({browser, server, url}), closed after its last.
export function browserForFile(use, serveOptions) {
  let shared = {};
  before(async () => {
    shared = { browser: await launch(), ...(await serveSite(serveOptions)) };
    use(shared);
  });
  after(async () => {
    await shared.browser?.close();
    shared.server?.close();
  });
}

// The first screen (viewport) holds each selector's element and both of the Compare tab's grids,
// and the page is no wider than the screen.
export async function assertFirstScreen(page, viewport, selectors) {
  for (const selector of selectors) {
    const b = await page.locator(selector).first().boundingBox();
    assert.ok(b && b.x >= 0 && b.y >= 0 && b.x + b.width <= viewport.width + 0.5 && b.y + b.height <= viewport.height + 0.5,
      `${selector} inside the ${viewport.width}x${viewport.height} viewport: ${JSON.stringify(b)}`);
  }
  const grids = page.locator('#compare-panel .pair .heatmap-scroll');
  assert.equal(await grids.count(), 2);
  for (const i of [0, 1]) {
    const b = await grids.nth(i).boundingBox();
    assert.ok(b.y + b.height <= viewport.height && b.x + b.width <= viewport.width + 0.5, `grid ${i}: ${JSON.stringify(b)}`);
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll');
}

// A page that fails the test on any console error or uncaught exception.
// Other options (hasTouch, reducedMotion, ...) go to the browser context as they are.
// The guided lesson starts by itself on a first visit (views/lesson/lesson.js); the other tests open the
// page as a returning reader unless they ask for firstVisit. initScript runs in the page before its own.
export async function openPage(browser, url, { viewport = { width: 1280, height: 900 }, colorScheme = 'light', firstVisit = false, initScript = null, ...contextOptions } = {}) {
  const context = await browser.newContext({ viewport, colorScheme, ...contextOptions });
  if (!firstVisit) await context.addInitScript(() => { try { localStorage.setItem('positional-attention-lesson-seen', '1'); } catch { /* opaque origin */ } });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', (error) => problems.push(error.message));
  settleAfterActions(page);
  await page.goto(url);
  await page.waitForSelector('body[data-ready=true]');
  return { page, context, problems };
}

// Opens `address` (openPage), runs `body(page)`, checks no console error happened on the way, and
// closes the context whatever happened. Resolves to what `body` returned.
export async function withOpenPage(browser, address, body, options) {
  const { page, context, problems } = await openPage(browser, address, options);
  try {
    const value = await body(page);
    assert.deepEqual(problems, [], 'no console errors');
    return value;
  } finally {
    await context.close();
  }
}

// Opens the first address afresh, then reaches each next one in the same page through its address,
// as a reader editing the link would (tests/e2e/truth-address.test.mjs checks that an address reached
// in a page shows what a fresh load of it shows): far cheaper than a load per state. At each one it
// runs `visit(page, hash)`; a console error fails it. `hashes` are '#...' (or '' for none).
export async function walkAddresses(browser, base, hashes, visit, options) {
  const { page, context, problems } = await openPage(browser, `${base}${hashes[0]}`, options);
  try {
    for (const [k, hash] of hashes.entries()) {
      if (k > 0) {
        await page.evaluate((h) => { location.hash = h; }, hash || '#');
        await settled(page);
      }
      await visit(page, hash);
      assert.deepEqual(problems, [], `${hash || '(no hash)'}: page errors`);
    }
  } finally {
    await context.close();
  }
}

// A tiny run in the Train panel (one seed, ten steps), its model then shown in the Compare panel:
// the panel says it is the trained one and draws its numbers.
// `trainedLabel`: the English of model-shown.trained.
export async function trainAndUse(page, trainedLabel) {
  await page.evaluate(() => { location.hash = '#panel=train&task=who-did-it&trainSchemes=rope&trainSeeds=1&trainSteps=10&scheme=rope'; });
  await settled(page);
  await page.click('#train-start');
  await page.waitForFunction(() => document.querySelector('#train-panel').dataset.training === 'done', null, { timeout: 120000 });
  await page.check('#train-use');
  await page.click('#tab-compare');
  await settled(page);
  await page.waitForFunction((trained) => document.querySelector('#compare-model')?.textContent.startsWith(trained), trainedLabel);
}

// The page asks its core in a Web Worker, so a control's effect is drawn a moment after the event.
// Every action a test takes therefore waits until the page has drawn its latest state (no
// body[data-busy]) before the test reads the page, as a learner would look once it has drawn.
export async function settled(page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));  // let queued events (hashchange) run
  await page.waitForFunction(() => !document.body || document.body.dataset.busy !== 'true');
}

const ACTIONS = ['click', 'dblclick', 'fill', 'check', 'uncheck', 'setChecked', 'selectOption', 'press', 'type',
  'pressSequentially', 'tap', 'dispatchEvent', 'goBack', 'goForward', 'reload'];
function wrapActions(target, names, pageOf) {
  for (const name of names) {
    const original = target[name];
    if (typeof original !== 'function' || original.settles) continue;
    const wrapped = async function (...args) {
      const value = await original.apply(this, args);
      const page = pageOf(this);
      if (page && !page.isClosed()) await settled(page).catch(() => {});
      return value;
    };
    wrapped.settles = true;
    target[name] = wrapped;
  }
}
function settleAfterActions(page) {
  wrapActions(page, ACTIONS, () => page);
  wrapActions(page.keyboard, ['press', 'type', 'insertText', 'up'], () => page);
  wrapActions(page.mouse, ['up', 'click'], () => page);
  wrapActions(Object.getPrototypeOf(page.locator('body')), ACTIONS, (locator) => locator.page());
}

// Screenshots are for a person to look at: written to build/screenshots only when asked for
// (SCREENSHOTS=1), since no test compares them. fullPage: false keeps just the viewport.
export async function screenshot(page, name, { fullPage = true } = {}) {
  if (process.env.SCREENSHOTS !== '1') return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

// The number after "=" in a label written by web/js/util/format.js: "= 1.21", "= 6.7×10⁻¹⁶" or "= 0".
export function numberAfterEquals(label) {
  const digits = { '⁻': '-', '⁰': 0, '¹': 1, '²': 2, '³': 3, '⁴': 4, '⁵': 5, '⁶': 6, '⁷': 7, '⁸': 8, '⁹': 9 };
  const match = label.match(/= (-?\d+(?:\.\d+)?)(?:×10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))?/);
  if (!match) throw new Error(`no number in "${label}"`);
  const exponent = match[2] ? [...match[2]].map((c) => digits[c]).join('') : '0';
  return Number(`${match[1]}e${exponent}`);
}

// The secondary controls (model settings, colour map, theme, Embed) sit in the settings menu.
export async function openSettings(page) {
  if (await page.locator('#settings-menu').getAttribute('open') === null) await page.click('#settings-menu summary');
}

// A canvas heatmap read as a learner reads it (web/js/views/shared/heatmap.js): each cell's sentence, the
// number written in it and its colour, for every cell (row-major) of the figure `figure` (a locator).
export function gridCells(figure) {
  return figure.evaluate((node) => {
    const { rows, cols } = node.gridReadout.size();
    const cells = [];
    for (let r = 0; r < rows; ++r) for (let c = 0; c < cols; ++c) cells.push({ row: r, col: c, ...node.gridReadout.cell(r, c) });
    return cells;
  });
}

export function gridCell(figure, row, col) {
  return figure.evaluate((node, [r, c]) => node.gridReadout.cell(r, c), [row, col]);
}

// Moves the pointer over a cell of a canvas heatmap.
export async function hoverCell(page, figure, row, col) {
  await figure.locator('canvas').scrollIntoViewIfNeeded();
  const { x, y } = await figure.evaluate((node, [r, c]) => node.gridReadout.point(r, c), [row, col]);
  await page.mouse.move(x, y);
}
