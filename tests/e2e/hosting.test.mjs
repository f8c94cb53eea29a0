// Host anywhere, open from disk, embed in course pages: the site served under a sub-path with the
// strict headers from docs/hosting.md, the single file from file://, the sample course page's two
// iframes, auto-resize messages, and the Embed dialog.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch, serveSite, openPage, siteDir, screenshot, numberAfterEquals, settled, openSettings, trainAndUse } from './browser.mjs';
import { loadEnglishMessages } from '../web/english-messages.mjs';
import { FIRST_LOAD_FILES, AFTER_FIRST_DRAW } from '../../bench/first-load.mjs';

const { t } = await loadEnglishMessages();

let browser, site;
before(async () => {
  browser = await launch();
  site = await serveSite({ base: '/courses/nlp/word-order/', csp: true });
});
after(async () => { await browser?.close(); site?.server.close(); });

const badge = (frame) => frame.textContent('#equivariance-badge .badge-value');

test('under a sub-path with the strict CSP every panel works with no console error', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#scheme=sinusoidal`);
  assert.ok(numberAfterEquals(await badge(page)) > 1e-2);
  for (const panel of ['heads', 'position', 'outputs', 'walkthrough', 'train', 'compare']) {
    await page.click(`#tab-${panel}`);
    await page.waitForSelector(`#panel-${panel}:not([hidden])`);
  }
  await page.click('#shuffle');
  await page.selectOption('#scheme', 'rope');
  assert.deepEqual(problems, [], 'no CSP violation, no error');
  await context.close();
});

// The first-load budget (bench/first-load.mjs) counts these files: a first visit must fetch no others.
test('a first visit fetches only the first-load files; the rest comes when its panel opens', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const fetched = new Set();
  const base = new URL(site.url).pathname;
  context.on('request', (request) => fetched.add(new URL(request.url()).pathname.slice(base.length) || 'index.html'));
  const page = await context.newPage();
  await page.goto(site.url);
  await page.waitForSelector('body[data-ready=true]');
  await page.waitForSelector('#lesson-panel:not([hidden])');  // a first visit: the lesson started
  // The icon may be asked for a moment after the first view; then nothing else may follow.
  // So may what stands below the fold (bench/first-load.mjs, AFTER_FIRST_DRAW).
  const expected = [...FIRST_LOAD_FILES, ...AFTER_FIRST_DRAW];
  for (let i = 0; i < 50 && !expected.every((file) => fetched.has(file)); ++i) await page.waitForTimeout(100);
  await page.waitForTimeout(500);
  assert.deepEqual([...fetched].sort(), expected.sort());
  await page.click('#tab-walkthrough');
  await page.waitForSelector('#walk-intro');
  assert.ok(fetched.has('walkthrough.js'));
  await page.click('#tab-heads');
  await page.waitForFunction((title) => document.querySelector('#explain-heads h3')?.textContent === title, t('panel-explanations.heads.title'));
  assert.ok(fetched.has('panels.js'));
  await page.click('#tab-train');
  await page.waitForFunction(() => document.querySelector('#train-words')?.textContent.includes('dog'));
  for (const file of ['train-panel.js', 'train-worker.js', 'attention-train.js', 'attention-train.wasm']) assert.ok(fetched.has(file), file);
  // The analysis module that runs a trained model comes only when one is shown (engine/calls.js).
  const trained = ['attention-trained.js', 'attention-trained.wasm'];
  assert.deepEqual(trained.filter((file) => fetched.has(file)), []);
  await trainAndUse(page, t('model-shown.trained'));
  for (const file of trained) assert.ok(fetched.has(file), file);
  await context.close();
});


test('the single file works from file:// with no server', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${pathToFileURL(path.join(siteDir, 'offline.html')).href}#scheme=none`);
  await page.waitForSelector('body[data-ready=true]');
  assert.ok(numberAfterEquals(await badge(page)) < 1e-5);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.engine), 'page', 'no worker from file://: the page runs the core');
  await page.selectOption('#scheme', 'sinusoidal');
  await settled(page);
  assert.ok(numberAfterEquals(await badge(page)) > 1e-2);
  await page.click('#tab-walkthrough');
  await page.waitForSelector('#panel-walkthrough:not([hidden])');
  assert.match(await page.textContent('#panel-walkthrough'), /Kohli/);
  // A trained model runs too: the one inlined analysis module serves both factories (bundle.mjs).
  await trainAndUse(page, t('model-shown.trained'));
  assert.deepEqual(problems, []);
  await context.close();
});

