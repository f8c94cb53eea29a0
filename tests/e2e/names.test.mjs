// Names a learner reads: scheme labels, task names and model names from the catalogue, never the
// link's registry ids used as words ("with the none scheme", "t5", "who-did-it"). Scans the visible
// text of every state (page-states.mjs), with the seeded model, the English models, and trained
// models kept in this browser (as after training). Cost: about 35 fresh loads, some 60 s of CPU.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForFile, openPage, settled } from './browser.mjs';
import { PAGE_STATES, PANELS, visibleTexts } from './page-states.mjs';
import { trained, storageKey } from './trained-models.mjs';

let browser, url;
browserForFile((shared) => ({ browser, url } = shared));

// A registry id in a sentence: the ids with no capital (the labels are "RoPE", "ALiBi", "T5"), the
// tasks' ids, and "none" where it stands for the scheme.
const ID_AS_WORD = [/\bt5\b/, /\brope\b/, /\balibi\b/, /\bwho-did-it\b/, /\bprevious-token\b(?! head)/,
  /\bnone (scheme|model|positions?)\b/, /\bwith (the )?none\b/, /\b(scheme|encoding|positions?): none\b/, /\{[a-zA-Z]+\}/];

test('no visible text uses a registry id as a word, with either model and with trained models kept', async () => {
  const models = Object.fromEntries(['none', 'rope', 't5'].map((scheme) => [storageKey({ task: 'who-did-it', scheme }), JSON.stringify(trained(scheme))]));
  const states = [...PAGE_STATES,
    ...PANELS.map((panel) => ({ name: `${panel}, trained rope model`, hash: `#panel=${panel}&useTrained=1&scheme=rope` })),
    { name: 'train panel, a none model kept', hash: '#panel=train&scheme=none' },
    { name: 'trained model wanted, none kept', hash: '#useTrained=1&scheme=alibi' }];
  const { page, context, problems } = await openPage(browser, url);
  await context.addInitScript((entries) => { try { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); } catch { /* about:blank */ } }, models);
  try {
    // Loaded again with the models stored, then every state reached through its address in the open
    // page (truth-address.test.mjs: the same as a fresh load).
    await page.reload();
    await page.waitForSelector('body[data-ready=true]');
    const found = [];
    for (const state of states) {
      await page.evaluate((h) => { location.hash = h; }, state.hash);
      await settled(page);
      await page.waitForSelector('body[data-ready=true]');
      if (state.wait) await page.waitForSelector(state.wait, { timeout: 20000 });
      await page.waitForFunction(() => !document.body.dataset.busy);
      for (const { text, where } of await page.evaluate(visibleTexts)) {
        const id = ID_AS_WORD.find((pattern) => pattern.test(text));
        if (id) found.push(`${state.name} #${where}: "${text.slice(0, 160)}" (${id})`);
      }
    }
    assert.deepEqual(found, []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
