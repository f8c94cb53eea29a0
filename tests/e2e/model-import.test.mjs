// Model files are untrusted input, in Chromium (issue 29): importing each bad file, a corrupt
// localStorage entry, and a stored model the core refuses at load each end in a drawn view, a
// clear message, and the good models still stored as they were.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveSite, openPage, screenshot } from './browser.mjs';
import { loadEnglishMessages, messageInside, errorPattern } from '../web/english-messages.mjs';
import { trained, storageKey as KEY } from './trained-models.mjs';

const { t } = await loadEnglishMessages();

const NONE = trained('none');
const ROPE = trained('rope');
const LEARNED = trained('learned');
const GOOD_STORAGE = { [KEY(NONE)]: JSON.stringify(NONE), [KEY(ROPE)]: JSON.stringify(ROPE) };

const changed = (edit) => { const m = structuredClone(NONE); edit(m); return m; };
const BAD_FILES = {
  'wrong-shape.json': [changed((m) => { m.parameters.readout.rows = 3; }), /parameters\.readout is 3 x/],
  'huge-weight.json': [changed((m) => { m.parameters.embedding.data[0] = 1e308; }), /entry 0 is 1e\+308; weights must be finite/],
  'length-bomb.json': [changed((m) => { m.parameters.embedding.data = { length: 100000000 }; }), /data must be a list of numbers/],
  'length-minus-one.json': [changed((m) => { m.parameters.embedding.data = { length: -1 }; }), /data must be a list of numbers/],
  'relabelled.json': [{ ...structuredClone(LEARNED), scheme: 'none' }, /holds "positions", which this model's settings do not use/],
  'one-bad-of-two.json': [{ models: [structuredClone(ROPE), changed((m) => { m.width = 'wide'; })] },
    new RegExp(`${(await messageInside('train.refused', { count: 2, k: 2, reason: '' })).source}width must be a whole number`)],
};

let browser, site;
before(async () => {
  browser = await launch();
  site = await serveSite({ base: '/', csp: true });
});
after(async () => { await browser?.close(); site?.server.close(); });

// Opens the page once, sets storage, then opens `hash` again so the page starts from that storage.
async function pageWithStorage(hash, entries) {
  const opened = await openPage(browser, `${site.url}#panel=compare`);
  await opened.page.evaluate((all) => { localStorage.clear(); for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v); }, entries);
  await opened.page.goto('about:blank');
  await opened.page.goto(`${site.url}${hash}`);
  await opened.page.waitForSelector('body[data-ready=true]');
  return opened;
}
const storage = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('posattn.')).map((k) => [k, localStorage.getItem(k)])));

