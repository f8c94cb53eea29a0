// The storage quota, in Chromium (issue 29, "Import checks before it saves"): an import that would
// pass the quota stores nothing, leaves every stored model as it was, says why, and the page still
// draws; a write the browser itself refuses half-way is undone; and a large file is read and
// parsed in the training worker, never on the page's thread.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveSite, openPage, screenshot } from './browser.mjs';
import { trained, storageKey as KEY } from './trained-models.mjs';

const NONE = trained('none');
const ROPE = trained('rope');
const ALIBI = trained('alibi');
const T5 = trained('t5');
const GOOD_STORAGE = { [KEY(NONE)]: JSON.stringify(NONE), [KEY(ROPE)]: JSON.stringify(ROPE) };
// A file of two new models, padded with 3 MB of JSON whitespace: valid, and large.
const LARGE_FILE = Buffer.from(`{"models": [${JSON.stringify(ALIBI)},${' '.repeat(3_000_000)}${JSON.stringify(T5)}]}`);

let browser, site;
before(async () => {
  browser = await launch();
  site = await serveSite({ base: '/', csp: true });
});
after(async () => { await browser?.close(); site?.server.close(); });

// The page with `entries` stored, opened on the Train panel; the page's own JSON.parse and
// Blob.text are watched, so a test can tell whether the file was read on the page's thread.
async function trainPage(entries) {
  const opened = await openPage(browser, `${site.url}#panel=compare`);
  await opened.page.evaluate((all) => { localStorage.clear(); for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v); }, entries);
  await opened.context.addInitScript(() => {
    window.pageThreadReads = [];
    const parse = JSON.parse;
    JSON.parse = function (text, ...rest) { if (String(text).length > 1e6) window.pageThreadReads.push(`JSON.parse of ${String(text).length}`); return parse.call(this, text, ...rest); };
    const read = Blob.prototype.text;
    Blob.prototype.text = function () { if (this.size > 1e6) window.pageThreadReads.push(`Blob.text of ${this.size}`); return read.call(this); };
  });
  await opened.page.goto('about:blank');
  await opened.page.goto(`${site.url}#panel=train&task=who-did-it`);
  await opened.page.waitForSelector('body[data-ready=true]');
  await opened.page.waitForSelector('#train-import');
  return opened;
}
const storage = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
async function importFile(page, name, buffer) {
  await page.evaluate(() => { document.querySelector('#train-import-note').textContent = ''; });
  await page.setInputFiles('#train-import', { name, mimeType: 'application/json', buffer });
  await page.waitForFunction(() => { const t = document.querySelector('#train-import-note').textContent; return t && !/Checking/.test(t); }, null, { timeout: 60000 });
  return page.textContent('#train-import-note');
}
async function drawn(page) {
  assert.equal(await page.getAttribute('body', 'data-ready'), 'true');
  assert.ok(await page.$$eval('#panel-train svg, #panel-train canvas', (nodes) => nodes.length) > 0, 'the Train panel is drawn');
  assert.doesNotMatch(await page.textContent('body'), /Something went wrong|\(\d{5,}\)/);
}

test('an import past the quota stores nothing, keeps the good models, says why; the file is read off the page\'s thread', async () => {
  // Stored: two good models and another page's data, so 10 thousand characters are free.
  const filler = 'x'.repeat(4_990_000 - GOOD_STORAGE[KEY(NONE)].length - GOOD_STORAGE[KEY(ROPE)].length);
  const { page, context, problems } = await trainPage({ ...GOOD_STORAGE, 'another.app.cache': filler });
  const before = await storage(page);
  const note = await importFile(page, 'large.json', LARGE_FILE);
  assert.match(note, /^"large\.json" was not imported: The trained models would need \d+ thousand characters of this browser's storage, and only \d+ thousand are free; nothing was stored\. The stored models are as they were\.$/, note);
  assert.deepEqual(await storage(page), before, 'nothing half-written, nothing removed');
  await drawn(page);
  await screenshot(page, 'import-quota');
  assert.deepEqual(await page.evaluate(() => window.pageThreadReads), [], 'the 3 MB file was not read or parsed on the page\'s thread');
  assert.ok(await page.evaluate(() => document.querySelector('#train-import-note').textContent.length) < 300, 'a short note');
  // With room made, the same file imports, and the page still reads nothing large itself.
  await page.evaluate(() => localStorage.removeItem('another.app.cache'));
  assert.equal(await importFile(page, 'large.json', LARGE_FILE), 'Imported 2 models from "large.json".');
  const after = await storage(page);
  assert.deepEqual(Object.keys(after).filter((k) => k.startsWith('posattn.')).sort(), [KEY(NONE), KEY(ROPE), KEY(ALIBI), KEY(T5)].sort());
  assert.equal(after[KEY(NONE)], GOOD_STORAGE[KEY(NONE)]);
  assert.deepEqual(await page.evaluate(() => window.pageThreadReads), []);
  await drawn(page);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a write the browser refuses half-way is undone: the models before it are as they were', async () => {
  const { page, context, problems } = await trainPage(GOOD_STORAGE);
  const before = await storage(page);
  // The browser's own quota, reached after the first of two writes (as a full disk or a smaller
  // quota than the page counts on would).
  await page.evaluate(() => {
    const set = Storage.prototype.setItem;
    let writes = 0;
    Storage.prototype.setItem = function (name, value) {
      if (name.startsWith('posattn.trained.') && ++writes === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return set.call(this, name, value);
    };
  });
  const file = Buffer.from(JSON.stringify({ models: [{ ...ROPE, steps: ROPE.steps + 1 }, ALIBI] }));
  const note = await importFile(page, 'two.json', file);
  assert.match(note, /^"two\.json" was not imported: The browser refused to keep the trained models \(The quota has been exceeded\.\); nothing was stored\. The stored models are as they were\.$/, note);
  assert.deepEqual(await storage(page), before, 'the replaced model was put back, the new one removed');
  await drawn(page);
  assert.deepEqual(problems, []);
  await context.close();
});
