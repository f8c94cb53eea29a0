// The Train panel in Chromium: the default run (every scheme x both mask settings x 3 seeds) in the
// worker (under the strict CSP), stop and resume, read the length curves, the table and the
// reading, switch the other panels to the trained model and read its answers; a preset by link and
// by click. Also from
// file://, where no worker can start and training runs in slices on the page's thread. Axe
// (WCAG 2.2 AA) on the finished panel at 1280 px light and 360 px dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { launch, serveSite, openPage, siteDir, screenshot } from './browser.mjs';
import { SCHEMES } from '../../web/js/schemes/schemes.js';
import { loadEnglishMessages, messageInside } from '../web/english-messages.mjs';

const { t } = await loadEnglishMessages();

let browser, site;
before(async () => {
  browser = await launch();
  site = await serveSite({ base: '/sub/', csp: true });
});
after(async () => { await browser?.close(); site?.server.close(); });

async function axeViolations(page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('train, stop, resume, read the table, then use the model in the other panels', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#panel=train&task=who-did-it&trainSeed=1`);
  await page.waitForSelector('#train-words:has-text("dog")');
  // The page's thread while the worker trains: the longest task (a figure for bench/README.md).
  await page.evaluate(() => { window.longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push(e.duration); }).observe({ entryTypes: ['longtask'] }); });
  assert.match(await page.textContent('#train-slopes'), /0\.0625, 0\.00391/);
  const started = Date.now();
  await page.click('#train-start');
  await page.waitForFunction(() => document.querySelector('#train-progress').value > 0.05);
  await page.click('#train-stop');
  await page.waitForFunction(() => document.querySelector('#train-panel').dataset.training === 'stopped');
  const stoppedAt = await page.$eval('#train-progress', (p) => p.value);
  await page.waitForTimeout(300);
  assert.equal(await page.$eval('#train-progress', (p) => p.value), stoppedAt, 'a stopped run does not move');
  assert.ok(stoppedAt < 1);
  // The page answers while training: the tab bar still switches panels mid-run.
  await page.click('#train-resume');
  await page.click('#tab-compare');
  await page.waitForSelector('#panel-compare:not([hidden])');
  await page.click('#tab-train');
  await page.waitForFunction(() => document.querySelector('#train-panel').dataset.training === 'done', null, { timeout: 120000 });
  const seconds = (Date.now() - started) / 1000;
  console.log(`# ${SCHEMES.length} schemes x both masks x 3 seeds, 200 steps each, trained in ${seconds.toFixed(1)} s (worker), with a stop and a resume`);
  console.log(`# longest task on the page's thread while training: ${Math.max(0, ...await page.evaluate(() => window.longTasks)).toFixed(0)} ms (long tasks are those over 50 ms)`);
  assert.match(await page.textContent('#train-status'), await messageInside('train.done', { count: SCHEMES.length * 2 * 3, settings: SCHEMES.length * 2, seeds: 3, mode: 'worker' }));

  const rows = await page.$$eval('#train-table tbody tr', (trs) => trs.map((tr) => [tr.dataset.group,
    ...[...tr.querySelectorAll('td')].map((td) => Number.parseFloat(td.textContent))]));
  assert.equal(rows.length, SCHEMES.length * 2 + 2, 'every scheme with and without the mask, chance and the order-blind ceiling');
  const table = Object.fromEntries(rows.map(([key, ...acc]) => [key, acc]));
  console.log(`# means (1x 1.5x 2x 3x 4x 8x): ${JSON.stringify(table)}`);
  assert.ok(table.none[0] <= 50, 'no position, no mask: at most the order-blind ceiling');
  assert.ok(table['none:mask'][0] > 90, 'no position with the mask learns (Haviv et al. 2022)');
  assert.equal(table.ceiling[0], 50);
  const claims = await page.$$eval('#train-reading li', (items) => items.map((li) => li.dataset.claim));
  assert.ok(claims.includes('order-blind') && claims.includes('haviv'), claims.join());
  assert.equal(await page.$$eval('#train-loss-chart path[data-scheme]', (p) => p.length), SCHEMES.length * 2 * 3);
  assert.equal(await page.$$eval('#train-length-chart-off path[data-group]', (p) => p.length), SCHEMES.length);
  assert.equal(await page.$$eval('#train-length-chart-on path[data-group]', (p) => p.length), SCHEMES.length);
  assert.equal(await page.$$eval('#train-length-chart-on [data-line=ceiling]', (p) => p.length), 1);
  assert.equal(await page.$$eval('#train-length-chart-on [data-line=learned-rows]', (p) => p.length), 1);
  // The legend quotes the table's own rounding.
  assert.match(await page.textContent('#train-legend [data-group="none:mask"]'), new RegExp(`${table['none:mask'][0].toFixed(1)}%`));
  await screenshot(page, 'train-done');
  assert.deepEqual(await axeViolations(page), [], 'axe on the finished Train panel, 1280 px light');

  // Use the model: the other panels now draw the trained RoPE model; an unknown word is named.
  await page.selectOption('#scheme', 'rope');
  await page.check('#train-use');
  await page.fill('#sentence', 'the big dog chased the zebra');
  await page.click('#tab-heads');
  await page.waitForSelector('#trained-note:not([hidden])');
  await page.waitForFunction(() => /zebra/.test(document.querySelector('#trained-note').textContent));
  assert.match(await page.textContent('#trained-note'), await messageInside('trained.shown', { task: t('trained.taskName', { task: 'who-did-it' }), scheme: 'RoPE', steps: 200, width: 16, heads: 2, causal: false }));
  // Its answers on the sentence in both orders, with the unknown word left out and named.
  const answered = await messageInside('train.answers', { task: 'who-did-it' });
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#trained-answers').textContent), answered.source);
  assert.match(await page.textContent('#trained-answers'), await messageInside('train.answers', { task: 'who-did-it', first: t('train.didIt', { word: 'dog' }) }));
  assert.ok((await page.textContent('#trained-answers')).includes(t('train.leftOut', { words: 'zebra' })));
  assert.match(page.url(), /useTrained=1/);
  await screenshot(page, 'train-used');
  // The model has 2 seeded heads where the page's own has 4: its same-word head is the 4th tile,
  // and the Position panel then asks the core for the model's first head (it was refused before).
  await page.click('.head-tile[data-head="3"]');
  await page.click('#tab-position');
  await page.waitForFunction(() => document.querySelector('#panel-position:not([hidden])') && document.body.dataset.busy !== 'true');
  assert.equal((await page.textContent('#problem-panel')).trim(), '', 'no request refused');
  assert.match(await page.textContent('#explain-scheme'), /RoPE/);
  assert.deepEqual(problems, [], 'no CSP violation, no error');
  await context.close();
});

