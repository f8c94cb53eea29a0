// Wires the page: URL -> state -> one analysis from the core -> every view. Views only draw. The
// parts: the store (state/), the link's notes and rules (link-notes.js, link-rules.js), one update
// per change (update.js, which draws through draw.js) and the table of views (views.js).
import { addressHash } from '../state/state.js';
import { createLinkedStore } from '../state/link.js';
import { loadEngine } from '../engine/engine.js';
import { applyStoredTheme } from '../views/page/display-settings.js';
import { reportHeightToParent } from '../lms/frame-height.js';
import { createLesson } from '../views/lesson/lesson.js';
import { createLinkNotes } from './link-notes.js';
import { createLinkRules } from './link-rules.js';
import { createUpdate } from './update.js';
import { createViews } from './views.js';
import { chooseLanguage, browserLanguage, currentLanguage } from './language.js';
import { fillPageText } from '../text/page-text.js';
import { t } from '../text/en/app.js';

const byId = (id) => document.getElementById(id);

async function start() {
  // index.html as built (in English), kept to build the page again in another language: switching
  // language rebuilds the views, never the core's module (which lives on in its worker).
  const pristine = document.body.cloneNode(true);
  applyStoredTheme();
  reportHeightToParent();
  // The core starts in its worker (engine-start.js began it) while the views are built; the first
  // update's analysis waits in the worker's queue.
  const engine = loadEngine();
  // One read-only figure for checks and benchmarks (the module may live in a worker, out of reach).
  globalThis.attentionDiagnostics = Object.freeze({ memoryBytes: () => engine.memoryBytes() });
  let engineFailed = false;
  let engineStarted = false;
  // The views are out of the layout until the first analysis is answered (main[data-waiting] in
  // app.css), or the page has nothing to draw: then they are shown as they are.
  const showViews = () => { delete byId('main').dataset.waiting; };
  engine.started.then(() => { engineStarted = true; byId('loading').hidden = true; }, (error) => {
    engineFailed = true;
    showViews();
    byId('loading').textContent = t('app.engineFailed', { reason: error.message });
  });

  const address = addressHash(location.search, location.hash);  // before the store rewrites it
  const notes = createLinkNotes(byId('link-notes'));
  const rules = createLinkRules(notes);
  const store = createLinkedStore({ onNotes: (list) => rules.read(list) });
  // A link without lang= opens in the reader's own language, when the page has it; it is then
  // written into the link like a chosen one.
  if (!new URLSearchParams(address.replace(/^[#?]/, '')).has('lang') && browserLanguage() !== 'en')
    store.set({ lang: browserLanguage() });
  // The first update asks the core for the first view's numbers before the views are built, and
  // this task then ends: a message posted to a worker reaches it only once the posting task is over
  // (Chromium), so asked in the same task as the building, the worker would sit idle
  // until the building was done. The update draws once both are there.
  let viewsBuilt;
  let viewsReady = new Promise((resolve) => { viewsBuilt = resolve; });
  const update = createUpdate({ store, engine, rules, viewsReady: () => viewsReady, engineFailed: () => engineFailed, showViews });
  let started = false;  // the views are built in the link's language
  store.subscribe(() => (started && store.get().lang !== currentLanguage() ? relabel() : update()));
  let lesson = createLesson(byId('lesson-panel'), { store, start: address, opener: byId('lesson-start') });
  lesson.begin({ firstVisit: address === '' && window.self === window.top });
  update();
  await new Promise((resolve) => { setTimeout(resolve, 0); });
  // A language other than English (lang= in the link) is loaded before any view sets a text.
  if (!(await chooseLanguage(store.get().lang, notes))) store.set({ lang: currentLanguage() });
  viewsBuilt(createViews({ store, engine, lesson }));

  // Another language chosen (the Settings menu, Back, an edited link): its catalogue loads, then the
  // page is built again from index.html in that language, with the same store and the same core;
  // the link's notes stay, and the control that had the focus has it again.
  let relabelling = false;
  started = true;
  async function relabel() {
    if (relabelling) return;
    relabelling = true;
    try {
      while (store.get().lang !== currentLanguage()) {
        const lang = store.get().lang;
        if (!(await chooseLanguage(lang, notes))) { store.set({ lang: currentLanguage() }); break; }
        const focused = document.activeElement?.id ?? '';
        const menuOpen = byId('settings-menu')?.open ?? false;
        const body = pristine.cloneNode(true);
        body.querySelector('#link-notes').replaceWith(byId('link-notes'));
        for (const name of ['model', 'ready']) if (document.body.dataset[name]) body.dataset[name] = document.body.dataset[name];
        document.body.replaceWith(body);
        fillPageText(body);
        if (engineStarted) byId('loading').hidden = true;
        byId('settings-menu').open = menuOpen;
        lesson = createLesson(byId('lesson-panel'), { store, start: address, opener: byId('lesson-start') });
        viewsReady = Promise.resolve(createViews({ store, engine, lesson }));
        await update();
        if (focused) byId(focused)?.focus();
      }
    } finally {
      relabelling = false;
    }
  }
}

start();