test('the sample course page embeds two configured labs that resize to their content', async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() => {
    window.labMessages = [];
    window.addEventListener('message', (event) => window.labMessages.push(event.data));
  });
  await page.goto(`${site.url}examples/course.html`);
  const shuffleFrame = page.frameLocator('#lab-shuffle');
  const walkFrame = page.frameLocator('#lab-walkthrough');
  await shuffleFrame.locator('body[data-ready=true]').waitFor();
  await walkFrame.locator('body[data-ready=true]').waitFor();

  // The shuffle lab: the sentence card and the compare panel, no tabs, no page header.
  assert.equal(await shuffleFrame.locator('#sentence').isVisible(), true);
  assert.equal(await shuffleFrame.locator('#panel-compare').isVisible(), true);
  assert.equal(await shuffleFrame.locator('#tab-bar').isVisible(), false);
  assert.equal(await shuffleFrame.locator('.masthead').isVisible(), false);
  assert.match(await shuffleFrame.locator('.badge-verdict').textContent(), /Same outputs/);
  // The walkthrough lab: only the walkthrough.
  assert.equal(await walkFrame.locator('#panel-walkthrough').isVisible(), true);
  assert.equal(await walkFrame.locator('#sentence').isVisible(), false);
  assert.equal(await walkFrame.locator('#panel-compare').isVisible(), false);
  assert.equal(await walkFrame.locator('.full-lab').isVisible(), true);

  // Each iframe is resized to its document's height (it starts at 600 px).
  const fits = async (id) => page.waitForFunction((frameId) => {
    const frame = document.getElementById(frameId);
    const inner = frame.contentDocument.documentElement.getBoundingClientRect().height;
    return frame.style.height !== '' && Math.abs(parseFloat(frame.style.height) - Math.ceil(inner)) <= 1;
  }, id);
  await fits('lab-shuffle');
  await fits('lab-walkthrough');
  const heights = await page.$$eval('iframe', (frames) => frames.map((f) => parseFloat(f.style.height)));
  assert.ok(heights.every((h) => h > 600), `both taller than the initial 600 px: ${heights}`);

  // Interacting changes the height, and the frame follows.
  await walkFrame.locator('#walk-next').click();
  await fits('lab-walkthrough');

  const messages = await page.evaluate(() => window.labMessages);
  assert.ok(messages.some((m) => m?.type === 'word-order-lab:height' && m.height > 0));
  assert.ok(messages.some((m) => typeof m === 'string' && JSON.parse(m).subject === 'lti.frameResize'));
  await screenshot(page, 'hosting-course-page');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Embed dialog writes iframe code for the current view and copies it', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#scheme=rope&panel=position`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSettings(page);
  await page.click('#embed-open');
  assert.equal(await page.locator('#embed-dialog').isVisible(), true);
  assert.equal(await page.isChecked('#embed-part-input'), true);
  assert.equal(await page.isChecked('#embed-part-position'), true);
  assert.equal(await page.isChecked('#embed-part-compare'), false);
  await page.fill('#embed-title-text', 'Rotary "RoPE" <demo>');
  // The height comes from the hidden frame the dialog loads (it measures the embed it describes):
  // read the code once it has arrived, so the copy below copies the same code.
  await page.waitForFunction(() => /height="\d+"/.test(document.querySelector('#embed-code').value));
  const code = await page.inputValue('#embed-code');
  assert.match(code, /<iframe title="Rotary &quot;RoPE&quot; &lt;demo&gt;"/);
  assert.match(code, /src="http:\/\/127\.0\.0\.1:\d+\/courses\/nlp\/word-order\/#[^"]*scheme=rope/);
  assert.match(code, /embed=1/);
  assert.match(code, /show=input%2Cposition|show=input,position/);
  assert.match(code, /loading="lazy" allow="fullscreen"/);
  assert.match(code, /resize-frames\.js/);
  await page.bringToFront();  // the clipboard is only for the focused page
  await page.click('#embed-copy');
  assert.equal(await page.textContent('#embed-status'), t('embed.copied'));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#embed-dialog').isVisible(), false);

  // The code's address opens that view, embedded.
  const src = code.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
  await page.goto(src);
  await page.waitForSelector('body[data-ready=true]');
  assert.equal(await page.locator('#panel-position').isVisible(), true);
  assert.equal(await page.locator('.masthead').isVisible(), false);
  assert.equal(await page.inputValue('#scheme'), 'rope');
  assert.deepEqual(problems, []);
  await context.close();
});

test('malformed embed settings fall back with a note', async () => {
  const { page, context } = await openPage(browser, `${site.url}#embed=yes&show=input,nothing`);
  const { t: message } = await loadEnglishMessages();
  assert.ok((await page.textContent('#link-notes')).includes(message('state.notBool', { name: 'embed', fallback: '0' })));
  assert.equal(await page.locator('#link-notes li[data-note="state.notSomeOf"]').count(), 1);
  assert.equal(await page.locator('#panel-compare').isVisible(), true);
  await context.close();
});
