// The page as a learner feels it, in headless Chromium: for every tab, at 6/16/32/64 tokens and
// 1/4/8 heads, the median keystroke-to-paint over 9 keystrokes right after the page opened and over
// the 15 after those (typing on), the longest task while typing and
// while the page opens, the number of page elements; at 64 tokens, the longest task when opening
// each tab, shuffling and switching schemes; the first heatmap's time after navigation (drawn, and
// the frame that shows it), beside the first paint of a plain page and of the page with no script;
// the first load's gzip size. Prints JSON, then tables. A benchmark, not a test: nothing here fails.
//   node bench/page.bench.mjs [--quick] [--site build/wasm/site]
// Timings on shared machines are noisy: compare ratios within one run (bench/README.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve.mjs';
import { firstLoadGzip } from './first-load.mjs';
import { typeOnce } from './keystroke.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const siteAt = args.indexOf('--site');
const siteDir = path.resolve(siteAt >= 0 ? args[siteAt + 1] : path.join(here, '../build/wasm/site'));
const quick = args.includes('--quick');

const TABS = ['compare', 'heads', 'position', 'outputs', 'walkthrough'];
const TOKENS = quick ? [6, 64] : [6, 16, 32, 64];
const HEADS = quick ? [8] : [1, 4, 8];
const KEYSTROKES = 9;   // right after the page opened
const TYPING_ON = 15;   // after those: more of them, as these medians are compared across loads
const LOADS = 15;  // navigations timed for the first heatmap (and for each first-paint floor)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (v) => Math.round(v * 10) / 10;

// In the page before anything runs: long tasks, and the moment body[data-ready] first appears.
function instrument() {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = new MutationObserver(() => {
    if (document.body?.dataset.ready === 'true' && window.benchReadyAt === undefined) {
      window.benchReadyAt = performance.now();
      // The frame that shows it: the next animation frame, then a task after it.
      requestAnimationFrame(() => setTimeout(() => { window.benchPaintedAt = performance.now(); }, 0));
      watch.disconnect();
      console.debug('bench: ready');
    }
  });
  watch.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
}

// A first visit's tab: a fresh browser context (empty cache and storage), once the browser's own
// work for that context is over. Headless Chromium builds its toolbar's web UI (the omnibox popup,
// chrome://omnibox-popup.top-chrome) in a renderer of its own for each new context; traced, that
// renderer kept a core busy for about 700 ms after the context was made, and on this 2-core machine
// it delayed the first heatmap from 369 to 587 ms (medians of 11). A visitor's browser does that
// work once, when it starts, not when a link is opened.
const SETTLE_MS = 1500;
async function freshPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.waitForTimeout(SETTLE_MS);
  return { context, page };
}

const sentence = (tokens) => Array.from({ length: tokens }, (_, i) => `w${i % 13}`).join(' ');

async function measure(browser, url, { tab, tokens, heads }) {
  const { context, page } = await freshPage(browser);
  await page.addInitScript(instrument);
  const text = sentence(tokens);
  await page.goto(`${url}#text=${encodeURIComponent(text)}&scheme=sinusoidal&heads=${heads}&panel=${tab}`);
  await page.waitForSelector('body[data-ready=true]');
  await page.waitForFunction(() => document.body.dataset.busy !== 'true');
  const opening = await page.evaluate(() => ({
    readyAt: window.benchReadyAt, longest: Math.max(0, ...window.benchLongTasks.map((t) => t.duration)),
    engine: document.documentElement.dataset.engine }));
  const typingFrom = await page.evaluate(() => performance.now());
  const times = [], typingOn = [];
  // The last word grows and shrinks by a letter: the token count stays the same. The first nine
  // come straight after the page opened; fifteen more show typing once it has gone on a while (the
  // browser optimizes the core's WebAssembly only after it has run for a bit, engine-worker.js).
  for (let i = 0; i < KEYSTROKES; ++i) times.push(await page.evaluate(typeOnce, i % 2 ? text : `${text}x`));
  for (let i = 0; i < TYPING_ON; ++i) typingOn.push(await page.evaluate(typeOnce, i % 2 ? text : `${text}x`));
  const after = await page.evaluate((from) => ({
    longest: Math.max(0, ...window.benchLongTasks.filter((t) => t.start >= from).map((t) => t.duration)),
    elements: document.querySelectorAll('*').length,
  }), typingFrom);
  await context.close();
  return { tab, tokens, heads, engine: opening.engine, keystrokeMs: round(median(times)), typingOnMs: round(median(typingOn)),
    longestTypingTaskMs: round(after.longest), longestOpeningTaskMs: round(opening.longest),
    readyMs: round(opening.readyAt), elements: after.elements };
}

