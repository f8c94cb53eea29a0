// The English models in headless Chromium: the core's analyze() at 64 tokens, called in the page
// (attention-english.js, every scheme, layer 2, reversed order; median of 15 after 5 warm-up runs),
// and the page's keystroke with model=english at 64 tokens: from the input event to the frame
// after the page has drawn, as page.bench.mjs times it (keystroke.mjs; median of 15, Compare tab, typing on), for every scheme and with Fill
// the blank open (RoPE), beside the same keystroke with the seeded model (8 heads: the English
// models' heads are 4, their layers 2), measured before and after the English ones; and opening the
// page with model=english cold (a new browser context, nothing cached) on localhost: from navigation
// to the English card drawn with the chosen scheme's model (median of 3 per scheme); and the English
// module's first calls in a fresh context. Prints JSON.
//   node bench/english-page.bench.mjs [--site DIR] [--schemes rope,t5]
import { launch, serveSite, openPage, settled } from '../tests/e2e/browser.mjs';
import { typeOnce } from './keystroke.mjs';
import fs from 'node:fs';
import { REGISTRY } from '../web/js/schemes/scheme-registry.js';

// Every scheme of the registry with a model file present (the page offers only those).
const MODELS = new URL('../web/public/models/english/', import.meta.url);
const ALL = REGISTRY.schemes.map((s) => s.name).filter((s) => fs.existsSync(new URL(`${s}.bin`, MODELS)));
// --schemes rope,t5: only these (the keystroke with Fill the blank open is always RoPE's).
const asked = process.argv.indexOf('--schemes');
const SCHEMES = asked > 0 ? process.argv[asked + 1].split(',').filter((s) => ALL.includes(s)) : ALL;
const words = 'the dog that bit a man ran down the long road to the old house near a river'.split(' ');
const text = Array.from({ length: 64 }, (_, i) => words[i % words.length]).join(' ');
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const browser = await launch();
const { server, url } = await serveSite();
try {
  const { page } = await openPage(browser, `${url}#model=english&scheme=rope&order=reverse&text=${encodeURIComponent(text)}`);
  const core = await page.evaluate(async ({ schemes, text }) => {
    await new Promise((resolve, reject) => { const s = document.createElement('script'); s.src = 'attention-english.js'; s.onload = resolve; s.onerror = reject; document.head.append(s); });
    const m = await globalThis.createEnglishModule({ locateFile: (f) => new URL(f, document.baseURI).href });
    const bytes = async (f) => new Uint8Array(await (await fetch(`models/english/${f}`)).arrayBuffer());
    m.loadVocabulary(await bytes('vocabulary.bin'));
    const order = [...Array(64).keys()].reverse();
    const out = {};
    for (const scheme of schemes) {
      m.loadModel(await bytes(`${scheme}.bin`));
      const times = [];
      for (let i = 0; i < 20; i += 1) {
        const t0 = performance.now();
        const r = m.analyze({ text, scheme, order, layer: 1 });
        times.push(performance.now() - t0);
        if (!r.ok || r.tokens.length !== 64) throw new Error(r.error || 'not 64 tokens');
      }
      out[scheme] = times.slice(5).sort((a, b) => a - b)[7];
    }
    return out;
  }, { schemes: SCHEMES, text });
  // One keystroke's time: the input event to the frame after the page has drawn.
  async function keystrokes(target) {
    await page.goto(target);
    await page.waitForSelector('body[data-ready=true]');
    const times = [];
    for (let i = 0; i < 20; i += 1) {
      times.push(await page.evaluate(typeOnce, `${text}${i % 2 ? '' : 's'}`));
      await settled(page);
    }
    return median(times.slice(5));
  }
  const address = (model, scheme = 'rope', extra = '') => `${url}#model=${model}&scheme=${scheme}&order=reverse&heads=8${extra}&text=${encodeURIComponent(text)}`;
  const keystroke = { english: {}, seeded: await keystrokes(address('seeded')) };
  for (const scheme of SCHEMES) keystroke.english[scheme] = await keystrokes(address('english', scheme));
  // Fill the blank open: its guesses wait for a pause in typing (views/english/english-panel.js).
  keystroke.englishBlankOpen = await keystrokes(address('english', 'rope', '&blankOpen=1'));
  keystroke.seededAgain = await keystrokes(address('seeded'));
  // Opening cold: the page, its modules, the vocabulary and one scheme's model fetched, read and
  // drawn (the card's status line is written once the model is in).
  const opening = {};
  for (const scheme of SCHEMES) {
    const times = [];
    for (let i = 0; i < 3; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const cold = await context.newPage();
      await cold.goto(`${url}#model=english&scheme=${scheme}`);
      await cold.waitForFunction(() => document.body.dataset.ready === 'true' && document.getElementById('english-status')?.textContent.length > 0, null, { polling: 'raf' });
      times.push(await cold.evaluate(() => performance.now()));
      await context.close();
    }
    opening[scheme] = median(times);
  }
  // The module's first calls in a fresh context (median of 5, RoPE): on a cold open they are on the
  // way to the first view, and the browser compiles each function at its first call.
  const runs = [];
  for (let i = 0; i < 5; i += 1) {
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(`${url}favicon.png`);
    runs.push(await fresh.evaluate(async () => {
      await new Promise((resolve, reject) => { const s = document.createElement('script'); s.src = 'attention-english.js'; s.onload = resolve; s.onerror = reject; document.head.append(s); });
      const m = await globalThis.createEnglishModule({ locateFile: (f) => new URL(f, document.baseURI).href });
      const bytes = async (f) => new Uint8Array(await (await fetch(`models/english/${f}`)).arrayBuffer());
      const [vocabulary, model] = await Promise.all([bytes('vocabulary.bin'), bytes('rope.bin')]);
      const timed = (call) => { const t0 = performance.now(); call(); return performance.now() - t0; };
      return { loadVocabulary: timed(() => m.loadVocabulary(vocabulary)), loadModel: timed(() => m.loadModel(model)),
        analyze: timed(() => m.analyze({ text: 'the cat sat on the mat', scheme: 'rope', order: [5, 4, 3, 2, 1, 0] })),
        loadModelAgain: timed(() => m.loadModel(model)) };
    }));
    await context.close();
  }
  const firstCalls = Object.fromEntries(Object.keys(runs[0]).map((name) => [name, median(runs.map((run) => run[name]))]));
  console.log(JSON.stringify({ analyzeMsAt64: core, keystrokeMsAt64: keystroke, openWithModelMs: opening, firstCallsMs: firstCalls }, null, 1));
} finally {
  await browser.close();
  server.close();
}
