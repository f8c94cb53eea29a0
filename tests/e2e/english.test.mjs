// The page with the trained English models (model=english): every panel draws their analysis, the
// unknown words are listed, the layer choice and "Fill the blank" work in both orders, the page is
// accessible, a missing model file gives the seeded view with a note, a first visit with the
// default model fetches nothing of the English models, and offline-english.html runs them from file://.
import test from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { launch, serveSite, openPage, openSettings, screenshot, siteDir } from './browser.mjs';

const PANELS = ['compare', 'heads', 'explorer', 'outputs', 'walkthrough'];
const englishFile = (url) => /attention-english|english-panel|english-engine|models\/english\//.test(url);

test('model=english: panels, unknown words, layer, fill the blank, accessibility', async (t) => {
  const browser = await launch();
  const { server, url } = await serveSite();
  t.after(async () => { await browser.close(); server.close(); });

  await t.test('a first visit with the default model fetches nothing of the English models', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto(url);
    await page.waitForSelector('body[data-ready=true]');
    await page.waitForTimeout(1500);  // the worker's idle work too
    assert.deepEqual(fetched.filter(englishFile), []);
    assert.equal(await page.locator('#model').inputValue(), 'seeded');
    await context.close();
  });

  const { page, problems } = await openPage(browser, `${url}#text=dog+bites+the+zzqxv+man&scheme=learned&model=english&order=reverse`);
  await page.waitForSelector('#english-status:has-text("trained English model")');
  assert.match(await page.locator('#english-status').textContent(), /learned scheme, layer 2 of 2: width \d+, \d+ heads/);
  assert.match(await page.locator('#english-unknown').textContent(), /zzqxv/);
  assert.equal(await page.locator('#scheme option[value=learned]').textContent(), 'Learned table (trained on English)');
  await page.click('#tab-explorer');
  assert.equal(await page.locator('#explorer-english-note').isVisible(), true);
  assert.equal(await page.locator('#shift-panel').isVisible(), false, 'no shift test for the English models');
  for (const panel of PANELS) {
    await page.click(`#tab-${panel}`);
    await page.waitForSelector('body[data-ready=true]');
    if (panel === 'walkthrough') await page.getByRole('radio', { name: 'Your sentence' }).check();  // its own sentence, not cricket
    const visible = await page.locator(`#panel-${panel}`).evaluate((node) => node.offsetHeight);
    assert.ok(visible > 100, `${panel} draws`);
    assert.equal(await page.locator('#sentence').getAttribute('aria-invalid'), 'false', `${panel}: ${await page.locator('#sentence-panel').innerText()}`);
    if (panel !== 'explorer') assert.ok(await page.locator(`#panel-${panel} canvas:visible, #panel-${panel} svg:visible`).count() > 0, `${panel} draws a figure`);
    await screenshot(page, `english-${panel}`);
  }
  await page.click('#tab-compare');
  await page.selectOption('#english-layer', '1');
  assert.match(page.url(), /layer=1/);
  assert.match(await page.locator('#english-status').textContent(), /layer 1 of 2/);

  await page.selectOption('#blank-token', '4');
  await page.waitForSelector('#blank-guesses table');
  const headers = await page.locator('#blank-guesses thead th').allTextContents();
  assert.deepEqual(headers.slice(1), ['dog bites the zzqxv [?]', '[?] zzqxv the bites dog']);
  assert.equal(await page.locator('#blank-guesses tbody tr[data-scheme=learned] td:nth-of-type(1) li').count(), 5);
  assert.equal(await page.locator('#blank-guesses tbody tr[data-scheme=learned] td:nth-of-type(2) li').count(), 5);
  await page.selectOption('#blank-schemes', 'all');
  await page.waitForSelector('#blank-guesses tbody tr:nth-child(6)');
  // Without position the guesses are the same in both orders.
  const none = page.locator('#blank-guesses tr[data-scheme=none] td');
  assert.equal(await none.nth(0).textContent(), await none.nth(1).textContent());
  await screenshot(page, 'english-fill-blank');

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  assert.deepEqual(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), []);

  await openSettings(page);  // the model choice is in the Settings menu
  await screenshot(page, 'english-settings', { fullPage: false });
  await page.selectOption('#model', 'seeded');
  assert.equal(await page.locator('#english-panel').isHidden(), true);
  assert.deepEqual(problems, []);
});