// At 64 tokens x 8 heads on a loaded page: the longest task and the time until the page has drawn,
// for each thing a learner does besides typing (the issue's "shuffling, switching schemes or opening
// any tab"). Each action starts from the compare tab with sinusoidal encoding.
const ACTIONS = [
  ...TABS.filter((tab) => tab !== 'compare').map((tab) => [`open ${tab}`, (page) => page.click(`#tab-${tab}`)]),
  ['shuffle', (page) => page.click('#shuffle')],
  ['scheme: rope', (page) => page.selectOption('#scheme', 'rope')],
  ['scheme: t5', (page) => page.selectOption('#scheme', 't5')],
];
async function interactions(browser, url) {
  const rows = [];
  for (const [name, act] of ACTIONS) {
    const { context, page } = await freshPage(browser);
    await page.addInitScript(instrument);
    await page.goto(`${url}#text=${encodeURIComponent(sentence(64))}&scheme=sinusoidal&heads=8&panel=compare`);
    await page.waitForSelector('body[data-ready=true]');
    await page.waitForFunction(() => document.body.dataset.busy !== 'true');
    await page.waitForTimeout(300);
    // Timed from the page's own click or change event (Playwright's click takes time of its own).
    const from = await page.evaluate(() => {
      const mark = () => { window.benchActionAt ??= performance.now(); };
      document.addEventListener('click', mark, true);
      document.addEventListener('change', mark, true);
      return performance.now();
    });
    await act(page);
    await page.waitForFunction(() => window.benchActionAt !== undefined && document.body.dataset.busy !== 'true');
    const drawnMs = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.benchActionAt), 0))));
    await page.waitForTimeout(200);  // long tasks are reported a little after they end
    const longest = await page.evaluate((start) => Math.max(0, ...window.benchLongTasks.filter((t) => t.start >= start).map((t) => t.duration)), from);
    rows.push({ action: name, drawnMs: round(drawnMs), longestTaskMs: round(longest) });
    await context.close();
  }
  return rows;
}

// A first visit's milestones, medians of LOADS navigations in fresh contexts (ms after navigation):
// the first paint of anything (first-contentful-paint), the first heatmap drawn (body[data-ready])
// and the frame that shows it.
async function firstHeatmap(browser, url) {
  const loads = [];
  for (let i = 0; i < LOADS; ++i) {
    const { context, page } = await freshPage(browser);
    await page.addInitScript(instrument);
    // Waiting by the page's console message: a waitForSelector (or a goto that waits for the load
    // event) has Playwright run scripts of its own in the page as it loads, which delayed the first
    // view by about 100 ms here (median of 7: 712 ms, against 616 ms waiting this way).
    const ready = page.waitForEvent('console', (message) => message.text() === 'bench: ready');
    await page.goto(url, { waitUntil: 'commit' });
    await ready;
    await page.waitForFunction(() => window.benchPaintedAt !== undefined, null, { polling: 50 });
    loads.push(await page.evaluate(() => ({ ready: window.benchReadyAt, painted: window.benchPaintedAt,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN })));
    await context.close();
  }
  const at = (name) => round(median(loads.map((load) => load[name])));
  return { firstPaintMs: at('firstPaint'), drawnMs: at('ready'), paintedMs: at('painted') };
}

