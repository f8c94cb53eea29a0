// The Train panel in Chromium: train the six schemes in the worker (under the strict CSP), stop and
// resume, read the length table, and switch the other panels to the trained model. Also from
// file://, where no worker can start and training runs in slices on the page's thread. Axe
// (WCAG 2.2 AA) on the finished panel at 1280 px light and 360 px dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { launch, serveSite, openPage, siteDir, screenshot } from './browser.mjs';

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
  console.log(`# six schemes, 200 steps each, trained in ${seconds.toFixed(1)} s (worker)`);
  assert.match(await page.textContent('#train-status'), /in a worker/);

  const rows = await page.$$eval('#train-table tbody tr', (trs) => trs.map((tr) => [tr.dataset.scheme,
    ...[...tr.querySelectorAll('td')].map((td) => Number.parseFloat(td.textContent))]));
  assert.equal(rows.length, 6);
  const table = Object.fromEntries(rows.map(([scheme, ...acc]) => [scheme, acc]));
  console.log(`# length table (1x, 2x, 4x): ${JSON.stringify(table)}`);
  assert.ok(table.none[0] <= 50, 'no position: at most chance on swapped pairs');
  assert.ok(Math.max(...rows.map((r) => r[1])) > 95, 'some scheme learns the task');
  const reading = await page.$$eval('#train-reading li', (items) => items.map((li) => li.textContent));
  assert.ok(reading.some((text) => /stays at chance/.test(text)));
  assert.equal(await page.$$eval('#train-loss-chart path[data-scheme]', (p) => p.length), 6);
  await screenshot(page, 'train-done');
  assert.deepEqual(await axeViolations(page), [], 'axe on the finished Train panel, 1280 px light');

  // Use the model: the other panels now draw the trained RoPE model; an unknown word is named.
  await page.selectOption('#scheme', 'rope');
  await page.check('#train-use');
  await page.fill('#sentence', 'the big dog chased the zebra');
  await page.click('#tab-heads');
  await page.waitForSelector('#trained-note:not([hidden])');
  await page.waitForFunction(() => /zebra/.test(document.querySelector('#trained-note').textContent));
  assert.match(await page.textContent('#trained-note'), /trained model: who-did-it, rope, 200 steps, width 16, 2 heads/);
  assert.match(page.url(), /useTrained=1/);
  await screenshot(page, 'train-used');
  // The model has 2 seeded heads where the page's own has 4: its same-word head is the 4th tile,
  // and the Position panel then asks the core for the model's first head (it was refused before).
  await page.click('.head-tile[data-head="3"]');
  await page.click('#tab-explorer');
  await page.waitForFunction(() => document.querySelector('#panel-explorer:not([hidden])') && document.body.dataset.busy !== 'true');
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
  await page.goto(`${pathToFileURL(path.join(siteDir, 'offline.html')).href}#panel=train&task=previous-token&trainSchemes=learned,t5&trainSteps=60`);
  await page.waitForSelector('body[data-ready=true]');
  await page.click('#train-start');
  await page.waitForFunction(() => document.querySelector('#train-panel').dataset.training === 'done', null, { timeout: 60000 });
  assert.match(await page.textContent('#train-status'), /on the page thread/);
  assert.equal(await page.$$eval('#train-table tbody tr', (trs) => trs.length), 2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `scrolls sideways by ${overflow}px at 360 px`);
  assert.deepEqual(await axeViolations(page), [], 'axe at 360 px dark');
  await screenshot(page, 'train-phone-dark');
  assert.deepEqual(problems, []);
  await context.close();
});

