// The SCORM 1.2 package in a learning platform, for real: the built zip is unpacked (Debian unzip)
// and launched in a frame of a test LMS page that runs npm scorm-again's SCORM 1.2 runtime
// (window.API), served by a file server that sends .wasm as application/octet-stream, as many LMS
// file servers do (the module then falls back from streaming compilation to compiling the bytes).
// Checked: LMSInitialize, progress (lesson_location, suspend_data), completion, the score, the
// session time, exit=suspend and LMSFinish; suspend and resume across two launches; suspend_data
// within SCORM 1.2's 4,096 characters (scorm-again allows 64,000, so this test checks it itself);
// and that outside an LMS the adapter never loads.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { launch, projectRoot, screenshot, settled } from './browser.mjs';
import { loadEnglishMessages } from '../web/english-messages.mjs';

const { t: msg } = await loadEnglishMessages();

const packageFile = process.env.SCORM_PACKAGE ?? path.join(projectRoot, 'build/wasm/word-order-scorm12.zip');
const runtimeDir = path.join(projectRoot, 'node_modules/scorm-again/dist');
const SUSPEND_LIMIT = 4096;

// The test LMS: one page that makes a fresh scorm-again API for each launch (optionally with the
// data the LMS kept from the last one), records every call, and frames the package's launch page.
const LMS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test LMS</title>
<script src="/runtime/scorm12.min.js"></script></head>
<body><h1>Test LMS</h1><div id="slot"></div>
<script>
  window.calls = [];
  window.launchSco = (kept) => {
    window.API = new Scorm12API({ autocommit: false, logLevel: 5 });
    if (kept) window.API.loadFromJSON(kept);
    for (const name of ['LMSInitialize', 'LMSCommit', 'LMSFinish']) window.API.on(name, () => calls.push([name]));
    window.API.on('LMSSetValue.cmi.*', (element, value) => calls.push(['set', element, String(value)]));
    window.API.on('LMSGetValue.cmi.*', (element) => calls.push(['get', element]));
    const frame = document.createElement('iframe');
    frame.id = 'sco';
    frame.title = 'The lesson';
    frame.src = '/course/index.html';
    frame.style.cssText = 'width: 1280px; height: 900px; border: 0';
    document.getElementById('slot').replaceChildren(frame);
  };
  // Leaving the activity: the LMS takes the frame away.
  window.closeSco = () => { document.getElementById('sco').src = 'about:blank'; };
</script></body></html>`;

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.xml': 'application/xml', '.xsd': 'application/xml' };

let browser, server, base, courseDir, temp;
const requests = [];

before(async () => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'scorm-lms-'));
  courseDir = path.join(temp, 'course');
  execFileSync('unzip', ['-q', packageFile, '-d', courseDir]);
  server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://lms');
    requests.push(url.pathname);
    if (url.pathname === '/favicon.ico') { response.writeHead(204); response.end(); return; }
    if (url.pathname === '/lms.html') { response.writeHead(200, { 'Content-Type': TYPES['.html'] }); response.end(LMS_PAGE); return; }
    const [, top, ...rest] = url.pathname.split('/');
    const dir = { course: courseDir, runtime: runtimeDir }[top];
    const file = dir && path.resolve(dir, decodeURIComponent(rest.join('/')));
    if (!file || !file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404); response.end(); return;
    }
    // .wasm as application/octet-stream: what the LMS file servers this package meets often send.
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

async function openLms() {
  const context = await browser.newContext({ viewport: { width: 1320, height: 1000 } });
  const page = await context.newPage();
  const problems = [];
  const consoleLines = [];
  page.on('console', (message) => { consoleLines.push(message.text()); if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${base}/lms.html`);
  return { page, context, problems, consoleLines };
}

async function launchSco(page, kept = null) {
  await page.evaluate((data) => window.launchSco(data), kept);
  const frame = page.frameLocator('#sco');
  await frame.locator('body[data-ready=true]').waitFor();
  const sco = page.frames().find((f) => f.url().includes('/course/index.html'));
  await page.waitForFunction(() => window.calls.some(([name]) => name === 'LMSInitialize'));
  await settled(sco);
  return { frame, sco };
}

const calls = (page) => page.evaluate(() => window.calls);
const lastSet = (list, element) => list.filter(([name, e]) => name === 'set' && e === element).at(-1)?.[2];
const allSet = (list, element) => list.filter(([name, e]) => name === 'set' && e === element).map((c) => c[2]);
async function waitForSet(page, element, value) {
  await page.waitForFunction(([e, v]) => window.calls.filter(([name, el]) => name === 'set' && el === e).at(-1)?.[2] === v, [element, value]);
}
// A click inside the lesson's frame, then its drawing settled.
async function clickIn(sco, selector) {
  await sco.click(selector);
  await settled(sco);
}

