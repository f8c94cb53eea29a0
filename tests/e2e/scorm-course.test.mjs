// Ready for a course, beside the SCORM package (scorm.test.mjs): a lesson step a teacher can embed;
// the Embed dialog's step, theme and measured height; an embed that reports only its real height;
// the resize snippet as the dialog writes it, on a course page of another origin whose lab host sends
// no CORS headers; the teacher's guide (axe, WCAG 2.2 AA; its links); and print (the print media,
// screenshots in build/screenshots/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { launch, serveSite, openPage, screenshot, settled, openSettings } from './browser.mjs';
import { loadEnglishMessages, messagePattern } from '../web/english-messages.mjs';

const { t } = await loadEnglishMessages();
import { LESSON } from '../../web/js/content/lesson.js';
import { QUESTIONS } from '../../web/js/content/questions.js';

let browser, site, labOrigin;
before(async () => {
  browser = await launch();
  site = await serveSite({ base: '/word-order/' });  // scripts/serve.mjs: no CORS headers at all
  labOrigin = new URL(site.url).origin;
});
after(async () => { await browser?.close(); site?.server.close(); });

// Course pages come from a server of their own: another origin (another port) than the lab's.
// (A real server on loopback, like the lab: Chromium refuses a routed page's requests to loopback.)
let courseServer, COURSE;
const coursePages = new Map();
before(async () => {
  courseServer = http.createServer((request, response) => {
    const pathname = new URL(request.url, 'http://course').pathname;
    if (pathname === '/favicon.ico') { response.writeHead(204).end(); return; }
    const body = coursePages.get(pathname);
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(body ?? '');
  });
  await new Promise((resolve) => courseServer.listen(0, '127.0.0.1', resolve));
  COURSE = `http://127.0.0.1:${courseServer.address().port}`;
});
after(() => courseServer?.close());

// A course page with the given body, which records every height message its frames send.
let pages = 0;
async function coursePage(body, { viewport = { width: 1000, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = [];
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const address = `/unit-${++pages}.html`;
  coursePages.set(address, `<!doctype html><html lang="en"><head><title>Unit 3</title>
    <script>window.heights = []; addEventListener('message', (e) => { if (e.data && e.data.type === 'word-order-lab:height') heights.push(e.data.height); });</script>
    </head><body><h1>Unit 3</h1>${body}</body></html>`);
  await page.goto(`${COURSE}${address}`);
  return { page, context, problems, warnings };
}

// The frame is sized to its document's height (resize-frames.js did it). The frame is of another
// origin, so its height is read inside it.
async function fitted(page, id = 'lab', timeout = 15000) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const outer = await page.$eval(`#${id}`, (frame) => parseFloat(frame.style.height));
    const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().includes('/word-order/'));
    const inner = frame && await frame.evaluate(() => (document.body?.dataset.ready === 'true'
      ? Math.ceil(document.documentElement.getBoundingClientRect().height) : null)).catch(() => null);
    if (inner && Math.abs(outer - inner) <= 1) return true;
    await page.waitForTimeout(200);
  }
  return false;
}