test('a missing English model file gives the seeded view with a note', async (t) => {
  const browser = await launch();
  const { server, url } = await serveSite();
  t.after(async () => { await browser.close(); server.close(); });
  const context = await browser.newContext();
  await context.route(/models\/english\/rope\.bin/, (route) => route.fulfill({ status: 404, body: 'no' }));
  const page = await context.newPage();
  await page.goto(`${url}#model=english&scheme=rope`);
  await page.waitForSelector('body[data-ready=true]');
  await page.waitForSelector('#link-notes:has-text("English model cannot be used")');
  assert.equal(await page.locator('#model').inputValue(), 'seeded');
});

// Issue 29: a fetched English file is untrusted input like an imported model: a tampered one is
// refused by the core's one model reader, and the page draws the seeded model with a note naming
// the field.
test('a tampered English model file is refused by the reader: the seeded view, with a note naming the field', async (t) => {
  const browser = await launch();
  const { server, url } = await serveSite();
  t.after(async () => { await browser.close(); server.close(); });
  const tampered = fs.readFileSync(path.join(siteDir, 'models/english/rope.bin'));
  tampered[tampered.length - 1] = 0x7e;  // the last weight becomes NaN
  const context = await browser.newContext();
  await context.addInitScript(() => { try { localStorage.setItem('positional-attention-lesson-seen', '1'); } catch { /* opaque */ } });
  await context.route(/models\/english\/rope\.bin/, (route) => route.fulfill({ status: 200, contentType: 'application/octet-stream', body: tampered }));
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${url}#model=english&scheme=rope`);
  await page.waitForSelector('body[data-ready=true]');
  await page.waitForSelector('#link-notes:has-text("English model cannot be used")');
  assert.match(await page.textContent('#link-notes'), /The rope model file was refused: weights: parameters\.wordBias\.data entry \d+ is NaN; weights must be finite and at most 1000 in size/);
  assert.equal(await page.locator('#model').inputValue(), 'seeded');
  assert.ok(await page.$$eval('main svg, main canvas', (nodes) => nodes.length) > 0, 'a view is drawn');
  assert.doesNotMatch(await page.textContent('body'), /Something went wrong|\(\d{5,}\)/);
  await screenshot(page, 'english-refused-file');
  assert.deepEqual(problems, []);
});

test('from file://, offline-english.html runs the English models; offline.html says to open it', async (t) => {
  const browser = await launch();
  t.after(() => browser.close());
  const context = await browser.newContext();
  const page = await context.newPage();
  const file = (name) => pathToFileURL(path.join(siteDir, name)).href;
  await page.goto(`${file('offline-english.html')}#model=english&scheme=none&text=dog+bites+man&order=reverse&blank=2`);
  await page.waitForSelector('body[data-ready=true]');
  await page.waitForSelector('#blank-guesses table');
  const none = page.locator('#blank-guesses tr[data-scheme=none] td');
  assert.equal(await none.nth(0).textContent(), await none.nth(1).textContent());
  await page.goto(`${file('offline.html')}#model=english`);
  await page.waitForSelector('#link-notes:has-text("offline-english.html")');
  assert.equal(await page.locator('#model').inputValue(), 'seeded');
});

test('lesson step 1 offers the English model, and says what its rows are', async (t) => {
  const browser = await launch();
  const { server, url } = await serveSite();
  t.after(async () => { await browser.close(); server.close(); });
  const { page, problems } = await openPage(browser, `${url}#lesson=1&text=dog+bites+man&order=reverse`);
  await page.click('#lesson-action');
  await page.waitForSelector('#english-status:has-text("trained English model")');
  assert.match(page.url(), /model=english/);
  assert.match(await page.locator('#lesson-claims').textContent(), /learned from English text/);
  await screenshot(page, 'english-lesson-1');
  assert.deepEqual(problems, []);
});
