// The core in a Web Worker: under the strict CSP the page starts it, fast typing ends on the last
// sentence's numbers (stale answers are never drawn), an embedded iframe computes there too, and a
// host that refuses workers gets the core on the page's thread at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveSite, openPage, gridCells, settled, trainAndUse } from './browser.mjs';
import { loadEnglishMessages } from '../web/english-messages.mjs';

let browser, site;
before(async () => {
  browser = await launch();
  site = await serveSite({ csp: true });
});
after(async () => { await browser?.close(); site?.server.close(); });

const badge = (page) => page.textContent('#equivariance-badge .badge-value');
const originalGrid = (page) => page.locator('figure.heatmap').first();

test('under the strict CSP the core runs in a worker, and fast typing ends on the last sentence', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#scheme=sinusoidal&heads=8&order=reverse`);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.engine), 'worker');
  const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
  await page.fill('#sentence', long);
  // Keystrokes as fast as the browser takes them, with no wait for the page to draw between them.
  await page.locator('#sentence').evaluate((box) => {
    for (const word of [' and', ' then', ' the', ' end']) {
      box.value += word;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  await settled(page);
  const final = `${long} and then the end`;
  assert.equal(await page.inputValue('#sentence'), final);
  const typed = { badge: await badge(page), cells: await gridCells(originalGrid(page)) };
  assert.equal(typed.cells.length, 64 * 64);

  // The same view opened directly from its link draws the same numbers.
  const fresh = await openPage(browser, `${site.url}#scheme=sinusoidal&heads=8&order=reverse&text=${encodeURIComponent(final)}`);
  assert.equal(await badge(fresh.page), typed.badge);
  assert.deepEqual(await gridCells(originalGrid(fresh.page)), typed.cells);
  assert.deepEqual(problems, []);
  assert.deepEqual(fresh.problems, []);
  await fresh.context.close();
  await context.close();
});

test('an embedded iframe starts its own worker and computes', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#order=original`);
  await page.evaluate((src) => {
    const frame = Object.assign(document.createElement('iframe'), { src: `${src}#embed=1&show=input,compare&scheme=sinusoidal`, width: 900, height: 700 });
    document.body.append(frame);
  }, site.url);
  const frame = page.frameLocator('iframe');
  await frame.locator('body[data-ready=true]').waitFor();
  assert.equal(await frame.locator('html').getAttribute('data-engine'), 'worker');
  const before = await frame.locator('#equivariance-badge .badge-value').textContent();
  await frame.locator('#sentence').fill('a completely different sentence here');
  await page.waitForFunction(() => document.querySelector('iframe').contentDocument.body.dataset.busy !== 'true');
  assert.notEqual(await frame.locator('#equivariance-badge .badge-value').textContent(), before);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a host whose CSP refuses workers: the page computes on its own thread, without waiting for the worker', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => { try { localStorage.setItem('positional-attention-lesson-seen', '1'); } catch { /* opaque origin */ } });
  // The page's own response gets the strict policy plus worker-src 'none'.
  await context.route((url) => url.pathname === '/' || url.pathname.endsWith('/index.html'), async (route) => {
    const response = await route.fetch();
    const policy = `${response.headers()['content-security-policy']}; worker-src 'none'`;
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', (error) => problems.push(error.message));
  const opened = Date.now();
  await page.goto(site.url);
  await page.waitForSelector('body[data-ready=true]');
  // engine.js gives a silent worker 10 s; a refused one must not cost that wait.
  assert.ok(Date.now() - opened < 8000, 'drawn without waiting out the worker timeout');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.engine), 'page');
  assert.match(await badge(page), /=/);
  await page.fill('#sentence', 'a dog saw a cat');
  await settled(page);
  assert.equal(await page.locator('#token-panel .chip-text').first().textContent(), 'a');
  // A trained model runs there too (attention-trained.js, added on the page's thread).
  await trainAndUse(page, (await loadEnglishMessages()).t('model-shown.trained'));
  // The browser reports the refused worker itself; nothing else may go wrong.
  assert.deepEqual(problems.filter((p) => !/worker-src|Content Security Policy/i.test(p)), []);
  await context.close();
});

// Until the core's first answer the views stay out of the layout (main[data-waiting]): the browser
// would otherwise lay them out empty, then again with the numbers. The loading line shows meanwhile;
// a core that cannot start shows the controls and says why, never an empty page.
test('the views wait for the first numbers, and a core that cannot start still leaves a working page', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => { try { localStorage.setItem('positional-attention-lesson-seen', '1'); } catch { /* opaque origin */ } });
  let releaseModule;
  const moduleHeld = new Promise((resolve) => { releaseModule = resolve; });
  await context.route((url) => url.pathname.endsWith('/attention.wasm'), async (route) => { await moduleHeld; await route.continue(); });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(site.url);
  await page.waitForFunction(() => document.querySelector('#sentence'));  // the views are built...
  assert.equal(await page.isVisible('#sentence'), false, '...but not shown before the numbers');
  assert.equal(await page.isVisible('#loading'), true);
  releaseModule();
  await page.waitForSelector('body[data-ready=true]');
  assert.equal(await page.isVisible('#sentence'), true);
  assert.equal(await page.isVisible('figure.heatmap canvas'), true);
  assert.equal(await page.isVisible('#loading'), false);
  assert.deepEqual(problems, []);
  await context.close();

  const broken = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await broken.route((url) => url.pathname.endsWith('/attention.wasm'), (route) => route.abort());
  const brokenPage = await broken.newPage();
  await brokenPage.goto(site.url);
  await brokenPage.waitForFunction(() => !document.querySelector('#main').hasAttribute('data-waiting'), null, { timeout: 15000 });
  assert.equal(await brokenPage.isVisible('#sentence'), true, 'the controls are there');
  const { t: message } = await loadEnglishMessages();
  assert.ok((await brokenPage.textContent('#loading')).startsWith(message('app.engineFailed', { reason: '' })));
  assert.equal(await brokenPage.isVisible('#loading'), true);
  // Nothing was ever drawn, so nothing may claim a view below shows an earlier sentence.
  assert.doesNotMatch(await brokenPage.textContent('body'), /view below/);
  await broken.close();
});