test('opened from file://, training falls back to the page thread and still finishes', async () => {
  // At phone width in dark mode, where the panel must fit without sideways scrolling.
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, colorScheme: 'dark' });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${pathToFileURL(path.join(siteDir, 'offline.html')).href}#panel=train&task=previous-token&trainSchemes=learned,t5&trainSteps=60&trainMask=off&trainSeeds=1`);
  await page.waitForSelector('body[data-ready=true]');
  await page.click('#train-start');
  await page.waitForFunction(() => document.querySelector('#train-panel').dataset.training === 'done', null, { timeout: 60000 });
  assert.match(await page.textContent('#train-status'), await messageInside('train.done', { count: 2, settings: 2, seeds: 1, mode: 'page' }));
  assert.equal(await page.$$eval('#train-table tbody tr', (trs) => trs.length), 2 + 1, 'two settings and chance');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `scrolls sideways by ${overflow}px at 360 px`);
  assert.deepEqual(await axeViolations(page), [], 'axe at 360 px dark');
  await screenshot(page, 'train-phone-dark');
  assert.deepEqual(problems, []);
  await context.close();
});


test('a preset by link sets the panel up; one click runs it and the reading names the paper\'s result', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#panel=train&preset=haviv`);
  await page.waitForSelector('#train-words:has-text("dog")');
  await page.waitForFunction(() => document.querySelector('#train-mask').value === 'both' && document.querySelector('#train-scheme-learned').checked && !document.querySelector('#train-scheme-rope').checked);
  assert.match(await page.textContent('#train-preset-card'), /Haviv/);
  assert.match(page.url(), /preset=haviv/);
  await page.click('#train-preset-rope-scaling');
  await page.waitForFunction(() => document.querySelector('#train-panel').dataset.training === 'done', null, { timeout: 120000 });
  assert.match(page.url(), /preset=rope-scaling/);
  assert.match(await page.textContent('#train-preset-card'), /Chen/);
  const groups = await page.$$eval('#train-table tbody tr', (trs) => trs.map((tr) => tr.dataset.group));
  assert.deepEqual(groups, ['rope', 'rope+interpolation', 'rope+ntk', 'rope+interpolation-tuned', 'rope+ntk-tuned', 'rope+tuned', 'chance']);
  const claims = await page.$$eval('#train-reading li', (l) => l.map((x) => x.dataset.claim));
  console.log(`# rope-scaling reading: ${claims.join(', ')}`);
  assert.ok(claims.includes('scaling-adds') || claims.includes('tuning-alone'), 'the control (plain RoPE fine-tuned the same way) is read');
  await screenshot(page, 'train-rope-scaling');
  // A setting changed by hand leaves the preset.
  await page.fill('#train-heads', '4');
  await page.dispatchEvent('#train-heads', 'change');
  await page.waitForFunction(() => !/preset=/.test(location.hash));
  assert.match(await page.textContent('#train-slopes'), /0\.25, 0\.0625, 0\.0156, 0\.00391/);
  assert.deepEqual(problems, []);
  await context.close();
});
