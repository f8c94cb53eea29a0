// CONTRIBUTING.md's recipes checked as a learner meets their result, in Chromium.
// scripts/recipe-check.sh runs this file on its scratch copy, after scripts/recipe-trial.mjs has
// added a trial scheme with two new parameters (trialScale, trialShift), a trial view with a number
// from the core (Comparison.headEntropy) and French.
// It checks that:
// - each new parameter's control changes the numbers, and the link keeps it;
// - the Train panel trains with it, and an exported model keeps it through an import;
// - the English models' panel greys the scheme, which has no model, without asking for one;
// - the trial view shows a number the core computes for it;
// - French shows its messages from both parts of its catalogue.
// In a tree without the trial (the project's own), every test skips.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForFile, openPage, openSettings, gridCells, settled, screenshot } from './browser.mjs';
import { REGISTRY } from '../../web/js/schemes/scheme-registry.js';
import { loadEnglishMessages } from '../web/english-messages.mjs';

const hasTrial = REGISTRY.schemes.some((s) => s.name === 'trial');
const skip = hasTrial ? false : 'no trial scheme here: scripts/recipe-check.sh adds one in its scratch copy';
const { t } = await loadEnglishMessages();
let browser, url;
if (hasTrial) browserForFile((shared) => ({ browser, url } = shared));

const outputNumbers = async (page) => (await gridCells(page.locator('#output-panel figure').first())).map((c) => c.text).join(' ');
// Sets a control as a learner's input would (a slider cannot be typed into).
async function setControl(page, name, value) {
  await page.locator(`#setting-${name}`).evaluate((input, v) => {
    input.value = v;
    input.dispatchEvent(new Event(input.type === 'checkbox' ? 'change' : 'input', { bubbles: true }));
  }, String(value));
  await settled(page);
}

test('each new parameter\'s control changes the numbers, and the link keeps it', { skip }, async () => {
  const { page, context, problems } = await openPage(browser, `${url}#scheme=trial&panel=outputs&text=the+dog+saw+the+cat`);
  await openSettings(page);
  for (const [name, value] of [['trialShift', 3], ['trialScale', 2]]) {
    assert.ok(await page.locator(`#setting-${name}`).isVisible(), `the ${name} control is shown for the trial scheme`);
    const before = await outputNumbers(page);
    await setControl(page, name, value);
    assert.notEqual(await outputNumbers(page), before, `${name} = ${value} changes the outputs`);
    assert.match(await page.evaluate(() => location.hash), new RegExp(`${name}=${value}\\b`));
  }
  await screenshot(page, 'recipe-trial-controls');
  // Another scheme does not show them.
  await page.selectOption('#scheme', 'rope');
  assert.equal(await page.locator('#setting-trialShift').isVisible(), false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Train panel trains with the new parameters, and an exported model keeps them through an import', { skip }, async () => {
  const address = `${url}#panel=train&task=who-did-it&trainSchemes=trial&trainSteps=10&trainSeeds=1&trainMask=off&trialShift=3&trialScale=2`;
  const { page, context, problems } = await openPage(browser, address);
  await page.click('#train-start');
  await page.waitForFunction(() => document.querySelector('#train-panel').dataset.training === 'done', null, { timeout: 120000 });
  const exported = async (on) => {
    const download = on.waitForEvent('download');
    await on.click('#train-export');
    const file = await download;
    return JSON.parse(Buffer.concat(await (await file.createReadStream()).toArray()).toString());
  };
  const file = await exported(page);
  const model = file.models.find((m) => m.scheme === 'trial');
  assert.ok(model, 'the trial model is exported');
  assert.deepEqual([model.trialShift, model.trialScale], [3, 2]);
  await context.close();
  // A fresh page (no stored models) imports the file, and exports the same settings again.
  const fresh = await openPage(browser, `${url}#panel=train&task=who-did-it`);
  await fresh.page.setInputFiles('#train-import', { name: 'trial.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  // The note says "Checking…" at once: the import is done when it says something else.
  await fresh.page.waitForFunction((checking) => !['', checking].includes(document.querySelector('#train-import-note').textContent), t('train.checking'));
  const again = (await exported(fresh.page)).models.find((m) => m.scheme === 'trial');
  assert.deepEqual([again.trialShift, again.trialScale], [3, 2]);
  assert.deepEqual([...problems, ...fresh.problems], []);
  await fresh.context.close();
});

test('the English models\' panel greys the trial scheme, which has no model, and never asks for one', { skip }, async () => {
  const { page, context, problems } = await openPage(browser, `${url}#model=english&scheme=rope`);
  const asked = [];
  page.on('request', (request) => { if (/models\/english\/trial/.test(request.url())) asked.push(request.url()); });
  assert.equal(await page.locator('#scheme option[value=trial]').isDisabled(), true);
  // Asked for by its link, it is not loaded either: the page says so and shows a model it has.
  await page.evaluate(() => { location.hash = '#model=english&scheme=trial'; });
  await settled(page);
  assert.doesNotMatch(await page.textContent('body'), /Loading the trial model/);
  assert.match(await page.textContent('#link-notes'), /no English model was trained with “trial”/);
  assert.deepEqual(asked, []);
  assert.equal(await page.getAttribute('body', 'data-ready'), 'true');
  await screenshot(page, 'recipe-trial-english');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the trial view shows the number the core computes for it', { skip }, async () => {
  const { page, context, problems } = await openPage(browser, `${url}#panel=position&scheme=trial&text=the+dog+saw+the+cat`);
  await page.waitForFunction(() => /entropy of head 1/.test(document.querySelector('#trial-count')?.textContent ?? ''));
  const entropy = Number((await page.textContent('#trial-count')).match(/entropy of head 1: ([\d.]+)/)[1]);
  // A row of weights over 5 tokens has an entropy between 0 and ln 5.
  assert.ok(entropy > 0 && entropy <= Math.log(5), String(entropy));
  assert.deepEqual(problems, []);
  await context.close();
});

test('French shows a message from its first part and one from the rest', { skip }, async () => {
  const { page, context, problems } = await openPage(browser, `${url}#lang=fr&panel=position&scheme=trial`);
  assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  assert.equal(await page.textContent('h1'), 'L’ordre des mots dans l’attention');
  await page.waitForFunction(() => /mots lus/.test(document.querySelector('#trial-count')?.textContent ?? ''));
  assert.match(await page.textContent('#trial-count'), /\d+ mots lus/);
  assert.deepEqual(problems, []);
  await context.close();
});