test('a first launch: initialise, progress, score, completion, session time, suspend and finish', async () => {
  const { page, context, problems } = await openLms();
  const wasmBefore = requests.filter((p) => p.endsWith('/attention.wasm')).length;
  const { frame, sco } = await launchSco(page);
  await waitForSet(page, 'cmi.core.lesson_location', '1');
  let list = await calls(page);
  assert.deepEqual(list.find(([name]) => name !== 'get'), ['LMSInitialize'], 'LMSInitialize comes first');
  assert.equal(lastSet(list, 'cmi.core.lesson_status'), 'incomplete');
  assert.equal(lastSet(list, 'cmi.core.lesson_location'), '1');
  assert.match(await frame.locator('#lesson-title').textContent(), /^Lesson 1 of 6/, 'a first launch opens the lesson');
  assert.ok(list.some(([name]) => name === 'LMSCommit'));

  // The wasm went out as application/octet-stream: streaming compilation refused it, and the module
  // fetched the bytes again and compiled them (two requests), and the core runs (in its worker).
  assert.equal(requests.filter((p) => p.endsWith('/attention.wasm')).length - wasmBefore, 2, 'streaming, then the bytes');
  assert.equal(await sco.evaluate(() => document.documentElement.dataset.engine), 'worker');

  // Progress: each step is the location and is kept in suspend_data.
  await clickIn(sco, '#lesson-next');
  await waitForSet(page, 'cmi.core.lesson_location', '2');
  list = await calls(page);
  const suspended = JSON.parse(lastSet(list, 'cmi.suspend_data'));
  assert.equal(suspended.step, 2);
  assert.deepEqual(suspended.seen, [1, 2]);

  // A predict question answered right: the score is its share of the four.
  await sco.check('#answer-shuffleWithoutPosition-same');
  await clickIn(sco, 'form[data-question=shuffleWithoutPosition] button[type=submit]');
  await waitForSet(page, 'cmi.core.score.raw', '25');
  list = await calls(page);
  assert.equal(lastSet(list, 'cmi.core.score.min'), '0');
  assert.equal(lastSet(list, 'cmi.core.score.max'), '100');
  // Asked again and answered wrong: the first answer counts.
  await clickIn(sco, `form[data-question=shuffleWithoutPosition] button:has-text("${msg('shared.askAgain')}")`);
  // The page now shows the shuffle's answer: the question asks to put the words back first.
  await clickIn(sco, 'form[data-question=shuffleWithoutPosition] .shown button');
  await sco.check('#answer-shuffleWithoutPosition-changes');
  await clickIn(sco, 'form[data-question=shuffleWithoutPosition] button[type=submit]');
  assert.deepEqual(allSet(await calls(page), 'cmi.core.score.raw'), ['25']);

  // Every step seen: completed (no mastery score here).
  for (let step = 3; step <= 6; ++step) {
    await clickIn(sco, '#lesson-next');
    await waitForSet(page, 'cmi.core.lesson_location', String(step));
    if (step < 6) assert.equal(lastSet(await calls(page), 'cmi.core.lesson_status'), 'incomplete', `step ${step}`);
  }
  await waitForSet(page, 'cmi.core.lesson_status', 'completed');
  await screenshot(page, 'scorm-lms-launch');

  // Leaving: session time, exit=suspend, a commit, LMSFinish, in that order, once.
  await page.evaluate(() => window.closeSco());
  await page.waitForFunction(() => window.calls.some(([name]) => name === 'LMSFinish'));
  list = await calls(page);
  const time = lastSet(list, 'cmi.core.session_time');
  assert.match(time, /^\d{4}:\d{2}:\d{2}\.\d{2}$/);
  assert.ok(time > '0000:00:00.00', time);
  assert.equal(lastSet(list, 'cmi.core.exit'), 'suspend');
  const order = list.filter(([name, e]) => name !== 'get' && (name !== 'set' || e === 'cmi.core.exit')).map(([name]) => name).slice(-3);
  assert.deepEqual(order, ['set', 'LMSCommit', 'LMSFinish']);
  assert.equal(list.filter(([name]) => name === 'LMSFinish').length, 1);
  assert.equal(await page.evaluate(() => API.cmi.core.lesson_status), 'completed', 'scorm-again accepted every value');
  assert.equal(await page.evaluate(() => API.cmi.core.score.raw), '25');
  assert.deepEqual(problems, []);
  await context.close();
});

