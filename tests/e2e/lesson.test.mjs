// The guided lesson (views/lesson/lesson.js, content/lesson.js) as a learner meets it: it starts on a
// first visit, every step by keyboard alone with the state it sets and the words it shows, links to
// a step, and it never starts again once seen. Screenshots of every step at both sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { browserForFile, openPage, screenshot, openSettings } from './browser.mjs';
import { LESSON, RECAP } from '../../web/js/content/lesson.js';
import { SCHEME_PHRASES } from '../../web/js/schemes/schemes.js';
import { loadEnglishMessages } from '../web/english-messages.mjs';

const { t } = await loadEnglishMessages();
// A message as a pattern: the arguments named in `any` (a measured number) may be anything.
const ANY = '\u0000';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const message = (id, args = {}) => new RegExp(`^${escape(t(id, args)).replaceAll(ANY, '.+?')}$`);

let browser, url;
browserForFile((shared) => ({ browser, url } = shared));

const params = (page) => Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.slice(1)));
const claims = (page) => page.textContent('#lesson-claims');
// Once a draw has been slow, the next one waits for a frame (main.js): wait for the words.
async function claimsMatching(page, pattern) {
  await page.waitForFunction(([source, flags]) => new RegExp(source, flags).test(document.getElementById('lesson-claims').textContent),
    [pattern.source, pattern.flags], { timeout: 10000 }).catch(() => {});
  return claims(page);
}

