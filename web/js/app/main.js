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
import { currentLanguage, preferredLanguage } from '../text/messages.js';
import { classicScript } from '../util/classic-script.js';
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
  // The views are out of the layout until the first analysis is answered (main[data-waiting] in
  // app.css), or the page has nothing to draw: then they are shown as they are.
  const showViews = () => { delete byId('main').dataset.waiting; };
  engine.started.then(() => { byId('loading').hidden = true; }, (error) => {
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
  if (!new URLSearchParams(address.replace(/^[#?]/, '')).has('lang')) store.set({ lang: preferredLanguage(navigator.languages ?? []) });
  // The first update asks the core for the first view's numbers before the views are built, and
  // this task then ends: a message posted to a worker reaches it only once the posting task is over
  // (Chromium), so asked in the same task as the building, the worker would sit idle
  // until the building was done. The update draws once both are there.
  let viewsBuilt;
  let viewsReady = new Promise((resolve) => { viewsBuilt = resolve; });
  const update = createUpdate({ store, engine, rules, viewsReady: () => viewsReady, engineFailed: () => engineFailed, showViews });
  let started = false;  // the views are built in the link's language
  let relabel = null;
  store.subscribe(() => (started && store.get().lang !== currentLanguage() ? relabel() : update()));
  // The page's build: what its views and lesson card listen to beyond their own nodes (the store,
  // the document) they leave once it aborts, when another language builds the page again.
  let build = new AbortController();
  const lesson = createLesson(byId('lesson-panel'), { store, start: address, opener: byId('lesson-start'), signal: build.signal });
  lesson.begin({ firstVisit: address === '' && window.self === window.top });
  update();
  await new Promise((resolve) => { setTimeout(resolve, 0); });
  // A language other than English is loaded before any view sets a text, by the script that also
  // switches languages (entries/language-switch.js): a first visit in English needs neither.
  const languageScript = () => classicScript('language-switch.js', 'posattnLanguageSwitch', 'language');
  // The language menu comes with that script, the first time Settings opens (language-switch.js).
  byId('settings-menu').addEventListener('toggle', () => languageScript().then(({ languageMenu }) => languageMenu(byId('display-panel'), store), () => {}), { once: true });
  if (store.get().lang !== 'en') {
    // A plain visit draws with the first part of the catalogue (scripts/bundle.mjs); a link that
    // names more than the language may show any message, so it waits for the whole.
    const whole = [...new URLSearchParams(address.replace(/^[#?]/, '')).keys()].some((name) => name !== 'lang');
    const redraw = () => { notes.redraw(); update(); };
    const chosen = await languageScript().then(({ chooseLanguage }) => chooseLanguage(store.get().lang, notes, { whole, redraw }), (error) => {
      notes.show([{ id: 'app.languageFailed', args: { lang: store.get().lang, reason: error.message } }]);
      return false;
    });
    if (!chosen) store.set({ lang: currentLanguage() });
  }
  viewsBuilt(createViews({ store, engine, lesson, signal: build.signal }));

  // Another language chosen (the Settings menu, Back, an edited link): the page is built again in
  // it by a script of its own (entries/language-switch.js, added at the first switch), with the same
  // store and the same core.
  let switching = null;
  relabel = () => {
    switching ??= languageScript()
      .then(({ followLanguage }) => followLanguage({ pristine, store, engine, notes, address, update, createLesson, createViews,
        rebuild: () => { build.abort(); build = new AbortController(); return build.signal; },
        useViews: (views) => { viewsReady = Promise.resolve(views); } }))
      .catch(() => store.set({ lang: currentLanguage() }))
      .finally(() => { switching = null; });
  };
  started = true;
}

start();