test('suspend and resume: a second launch opens the view and step the learner left, and a mastery score decides passed', async () => {
  const { page, context, problems } = await openLms();
  const first = await launchSco(page);
  await waitForSet(page, 'cmi.core.lesson_location', '1');
  await clickIn(first.sco, '#lesson-next');
  await clickIn(first.sco, '#lesson-next');
  await waitForSet(page, 'cmi.core.lesson_location', '3');
  await first.sco.fill('#sentence', 'the dog chased the cat');
  await settled(first.sco);
  await first.sco.check('#answer-shuffleWithoutPosition-same');
  await clickIn(first.sco, 'form[data-question=shuffleWithoutPosition] button[type=submit]');
  await waitForSet(page, 'cmi.core.score.raw', '25');
  await page.evaluate(() => window.closeSco());
  await page.waitForFunction(() => window.calls.some(([name]) => name === 'LMSFinish'));
  // What an LMS keeps for the next launch: the location, status and suspend data, and entry=resume
  // after exit=suspend.
  const left = await calls(page);
  const kept = { core: { lesson_location: lastSet(left, 'cmi.core.lesson_location'), lesson_status: lastSet(left, 'cmi.core.lesson_status'),
    entry: lastSet(left, 'cmi.core.exit') === 'suspend' ? 'resume' : '' }, suspend_data: lastSet(left, 'cmi.suspend_data') };
  assert.equal(kept.core.entry, 'resume');
  assert.equal(kept.core.lesson_location, '3');

  // The second launch: a new API, with what the LMS kept and a mastery score of 50.
  await page.evaluate(() => { window.calls = []; });
  const second = await launchSco(page, { ...kept, student_data: { mastery_score: '50' } });
  assert.ok((await calls(page)).some(([name, e]) => name === 'get' && e === 'cmi.suspend_data'));
  await second.frame.locator('#lesson-title').filter({ hasText: /^Lesson 3 of 6/ }).waitFor();
  assert.equal(await second.sco.inputValue('#sentence'), 'the dog chased the cat', 'the view is back');
  // Step 4 (the seeded model, the Position tab): one more right answer (2 of 4 = 50), then the
  // remaining steps: passed. (Step 3 shows the English models, which have no shift test.)
  await clickIn(second.sco, '#lesson-next');
  await waitForSet(page, 'cmi.core.lesson_location', '4');
  await settled(second.sco);
  await second.sco.check('#answer-ropeShift-same');
  await clickIn(second.sco, 'form[data-question=ropeShift] button[type=submit]');
  await waitForSet(page, 'cmi.core.score.raw', '50');
  for (let step = 5; step <= 6; ++step) {
    await clickIn(second.sco, '#lesson-next');
    await waitForSet(page, 'cmi.core.lesson_location', String(step));
  }
  await waitForSet(page, 'cmi.core.lesson_status', 'passed');
  await page.evaluate(() => window.closeSco());
  await page.waitForFunction(() => window.calls.some(([name]) => name === 'LMSFinish'));
  assert.equal(await page.evaluate(() => API.cmi.core.lesson_status), 'passed');
  assert.deepEqual(problems, []);
  await context.close();
});

test('suspend_data stays within SCORM 1.2\'s 4,096 characters, even for a view whose link is longer', async () => {
  const { page, context, problems } = await openLms();
  const { sco } = await launchSco(page);
  await waitForSet(page, 'cmi.core.lesson_location', '1');
  // 2,000 characters (the sentence box's limit) that the link writes as 6 characters each.
  await sco.fill('#sentence', 'ü'.repeat(1000) + ' ' + 'é'.repeat(999));
  await settled(sco);
  await clickIn(sco, '#lesson-next');
  await waitForSet(page, 'cmi.core.lesson_location', '2');
  // The same view's link is far longer than the limit.
  const link = await sco.evaluate(() => location.hash);
  assert.ok(link.length > SUSPEND_LIMIT, `the link is ${link.length} characters`);
  await page.evaluate(() => window.closeSco());
  await page.waitForFunction(() => window.calls.some(([name]) => name === 'LMSFinish'));
  const values = allSet(await calls(page), 'cmi.suspend_data');
  assert.ok(values.length >= 2);
  for (const value of values) assert.ok(value.length <= SUSPEND_LIMIT, `${value.length} characters`);
  const last = JSON.parse(values.at(-1));
  assert.equal(last.step, 2, 'the progress is kept');
  assert.equal(last.view, undefined, 'the view that does not fit is left out, not cut');
  assert.deepEqual(problems, []);
  await context.close();
});

test('outside an LMS nothing changes: the adapter is never fetched', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${base}/course/index.html`);
  await page.waitForSelector('body[data-ready=true]');
  assert.ok(!fetched.some((p) => p.endsWith('/lms.js')), fetched.join(' '));
  // Framed by a page with no API either.
  await page.setContent(`<iframe src="${base}/course/index.html" title="lab" style="width:900px;height:700px"></iframe>`);
  await page.frameLocator('iframe').locator('body[data-ready=true]').waitFor();
  assert.ok(!fetched.some((p) => p.endsWith('/lms.js')));
  await context.close();
});