// Tab (or Shift+Tab, when the target comes earlier on the page) until `id` has the focus.
async function tabTo(page, id, limit = 120) {
  const back = await page.evaluate((target) => {
    const node = document.getElementById(target), active = document.activeElement;
    return Boolean(active && node && (node.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING));
  }, id);
  for (let i = 0; i < limit; ++i) {
    if (await page.evaluate(() => document.activeElement?.id) === id) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

const shot = (page, name) => screenshot(page, name, { fullPage: false });

// What each step sets, and the sentence about the numbers it shows before and after its task:
// before it, nothing that answers the step's question (predict, act, then reveal); `reveal` presses
// Show the answer instead of doing a task.
const EXPECTED = [
  { state: { lesson: '1', order: 'original' }, before: /^$/, reveal: true, after: message('englishLesson.seeded') },
  { state: { lesson: '2', order: 'original' }, before: message('lesson.shuffle.unmoved'), task: '#shuffle', after: message('lesson.shuffle.blind') },
  // Step 3 on the English models, Fill the blank with all six; the story is told once it is answered.
  { state: { lesson: '3', order: 'original', model: 'english', blankSchemes: 'all', blankOpen: '1' }, before: message('lesson.encoding.unmoved'), task: '#shuffle',
    after: new RegExp(`^${escape(t('lesson.encoding.none'))} ${escape(t('english.blankStory', { noneTop: ANY, noneP: ANY, right: ANY, of: ANY, word: ANY, kept: ANY, scheme: ANY, inOrder: ANY, newTop: ANY, newP: ANY })).replaceAll(ANY, '.+?')}$`) },
  { state: { lesson: '4', scheme: 'sinusoidal', panel: 'position' }, before: /^$/, task: '#lesson-link',
    after: message('lesson.shift.changed', { scheme: SCHEME_PHRASES.sinusoidal, shiftBy: 5, error: ANY }) },
  { state: { lesson: '5', scheme: undefined, causal: undefined }, before: /^$/, task: '#lesson-action', after: message('lesson.mask.changed', { error: ANY, scale: ANY }) },
  // Step 6 opens the walkthrough on the keys beside the query (its step 2), and answers on Show the answer.
  { state: { lesson: '6', panel: 'walkthrough', step: '2', causal: undefined }, before: /^$/, reveal: true,
    after: message('lesson.cricket.best', { name: ANY, score: ANY, count: ANY, phase: ANY }) },
];

for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
  test(`every lesson step by keyboard at ${viewport.width}x${viewport.height}: its state, its words, Back and Next`, async () => {
    const { page, context, problems } = await openPage(browser, url, { viewport, firstVisit: true });
    try {
      const card = page.locator('#lesson');
      if (!(await card.getAttribute('open') !== null)) {  // folded to one line on a phone: open it by keyboard
        await page.locator('#lesson summary').focus();
        await page.keyboard.press('Enter');
      }
      assert.equal(LESSON.length, EXPECTED.length);
      for (let k = 1; k <= LESSON.length; ++k) {
        const expected = EXPECTED[k - 1];
        const state = params(page);
        for (const [name, value] of Object.entries(expected.state)) assert.equal(state[name], value, `step ${k}: ${name}`);
        assert.equal(await page.textContent('#lesson-title'), t('lesson.heading', { step: k, count: LESSON.length, title: LESSON[k - 1].title }));
        const body = await page.textContent('#lesson');
        for (const words of [LESSON[k - 1].show, LESSON[k - 1].predict, LESSON[k - 1].task]) assert.ok(body.includes(words), `step ${k} shows its words`);
        assert.match(await claimsMatching(page, expected.before), expected.before, `step ${k} before`);
        if (expected.reveal) await page.waitForSelector('#lesson-reveal', { state: 'visible' });  // once its numbers have come
        // Predict first: the card says the answer comes after the task, and offers it.
        const answerWaits = expected.before.source === '^$' && Boolean(expected.task || expected.reveal);
        assert.equal(await page.locator('#lesson-waiting').isVisible(), Boolean(answerWaits), `step ${k}: waiting for the prediction`);
        assert.equal(await page.locator('#sentence').isVisible(), true, 'the sentence box stays on the page');
        await shot(page, `lesson-step-${k}-${viewport.width}`);
        // The view further down that answers the question (step 4's shift test) is veiled until then.
        const veils = LESSON[k - 1].veils;
        if (veils) assert.equal(await page.locator(`#${veils}`).isVisible(), false, `step ${k}: #${veils} veiled before its task`);
        if (LESSON[k - 1].link) assert.equal(await page.getAttribute('#lesson-link', 'href'), `#${LESSON[k - 1].link.target}`);
        else assert.equal(await page.locator('#lesson-link').isVisible(), false);
        if (expected.task || expected.reveal) {
          await tabTo(page, expected.task ? expected.task.slice(1) : 'lesson-reveal');
          await page.keyboard.press('Enter');
          if (expected.task === '#lesson-link') await page.locator('#lesson').evaluate((card) => { card.open = true; });
          assert.match(await claimsMatching(page, expected.after), expected.after, `step ${k} after its task`);
          if (veils) assert.equal(await page.locator(`#${veils}`).isVisible(), true, `step ${k}: #${veils} shown after its task`);
          await shot(page, `lesson-step-${k}-done-${viewport.width}`);
        }
        if (k > 1) {  // Back returns to the step before with its state; Next comes back here
          await tabTo(page, 'lesson-back');
          await page.keyboard.press('Enter');
          assert.equal(params(page).lesson, String(k - 1));
          await tabTo(page, 'lesson-next');
          await page.keyboard.press('Enter');
          assert.equal(params(page).lesson, String(k));
        }
        await tabTo(page, 'lesson-next');
        assert.equal(await page.textContent('#lesson-next'), t(k === LESSON.length ? 'lesson.finish' : 'lesson.next'));
        await page.keyboard.press('Enter');
      }
      // Finish shows the recap: what the six steps showed, and the way on; its button closes it.
      assert.equal(params(page).lesson, String(LESSON.length + 1), 'Finish shows the recap');
      assert.equal(await page.textContent('#lesson-title'), t('lesson.recapHeading', { title: RECAP.title }));
      assert.equal(await page.locator('#lesson-recap li').count(), LESSON.length);
      await shot(page, `lesson-recap-${viewport.width}`);
      await tabTo(page, 'lesson-next');
      assert.equal(await page.textContent('#lesson-next'), t('lesson.close'));
      await page.keyboard.press('Enter');
      assert.equal(params(page).lesson, undefined, 'the recap\'s last button turns the lesson off');
      assert.equal(await page.locator('#lesson-panel').isVisible(), false);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('a link opens a step with its state; the link\'s own settings win', async () => {
  const { page, context, problems } = await openPage(browser, `${url}#lesson=4`);
  try {
    assert.deepEqual({ ...params(page) }, { lesson: '4', scheme: 'sinusoidal', panel: 'position' });
    assert.equal(await page.textContent('#lesson-title'), t('lesson.heading', { step: 4, count: 6, title: LESSON[3].title }));
    // Typed over the hash in the open tab, a step is set up as a fresh load sets it up.
    await page.evaluate(() => { location.hash = '#lesson=2'; });
    await page.waitForFunction(() => /lesson=2/.test(location.hash) && /order=original/.test(location.hash));
    assert.deepEqual({ ...params(page) }, { lesson: '2', order: 'original' });
    assert.equal(await page.textContent('#lesson-title'), t('lesson.heading', { step: 2, count: 6, title: LESSON[1].title }));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
  const linked = await openPage(browser, `${url}#lesson=4&scheme=rope`);
  try {
    assert.equal(params(linked.page).scheme, 'rope');
    assert.equal(params(linked.page).panel, 'position', 'what the link does not name comes from the step');
    const rope = message('lesson.shift.relative', { scheme: SCHEME_PHRASES.rope, shiftBy: 5 });
    assert.match(await claimsMatching(linked.page, rope), rope, 'a link that left sinusoidal has done the task');
    assert.deepEqual(linked.problems, []);
  } finally {
    await linked.context.close();
  }
});

test('a link that keeps the English models on a step of the seeded model offers that model, not the step\'s actions', async () => {
  const { page, context, problems } = await openPage(browser, `${url}#model=english&lesson=4`);
  try {
    await claimsMatching(page, message('englishLesson.noShift'));
    assert.match(await claims(page), message('englishLesson.noShift'));
    assert.equal(await page.textContent('#lesson-action'), t('lesson.useModel', { model: 'seeded' }));
    assert.equal(await page.locator('#lesson-link').isVisible(), false, 'no shift test to go to');
    // The step's picture ("Back to the seeded model: ...") would be false of the model shown: the
    // card says which model the step is about instead.
    assert.equal(await page.textContent('#lesson-now'), t('lesson.modelAway', { model: 'seeded' }));
    assert.equal(await page.locator('.lesson-show').isVisible(), false);
    await page.click('#lesson-action');
    await page.waitForFunction(() => !/model=english/.test(location.hash));
    assert.equal(await page.textContent('#lesson-action'), LESSON[3].action.label);
    assert.equal(await page.locator('#lesson-link').isVisible(), true);
    assert.equal(await page.textContent('.lesson-show'), LESSON[3].show);
    assert.equal(await page.locator('.lesson-show').isVisible(), true);
    assert.equal(await page.locator('#lesson-now').isVisible(), false);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a link that keeps the seeded model on the English models\' step says so in the step\'s place', async () => {
  const { page, context, problems } = await openPage(browser, `${url}#model=seeded&lesson=3`);
  try {
    await page.waitForFunction(() => document.querySelector('#lesson-now')?.textContent);
    assert.equal(await page.textContent('#lesson-now'), t('lesson.modelAway', { model: 'english' }));
    assert.equal(await page.locator('.lesson-show').isVisible(), false);
    assert.equal(await page.textContent('#lesson-action'), t('lesson.useModel', { model: 'english' }));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the lesson\'s words fit the input: "tap" on a touch screen, "point at" with a mouse', async () => {
  for (const [options, input] of [[{ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } }, 'touch'], [{}, 'pointer']]) {
    const { page, context, problems } = await openPage(browser, `${url}#lesson=1`, options);
    try {
      assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), input === 'touch');
      assert.ok((await page.textContent('.lesson-task')).includes(t('lesson.attention.task', { input })), input);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test('the walkthrough\'s hint fits the input: the arrow keys with a mouse, the list of steps on a touch screen', async () => {
  for (const [options, id] of [[{ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } }, 'walkthrough.keysTouch'], [{}, 'walkthrough.keys']]) {
    const { page, context, problems } = await openPage(browser, `${url}#lesson=6`, options);
    try {
      await page.waitForSelector('#walk-keys-hint');
      assert.equal(await page.textContent('#walk-keys-hint'), t(id), id);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

// Issue 47 on a phone: a link to a step opens its card (a first visit's own start leaves it folded,
// so the sentence and the picture come first); step 3 takes the learner from Shuffle to Fill the
// blank, far below, whose table fits the screen, in every language.
test('on a phone: a step link opens the card; step 3 jumps to Fill the blank, whose table fits', { timeout: 180_000 }, async () => {
  const phone = { viewport: { width: 360, height: 740 } };
  const first = await openPage(browser, url, { ...phone, firstVisit: true });
  try {
    assert.equal(params(first.page).lesson, '1');
    assert.equal(await first.page.locator('#lesson').getAttribute('open'), null, 'a first visit\'s lesson starts folded');
  } finally {
    await first.context.close();
  }
  for (const lang of ['en', 'hi', 'es']) {
    const { page, context, problems } = await openPage(browser, `${url}#lesson=3${lang === 'en' ? '' : `&lang=${lang}`}`, phone);
    try {
      assert.notEqual(await page.locator('#lesson').getAttribute('open'), null, `${lang}: a link to a step opens its card`);
      await page.click('#shuffle');
      await page.waitForSelector('.blank-table');
      await page.click('#lesson-link');
      await page.waitForFunction(() => { const b = document.getElementById('blank-panel').getBoundingClientRect(); return b.top < innerHeight && b.bottom > 0; });
      await screenshot(page, `lesson-step-3-blank-${lang}-360`, { fullPage: false });
      const { table, box } = await page.evaluate(() => {
        const node = document.querySelector('.blank-table');
        return { table: node.getBoundingClientRect().width, box: node.parentElement.clientWidth };
      });
      assert.ok(table <= box + 0.5, `${lang}: Fill the blank's table (${table} px) fits its box (${box} px)`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

test('Back from step 5 with the mask on turns it off and says so', async () => {
  const { page, context, problems } = await openPage(browser, `${url}#lesson=5`);
  try {
    await page.click('#lesson-action');
    assert.equal(params(page).causal, '1');
    await page.click('#lesson-back');
    assert.equal(params(page).lesson, '4');
    assert.equal(params(page).causal, undefined);
    assert.equal(await page.textContent('#lesson-changed'), t('lesson.maskOff'));
    assert.equal(await page.locator('#lesson-changed').isVisible(), true);
    await page.click('#lesson-next');
    assert.equal(await page.locator('#lesson-changed').isVisible(), false, 'step 5 arrives with the mask off already');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('step 3 says which model the grids show, following the scheme chosen', async () => {
  const { page, context, problems } = await openPage(browser, `${url}#lesson=3`);
  try {
    await page.waitForFunction((text) => document.getElementById('lesson-now')?.textContent === text, t('lesson.encoding.grids', { scheme: 'none' }));
    await page.click('#lesson-action');  // Switch on sinusoidal
    await page.waitForFunction((text) => document.getElementById('lesson-now')?.textContent === text, t('lesson.encoding.grids', { scheme: 'sinusoidal' }));
    assert.ok(!(await page.textContent('#lesson')).includes(t('lesson.encoding.grids', { scheme: 'none' })));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('every predict question: no answer on arrival, none taken beside its answer, its answer once answered; the Position tab\'s stand before the shift test', async () => {
  const { QUESTIONS } = await import('../../web/js/content/questions.js');
  const { page, context, problems } = await openPage(browser, `${url}#panel=compare`);
  try {
    const seen = [], askedFirst = [];
    for (const panel of ['compare', 'position']) {
      await page.click(`[role=tab][aria-controls=panel-${panel}]`).catch(() => page.goto(`${url}#panel=${panel}`));
      await page.waitForSelector(`#panel-${panel} form[data-question]`);
      for (const form of await page.locator(`#panel-${panel} form[data-question]`).all()) {
        const id = await form.getAttribute('data-question');
        assert.equal((await form.locator('.answer').textContent()).trim(), '', `${id}: no answer before it is answered`);
        // Where the page already shows the answer (the badge, the shift test), the question takes
        // none: its button leaves that state first (content/questions.js, askFirst).
        if (await form.locator('.shown').isVisible()) {
          assert.equal(await form.locator('input[type=radio]').first().isDisabled(), true, `${id}: no prediction beside its answer`);
          await form.locator('.shown button').click();
          await page.waitForFunction((question) => document.querySelector(`form[data-question=${question}] .shown`).hidden, id);
          askedFirst.push(id);
        }
        await form.locator('input[type=radio]').first().check();
        await form.locator('button[type=submit]').click();
        await page.waitForFunction((question) => document.querySelector(`form[data-question=${question}] .verdict`), id);
        assert.ok((await form.locator('.answer').textContent()).length > 20, `${id}: its answer once answered`);
        seen.push(id);
      }
    }
    assert.deepEqual(seen.sort(), Object.keys(QUESTIONS).sort());
    // On arrival the badge says a shuffle only moved the outputs: the shuffle question asks first.
    assert.ok(askedFirst.includes('shuffleWithoutPosition'), askedFirst.join());
    assert.ok(await page.evaluate(() => Boolean(document.getElementById('questions-position').compareDocumentPosition(document.getElementById('shift-panel')) & Node.DOCUMENT_POSITION_FOLLOWING)));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the lesson starts once: closed, it stays closed on the next visit; the Lesson button starts it again', async () => {
  const { page, context, problems } = await openPage(browser, url, { firstVisit: true });
  try {
    assert.equal(params(page).lesson, '1');
    await page.click('#lesson-close');
    assert.equal(params(page).lesson, undefined);
    await page.goto(url);
    await page.reload();
    await page.waitForSelector('body[data-ready=true]');
    assert.equal(params(page).lesson, undefined, 'remembered: no lesson on the next visit');
    assert.equal(await page.locator('#lesson-panel').isVisible(), false);
    // A first visit through a link to a view does not start the lesson over it either.
    await page.click('#lesson-start');
    assert.equal(params(page).lesson, '1');
    assert.equal(await page.locator('#lesson').isVisible(), true);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
  const linked = await openPage(browser, `${url}#scheme=rope`, { firstVisit: true });
  try {
    assert.equal(params(linked.page).lesson, undefined, 'a shared link shows its view, not the lesson');
  } finally {
    await linked.context.close();
  }
});

test('axe finds no WCAG 2.2 AA violation in the lesson card and the settings menu, light and dark', async () => {
  for (const [width, colorScheme] of [[1280, 'light'], [360, 'dark']]) {
    const { page, context, problems } = await openPage(browser, `${url}#lesson=3`, { viewport: { width, height: 800 }, colorScheme });
    try {
      await page.locator('#lesson summary').evaluate((summary) => { summary.parentElement.open = true; });
      await openSettings(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      assert.deepEqual(found, [], `${width} px, ${colorScheme}`);
      await shot(page, `lesson-settings-menu-${width}-${colorScheme}`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});