test('embed=1&lesson=N shows that step\'s card in the embed', async () => {
  for (const step of [1, 3, 6]) {
    const { page, context, problems } = await openPage(browser, `${site.url}#embed=1&lesson=${step}`, { viewport: { width: 800, height: 900 } });
    assert.equal(await page.locator('#lesson').isVisible(), true, `step ${step}`);
    assert.match(await page.textContent('#lesson-title'), new RegExp(`^Lesson ${step} of ${LESSON.length}: ${LESSON[step - 1].title}`));
    assert.equal(await page.locator('.lesson-show').isVisible(), true);
    assert.equal(await page.locator('.masthead').isVisible(), false);
    if (step === 3) await screenshot(page, 'embed-lesson-step-3');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('the Embed dialog offers the step, the theme (the page\'s by default) and a measured height, and labels every part', async () => {
  const { page, context, problems } = await openPage(browser, `${site.url}#lesson=3`);
  await openSettings(page);
  await page.click('#theme-dark');
  await page.click('#embed-open');
  assert.equal(await page.locator('#embed-dialog').isVisible(), true);
  const labels = await page.$$eval('.embed-parts label', (nodes) => nodes.map((n) => n.textContent.trim()));
  assert.equal(labels.length, 7);
  assert.equal(labels[6], t('embed.part', { part: 'train' }));
  assert.ok(labels.every((label) => label && !/undefined/.test(label)), labels.join(' | '));
  assert.equal(await page.inputValue('#embed-lesson'), '3');
  assert.equal(await page.inputValue('#embed-theme'), 'dark', 'the page\'s current theme');
  // The height is measured from the embed itself, not a fixed 640.
  await page.waitForFunction(() => /^\d+$/.test(document.getElementById('embed-height').value), null, { timeout: 20000 });
  const measured = Number(await page.inputValue('#embed-height'));
  assert.notEqual(measured, 640);
  let code = await page.inputValue('#embed-code');
  assert.match(code, /lesson=3/);
  assert.match(code, /theme=dark/);
  assert.match(code, new RegExp(`height="${measured}"`));
  assert.doesNotMatch(code, /integrity=|crossorigin=/, 'no SRI by default: it needs CORS');
  await screenshot(page, 'embed-dialog');

  // Fewer parts: a smaller measured height. No step: no lesson in the code.
  await page.uncheck('#embed-part-input');
  await page.selectOption('#embed-lesson', '0');
  await page.waitForFunction((before) => Number(document.getElementById('embed-height').value) < before, measured, { timeout: 20000 });
  code = await page.inputValue('#embed-code');
  assert.doesNotMatch(code, /lesson=/);
  // The teacher's own height wins over a measurement.
  await page.fill('#embed-height', '777');
  await page.selectOption('#embed-theme', 'light');
  await page.waitForTimeout(1500);
  assert.equal(await page.inputValue('#embed-height'), '777');
  assert.match(await page.inputValue('#embed-code'), /height="777"[\s\S]*theme=light|theme=light[\s\S]*height="777"/);
  // SRI on request.
  await page.check('#embed-pin');
  assert.match(await page.inputValue('#embed-code'), /integrity="sha384-[^"]+" crossorigin="anonymous"/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the dialog\'s code works on a course page of another origin with no CORS headers, at the measured height', async () => {
  const { page: lab, context: labContext } = await openPage(browser, `${site.url}#lesson=2&panel=compare`);
  await openSettings(lab);
  await lab.click('#embed-open');
  await lab.fill('#embed-width', '800');
  await lab.dispatchEvent('#embed-width', 'change');
  const measuredNote = messagePattern(t, 'embed.measured', { height: /\d+/, width: 800 }).source;
  await lab.waitForFunction((note) => new RegExp(note).test(document.getElementById('embed-measured').textContent), measuredNote, { timeout: 20000 });
  const measured = Number(await lab.inputValue('#embed-height'));
  const code = (await lab.inputValue('#embed-code')).replace('<iframe ', '<iframe id="lab" ');
  await labContext.close();

  const { page, context, problems } = await coursePage(code);
  assert.ok(await fitted(page), 'the frame resized to its content');
  const height = parseFloat(await page.$eval('#lab', (frame) => frame.style.height));
  assert.ok(Math.abs(height - measured) <= 4, `measured ${measured}, real ${height}`);
  // The embed reported only its real height: no loading-line heights before it.
  const heights = await page.evaluate(() => window.heights);
  assert.ok(heights.length >= 1);
  assert.ok(Math.abs(heights[0] - height) <= 4, `first report ${heights[0]}, real ${height}: ${heights.join(', ')}`);
  await screenshot(page, 'course-page-other-origin');
  assert.deepEqual(problems, []);
  await context.close();

  // The same code pinned with SRI is refused by a host without CORS: the trade-off docs/hosting.md states.
  const pinned = code.replace(' defer></script>', ` integrity="sha384-AAAA" crossorigin="anonymous" defer></script>`);
  const refused = await coursePage(pinned);
  assert.equal(await fitted(refused.page), false, 'no CORS, no SRI-checked script');
  assert.ok(refused.problems.some((p) => /CORS|Cross-Origin|integrity/i.test(p)), refused.problems.join(' | '));
  await refused.context.close();
});

test('resize-frames.js reads data-origin as an origin: a trailing slash is accepted, a path is refused aloud', async () => {
  const frame = `<iframe id="lab" title="lab" src="${site.url}#embed=1&show=input" width="800" height="200"></iframe>`;
  const script = (origin) => `<script src="${site.url}resize-frames.js" data-origin="${origin}" defer></script>`;
  const slash = await coursePage(frame + script(`${labOrigin}/`));
  assert.ok(await fitted(slash.page), 'https://lab.example/ means https://lab.example');
  assert.deepEqual(slash.problems, []);
  await slash.context.close();

  const path = await coursePage(frame + script(`${labOrigin}/word-order/`));
  assert.equal(await fitted(path.page), false);
  assert.ok(path.warnings.some((w) => /data-origin ".*\/word-order\/" is not an origin/.test(w)), path.warnings.join(' | '));
  await path.context.close();
});

test('the teacher\'s guide: linked from the page, every step and answer, the LMS steps, axe-clean, printable', async () => {
  const { page, context, problems } = await openPage(browser, site.url);
  const href = await page.getAttribute('footer a[href="guide/index.html"]', 'href');
  assert.equal(href, 'guide/index.html');
  await page.goto(`${site.url}guide/index.html`);
  const text = await page.textContent('main');
  for (const step of LESSON) assert.ok(text.includes(step.title), step.title);
  for (const question of Object.values(QUESTIONS)) assert.ok(text.includes(question.prompt), question.prompt);
  assert.equal(await page.locator('.questions > li').count(), Object.keys(QUESTIONS).length);
  assert.equal(await page.locator('.questions > li p:has-text("Answer:")').count(), Object.keys(QUESTIONS).length);
  for (const lms of ['Moodle', 'Canvas', 'Blackboard']) assert.ok(text.includes(lms), lms);
  const links = await page.$$eval('main a', (nodes) => nodes.map((n) => n.getAttribute('href')));
  for (let k = 1; k <= LESSON.length; ++k) assert.ok(links.includes(`../index.html#lesson=${k}`), `step ${k}`);
  for (const preset of ['haviv', 'length', 'rope-scaling']) assert.ok(links.includes(`../index.html#panel=train&preset=${preset}`), preset);
  // A class: the 50-minute plan, each step's prediction answered, the discussion answered, Fill the
  // blank, the presets with what to expect; nothing the site does not hold (docs/ is in the source).
  assert.ok(await page.locator('table.plan tbody tr').count() >= 5, 'the class plan');
  assert.equal(await page.locator('.steps > li .answer').count(), LESSON.length, 'an answer to every step\'s prediction');
  assert.equal(await page.locator('.discussion > li .answer').count(), await page.locator('.discussion > li').count(), 'every discussion question answered');
  // (Its link opens the example the shipped models fit, scripts/guide-facts.mjs, or, with none, the six models.)
  const blankLink = (href) => { const p = new URLSearchParams(href.split('#')[1] ?? ''); return p.get('model') === 'english' && p.get('blankOpen') === '1' && p.get('blankSchemes') === 'all'; };
  assert.ok(await page.locator('#blank').count() === 1 && links.some(blankLink), 'Fill the blank, with its link');
  assert.equal(await page.locator('.presets > li p:has-text("Expect:")').count(), 3);
  assert.ok(!/docs\/hosting\.md|a minute or two/.test(text), 'no pointer to the source, no false timing');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`), []);
  await page.emulateMedia({ colorScheme: 'dark' });
  const darkAxe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  assert.deepEqual(darkAxe.violations.map((v) => `${v.id}: ${v.nodes.length}`), [], 'dark');
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  await screenshot(page, 'guide-print');
  // In print every link to a page shows its full address.
  const printed = await page.$$eval('main a[href]:not([href^="#"])', (nodes) => nodes.map((n) => ({ address: n.dataset.printHref, after: getComputedStyle(n, '::after').content })));
  assert.ok(printed.length > 10);
  for (const { address, after } of printed) {
    assert.ok(address?.startsWith(site.url), `an absolute address: ${address}`);
    assert.ok(after.includes('data-print-href') || after.includes(address), `printed after the link: ${after}`);
  }
  // A step link from the guide opens that step.
  await page.emulateMedia({ media: 'screen' });
  await page.click('a[href="../index.html#lesson=4"]');
  await page.waitForSelector('body[data-ready=true]');
  assert.match(await page.textContent('#lesson-title'), /^Lesson 4 of/);
  assert.deepEqual(problems, []);
  await context.close();
});

// The same guide in Hindi and Spanish (tests/scripts/guide.test.mjs checks their text and links):
// axe-clean, and a step link opens the lab in the guide's language.
test('the teacher\'s guide in Hindi and Spanish: axe-clean, its step links open the lab in its language', async () => {
  for (const lang of ['hi', 'es']) {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()); });
    await page.goto(`${site.url}guide/index.${lang}.html`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`), [], lang);
    await page.click(`a[href="../index.html#lesson=2&lang=${lang}"]`);
    await page.waitForSelector('body[data-ready=true]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.deepEqual(problems, [], lang);
    await context.close();
  }
});

// In print: no control shows, the lesson card is open, and no figure reaches past the paper's width.
async function checkPrint(page) {
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const visible = (node) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
    const controls = [...document.querySelectorAll('button:not(.head-tile):not(.chips button), summary:not(.lesson-summary), [role=tab], .export, #settings-menu, input[type=range]')].filter(visible);
    const figures = [...document.querySelectorAll('canvas, svg')].filter(visible);
    return {
      controls: controls.map((n) => n.id || n.textContent.trim().slice(0, 30)),
      overflowing: figures.filter((n) => n.getBoundingClientRect().right > width + 1).length,
      canvases: figures.filter((n) => n.tagName === 'CANVAS').length,
      lessonShown: [...document.querySelectorAll('.lesson-show')].some(visible),
      pageWider: document.documentElement.scrollWidth > width + 1,
    };
  });
}

test('print: a lesson step and a panel print as handouts, with the figures, no controls, nothing clipped', async () => {
  // A4 portrait is about 720 CSS px between 12 mm margins; narrower than the lesson card's fold.
  for (const [name, hash] of [['print-lesson-3', '#lesson=3&scheme=sinusoidal'], ['print-heads', '#panel=heads&scheme=rope&text=the%20dog%20saw%20the%20other%20dog%20in%20the%20park%20today'],
    ['print-position', '#panel=position&scheme=alibi']]) {
    const { page, context, problems } = await openPage(browser, `${site.url}${hash}`, { viewport: { width: 720, height: 1000 } });
    const found = await checkPrint(page);
    assert.deepEqual(found.controls, [], `${name}: controls shown`);
    assert.equal(found.overflowing, 0, `${name}: a figure past the paper's edge`);
    assert.equal(found.pageWider, false, `${name}: the page is wider than the paper`);
    assert.ok(found.canvases >= 1, `${name}: the figures print`);
    if (name === 'print-lesson-3') assert.equal(found.lessonShown, true, 'the lesson card prints open');
    await screenshot(page, name);
    assert.deepEqual(problems, []);
    await context.close();
  }
});