// What any first view here costs before the page's own work: the first paint of a page with one
// line of text, and of index.html with its style sheet but no script (the static page a visitor
// sees first). The first heatmap can come no sooner than the second, plus app.js and one draw.
async function firstPaintFloor(browser) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
  const plain = path.join(dir, 'plain'), page = path.join(dir, 'page');
  fs.mkdirSync(plain);
  fs.mkdirSync(page);
  fs.writeFileSync(path.join(plain, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>x</title></head><body><p>One line of text.</p></body></html>');
  const html = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8').replace(/<script[^>]*><\/script>/g, '');
  fs.writeFileSync(path.join(page, 'index.html'), html);
  for (const file of ['app.css', 'favicon.png']) fs.copyFileSync(path.join(siteDir, file), path.join(page, file));
  const firstPaint = async (root) => {
    const server = await startServer({ root, csp: true });
    const times = [];
    for (let i = 0; i < LOADS; ++i) {
      const { context, page: tab } = await freshPage(browser);
      await tab.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'commit' });
      times.push(await tab.evaluate(() => new Promise((resolve) => {
        const seen = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        if (seen() !== undefined) { resolve(seen()); return; }
        new PerformanceObserver(() => { if (seen() !== undefined) resolve(seen()); }).observe({ type: 'paint', buffered: true });
      })));
      await context.close();
    }
    server.close();
    return round(median(times));
  };
  const floor = { plainPageMs: await firstPaint(plain), staticPageMs: await firstPaint(page) };
  fs.rmSync(dir, { recursive: true, force: true });
  return floor;
}

const server = await startServer({ root: siteDir, csp: true });
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
const runs = [];
for (const heads of HEADS) {
  for (const tokens of TOKENS) {
    for (const tab of TABS) runs.push(await measure(browser, url, { tab, tokens, heads }));
  }
}
const firstView = await firstHeatmap(browser, url);
const report = { date: new Date().toISOString(), firstHeatmapMs: firstView.drawnMs, firstView,
  firstPaintFloor: await firstPaintFloor(browser), firstLoad: firstLoadGzip(siteDir),
  runs, interactions: await interactions(browser, url) };
await browser.close();
server.close();

console.log(JSON.stringify(report, null, 1));
console.log('\n| heads | tokens | tab | keystroke→paint ms (median of 9, from opening) | the next 15 | longest task typing ms | longest task opening ms | elements |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of runs) {
  console.log(`| ${r.heads} | ${r.tokens} | ${r.tab} | ${r.keystrokeMs} | ${r.typingOnMs} | ${r.longestTypingTaskMs} | ${r.longestOpeningTaskMs} | ${r.elements} |`);
}
console.log('\n| action at 64 tokens x 8 heads | until drawn ms | longest task ms |');
console.log('| --- | --- | --- |');
for (const r of report.interactions) console.log(`| ${r.action} | ${r.drawnMs} | ${r.longestTaskMs} |`);
console.log(`\nfirst heatmap after navigation (median of ${LOADS}): drawn ${firstView.drawnMs} ms, on screen ${firstView.paintedMs} ms ` +
  `(the page's first paint ${firstView.firstPaintMs} ms); first load: ${report.firstLoad.totalKB} KB gzip`);
console.log(`first paint with no script: one line of text ${report.firstPaintFloor.plainPageMs} ms, index.html with its style sheet ${report.firstPaintFloor.staticPageMs} ms`);
// The ratio: each tab's keystroke at 64 tokens over the same tab at 6 tokens (8 heads).
for (const tab of TABS) {
  const at = (tokens) => runs.find((r) => r.tab === tab && r.tokens === tokens && r.heads === Math.max(...HEADS));
  if (at(6) && at(64)) console.log(`${tab}: 64 / 6 tokens = ${(at(64).keystrokeMs / at(6).keystrokeMs).toFixed(2)}x from opening, ${(at(64).typingOnMs / at(6).typingOnMs).toFixed(2)}x typing on`);
}
