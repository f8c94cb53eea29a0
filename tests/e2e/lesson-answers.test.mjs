// Predict, act, then reveal, on the whole page: on arrival at every lesson step, in every language,
// no visible text states the step's answer (content/lesson.js: its answering claims and its
// `answers`, the page's other texts that say it), until the learner has done the step or pressed
// Show the answer; then those texts come back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForFile, openPage, settled, walkAddresses } from './browser.mjs';
import { LESSON } from '../../web/js/content/lesson.js';
import { parseMessage } from '../../web/js/text/format-message.js';
import { englishCatalogue, readCatalogue, TRANSLATED } from '../../scripts/messages.mjs';

let browser, url;
browserForFile((shared) => ({ browser, url } = shared));

const english = await englishCatalogue();
const catalogues = Object.fromEntries(TRANSLATED.map((lang) => [lang, readCatalogue(lang)]));

// The ids of the texts that state step k's answer: its claims that answer (not `before`), and the
// page's other texts it names.
const answerIds = (step) => [...new Set([...step.claims.filter((c) => !c.before && c.text).map((c) => c.text), ...(step.answers ?? [])])];

// A run shorter than this could be part of any text: a claim that short (the card's own, which
// tests/web/lesson.test.mjs checks) is left out of the page's search.
const MIN_RUN = 10;
// What of message `id` the page shows in `lang` whatever its arguments: its longest literal run
// (the arguments and the plural and select branches left out).
function literalRun(id, lang) {
  const source = (lang === 'en' ? undefined : catalogues[lang][id]?.text) ?? english.get(id);
  assert.ok(source, `no message ${id}`);
  const runs = parseMessage(source).filter((node) => typeof node === 'string').map((run) => run.trim());
  return runs.sort((a, b) => b.length - a.length)[0];
}

// The page once everything a step brings has come (its texts, a panel's script, the English models).
async function drawn(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('.lesson-show')?.textContent);
  await settled(page);
}
const visibleText = (page) => page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));

test('every step names, among the texts that answer it, only messages that exist, each long enough to find', () => {
  LESSON.forEach((step, i) => {
    for (const id of answerIds(step)) assert.ok(english.has(id), `step ${i + 1}: ${id}`);
    for (const id of step.answers ?? []) for (const lang of ['en', ...TRANSLATED]) assert.ok(literalRun(id, lang).length >= MIN_RUN, `step ${i + 1}: ${id} in ${lang}`);
  });
  // What issue 47 found on the first steps' pages: the grid's note, the model note, the subtitle and
  // the Compare panel's explanation.
  assert.ok(['explanations.compare.rows', 'model-shown.seeded'].every((id) => LESSON[0].answers.includes(id)));
  assert.ok(['html.lede', 'explanations.compare.equivariant'].every((id) => LESSON[1].answers.includes(id)));
});

for (const lang of ['en', ...TRANSLATED]) {
  test(`${lang}: on arrival at each step, no visible text on the page states its answer`, { timeout: 300_000 }, async () => {
    const found = [];
    // Each step's link, followed in one open page (walkAddresses: the same as a fresh load).
    const hashes = LESSON.map((_, k) => `#lesson=${k + 1}${lang === 'en' ? '' : `&lang=${lang}`}`);
    await walkAddresses(browser, url, hashes, async (page, hash) => {
      const k = hashes.indexOf(hash) + 1;
      await drawn(page);
      const text = await visibleText(page);
      for (const id of answerIds(LESSON[k - 1])) {
        const run = literalRun(id, lang);
        if (run.length >= MIN_RUN && text.includes(run)) found.push(`step ${k}: ${id}`);
      }
    });
    assert.deepEqual(found, [], `${lang}: answers on the page before their question`);
  });
}

test('issue 47: step 1 hides the subtitle too, step 2\'s answer, which comes after its question', async () => {
  const { page, context, problems } = await openPage(browser, `${url}#lesson=1`);
  try {
    await drawn(page);
    const text = await visibleText(page);
    for (const id of LESSON[1].answers) assert.ok(!text.includes(literalRun(id, 'en')), `step 1 shows step 2's answer ${id}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('once answered, the texts that were hidden come back: step 1 by Show the answer, step 2 by Shuffle', async () => {
  for (const [k, act, id] of [[1, '#lesson-reveal', 'explanations.compare.rows'], [2, '#shuffle', 'html.lede']]) {
    const { page, context, problems } = await openPage(browser, `${url}#lesson=${k}`);
    try {
      await drawn(page);
      assert.ok(!(await visibleText(page)).includes(literalRun(id, 'en')), `step ${k}: ${id} hidden on arrival`);
      await page.click(act);
      await page.waitForFunction((run) => document.body.innerText.replace(/\s+/g, ' ').includes(run), literalRun(id, 'en'));
      // What stays hidden is a later step's answer, never this one's.
      const later = new Set(LESSON.slice(k).flatMap((step) => step.answers ?? []));
      const own = new Set(LESSON[k - 1].answers);
      const left = await page.locator('[data-answer-veiled]').evaluateAll((nodes) => nodes.map((n) => n.dataset.msg ?? n.dataset.says));
      assert.deepEqual(left.filter((id) => own.has(id) || !later.has(id)), [], `step ${k}: only later steps' answers left hidden`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});