test('each bad file is refused by name and why; the stored models stay as they were', async () => {
  const { page, context, problems } = await pageWithStorage('#panel=train&task=who-did-it', GOOD_STORAGE);
  await page.waitForSelector('#train-import');
  for (const [name, [content, reason]] of [...Object.entries(BAD_FILES), ['not-json.json', ['{broken', await messageInside('train.notJson')]]]) {
    const buffer = Buffer.from(typeof content === 'string' ? content : JSON.stringify(content));
    await page.setInputFiles('#train-import', { name, mimeType: 'application/json', buffer });
    await page.waitForFunction((checking) => document.querySelector('#train-import-note').textContent !== checking && document.querySelector('#train-import-note').textContent, t('train.checking'));
    const note = await page.textContent('#train-import-note');
    assert.match(note, await messageInside('train.notImported', { name }), note);
    assert.match(note, reason, note);
    const tail = t('train.notImported', { name, problem: '\u0000' }).split('\u0000').pop();
    assert.ok(note.endsWith(tail) && /[^.]\.$/.test(note.slice(0, -tail.length)), 'one full stop');
    assert.deepEqual(await storage(page), GOOD_STORAGE, `${name} left storage as it was`);
    if (name === 'one-bad-of-two.json') await screenshot(page, 'import-refused');
    await page.evaluate(() => { document.querySelector('#train-import-note').textContent = ''; });
  }
  // A good file still imports, and the page still draws.
  await page.setInputFiles('#train-import', { name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ models: [LEARNED] })) });
  const imported = t('train.imported', { count: 1, name: 'good.json' });
  await page.waitForFunction((text) => document.querySelector('#train-import-note').textContent === text, imported);
  assert.equal(await page.textContent('#train-import-note'), imported);
  assert.equal(Object.keys(await storage(page)).length, 3);
  assert.equal(await page.getAttribute('body', 'data-ready'), 'true');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a corrupt stored entry is set aside, reported once, and hides no other model', async () => {
  const { page, context, problems } = await pageWithStorage('#panel=train&task=who-did-it',
    { ...GOOD_STORAGE, 'posattn.trained.who-did-it.t5': '{broken' });
  await page.waitForSelector('#train-export');
  const download = page.waitForEvent('download');
  await page.click('#train-export');
  const file = await download;
  const exported = JSON.parse(await (await file.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString()));
  assert.deepEqual(exported.models.map((m) => m.scheme).sort(), ['none', 'rope'], 'both good models exported');
  assert.ok((await page.textContent('#train-import-note')).includes(t('trained.setAside', { name: 'posattn.trained.who-did-it.t5', text: '{broken' })));
  const kept = await storage(page);
  assert.equal(kept['posattn.set-aside.who-did-it.t5'], '{broken');
  assert.equal(kept[KEY(NONE)], GOOD_STORAGE[KEY(NONE)]);
  assert.equal(kept[KEY(ROPE)], GOOD_STORAGE[KEY(ROPE)]);
  await page.click('#train-export');  // reported once: the second export says nothing of it
  assert.equal(await page.textContent('#train-import-note'), '');
  assert.equal(await page.getAttribute('body', 'data-ready'), 'true');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a stored model refused at load still gives a first view: the seeded model, drawn, with a note', async () => {
  const bad = changed((m) => { m.parameters.embedding.data = { length: -1 }; });
  const { page, context, problems } = await pageWithStorage('#useTrained=1&scheme=none&task=who-did-it&panel=compare',
    { ...GOOD_STORAGE, [KEY(NONE)]: JSON.stringify(bad) });
  assert.equal(await page.getAttribute('body', 'data-ready'), 'true');
  const notes = await page.textContent('#link-notes');
  assert.match(notes, await messageInside('app.trainedRefused'));
  assert.match(notes, await errorPattern({ code: 'expected-numbers', field: 'parameters.embedding.data', value: { code: 'value', type: 'object' } }));
  assert.doesNotMatch(await page.textContent('body'), /Something went wrong|\(\d{5,}\)/);
  assert.ok(await page.$$eval('#panel-compare svg, #panel-compare canvas', (nodes) => nodes.length) > 0, 'a view is drawn');
  await screenshot(page, 'import-refused-at-load');
  assert.equal((await storage(page))[KEY(ROPE)], GOOD_STORAGE[KEY(ROPE)], 'the good model is still stored');
  assert.deepEqual(problems, []);
  await context.close();
  // A stored value that is not a model at all (42, [], format only) is set aside and said so.
  for (const value of ['42', '[]', '{"format":"posattn-trained-model"}']) {
    const opened = await pageWithStorage('#useTrained=1&scheme=none&task=who-did-it&panel=compare', { ...GOOD_STORAGE, [KEY(NONE)]: value });
    assert.equal(await opened.page.getAttribute('body', 'data-ready'), 'true', value);
    const note = await opened.page.textContent('#trained-note');
    assert.match(note, await messageInside('trained.setAside'), value);
    assert.match(note, await messageInside('trained.seeded'), value);
    assert.equal((await storage(opened.page))[KEY(ROPE)], GOOD_STORAGE[KEY(ROPE)]);
    assert.deepEqual(opened.problems, [], value);
    await opened.context.close();
  }
});
