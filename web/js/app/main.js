// Wires the page: URL -> state -> one analysis from the core -> every view. Views only draw.
import { defaults, addressHash } from '../state/state.js';
import { createLinkedStore } from '../state/link.js';
import { loadEngine, SUPERSEDED } from '../engine/engine.js';
import { setSequentialMap } from '../colour/scales.js';
import { EXAMPLES } from '../content/examples.js';
import { EXPLANATIONS } from '../content/explanations.js';
import { QUESTIONS } from '../content/questions.js';
import { createDisplaySettings, applyStoredTheme } from '../views/page/display-settings.js';
import { createSentenceInput } from '../views/input/sentence-input.js';
import { createTokenChips } from '../views/input/token-chips.js';
import { createOrderControls } from '../views/input/order-controls.js';
import { createSchemePicker } from '../views/input/scheme-picker.js';
import { createModelChoice } from '../views/input/model-choice.js';
import { createEquivarianceBadge } from '../views/input/equivariance-badge.js';
import { createAnalysisProblem } from '../views/input/analysis-problem.js';
import { createPanelTabs } from '../views/page/panel-tabs.js';
import { createSchemeSections } from '../views/page/scheme-sections.js';
import { createExplanation } from '../views/shared/explanation-card.js';
import { gridsMoved, gridsSettled } from '../views/shared/heatmap.js';
import { createPredictReveal } from '../views/shared/predict-reveal.js';
import { createAttentionCompare } from '../views/compare/attention-compare.js';
import { createAlignedWeights } from '../views/compare/aligned-weights.js';
import { createHeadGrid } from '../views/heads/head-grid.js';
import { createHeadArcs } from '../views/heads/head-arcs.js';
import { createModelSettings } from '../views/page/model-settings.js';
import { createPositionEncoding } from '../views/position/position-encoding.js';
import { createPositionSimilarity } from '../views/position/position-similarity.js';
import { createPositionBias } from '../views/position/position-bias.js';
import { createScoreDecomposition } from '../views/position/score-decomposition.js';
import { createShiftTest } from '../views/position/shift-test.js';
import { createOutputRows } from '../views/outputs/output-rows.js';
import { createOutputDisplacement } from '../views/outputs/output-displacement.js';
import { createWalkthrough } from '../views/walkthrough/walkthrough.js';
import { createEmbedLayout, shownPanel } from '../views/page/embed-layout.js';
import { createEmbedDialog } from '../views/page/embed-dialog.js';
import { reportHeightToParent } from '../lms/frame-height.js';
import { createLesson } from '../views/lesson/lesson.js';
import { createSettingsMenu } from '../views/page/settings-menu.js';
import { firstTokensOffer } from '../engine/first-tokens.js';
import { lazyView } from './lazy-view.js';
import { errorText } from '../text/en/errors.js';
import { classicScript } from './classic-script.js';
import { useLanguage } from '../text/messages.js';
import { fillPageText } from '../text/page-text.js';
import { t } from '../text/en/app.js';
import { createTrainedModelNote } from '../views/train/trained-model-note.js';
import { countOf } from '../util/format.js';
import { createLmsLink } from '../lms/detect.js';

const byId = (id) => document.getElementById(id);
const TASK_BUDGET_MS = 40;  // drawing yields to the browser after this long in one task
// ...except the first view, which nobody can interact with before it is there: each yield lets the
// browser style, lay out and paint a half-drawn page, which delayed the default first view. A
// 64-token link still yields, after this long.
const FIRST_VIEW_BUDGET_MS = 250;

// Notes about a link that could not be followed exactly; they stay until the next link is read.
let notes = [];
function showNotes(list) {
  notes = list;
  const box = byId('link-notes');
  box.replaceChildren(...notes.map((note) => Object.assign(document.createElement('li'), { textContent: note })));
  box.hidden = notes.length === 0;
}

// A view that draws only while its panel is open (a switch of panel redraws it), so typing
// does not redraw every hidden heatmap.
function onPanel(panel, view) {
  return { ...view, render: (result, state) => (state.panel === panel ? view.render(result, state) : undefined) };
}

// A panel's views, made the first time the panel opens: a first visit builds only the open panel's
// figures (each heatmap's canvas, table and export menu), not every panel's. They draw only while
// their panel is open; drawing them is a step each (drawViews).
function panelViews(panel, make) {
  let made = null;
  const views = () => (made ??= make());
  return {
    ready: (state) => { if (state.panel === panel) views(); },
    sync: (state) => made?.forEach((view) => view.sync?.(state)),
    render: (result, state) => (state.panel === panel ? views().map((view) => () => view.render(result, state)) : undefined),
  };
}

const explain = (id, pick) => createExplanation(byId(id), pick);
// A view of what only the seeded model computes (the position view, the score's terms, the shift
// test): with the English models it draws nothing, and its block is hidden (english-panel.js).
const seededOnly = (view) => ({ ...view, render: (result, state) => (state.model === 'english' ? undefined : view.render(result, state)) });
const fixed = (entry) => () => entry;

// The Heads, Position and Outputs panels' explanations are a script of their own
// (panel-explanations.js), added the first time one of those panels opens: a first visit does not
// download them. Until it is there (or when it cannot load) an explanation says so.
const PANELS_WITH_OWN_TEXTS = ['heads', 'explorer', 'outputs'];
let panelExplanations = null;
let panelTextsProblem = 'The explanations are still loading.';
const panelTexts = {
  ready: (state) => (panelExplanations || !PANELS_WITH_OWN_TEXTS.includes(state.panel) ? undefined
    : classicScript('panel-explanations.js', 'posattnPanelExplanations', 'The panels\' explanations').then(
      (texts) => { panelExplanations = texts; },
      (error) => { panelTextsProblem = `This part of the page could not load: ${error.message}`; })),
  render: () => {},  // it draws nothing itself
};
const panelText = (pick) => (state) => (panelExplanations ? pick(panelExplanations, state)
  : { title: 'Explanation', paragraphs: [panelTextsProblem] });

// Loads the language a link asks for (text/messages.js); English needs nothing. If its script cannot
// load, the page stays in English and says so.
async function chooseLanguage(lang) {
  if (lang === 'en') return;
  try {
    await useLanguage(lang, (code) => classicScript(`locale-${code}.js`, `posattnLocale_${code.replace('-', '_')}`));
    document.documentElement.lang = lang;
    fillPageText();
  } catch (error) {
    showNotes([t('app.languageFailed', { lang, reason: error.message })]);
  }
}

async function start() {
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
    byId('loading').textContent = `The attention engine could not start: ${error.message}`;
  });

  const address = addressHash(location.search, location.hash);  // before the store rewrites it
  let linkUnchecked = true;  // a link was just read and has not yet been shown
  let followedNearest = false;  // this link's settings were refused and the nearest ones followed
  let shownOnce = false;
  let latestUpdate = 0;  // the newest update's number: an older one still running stops
  let drawnPanel = null;  // the panel the latest draw was for
  const store = createLinkedStore({
    onNotes: (list) => { showNotes(list); linkUnchecked = true; followedNearest = false; },
    onChange: () => update(),
  });
  const lesson = createLesson(byId('lesson-panel'), { store, start: address, opener: byId('lesson-start') });
  // The first update asks the core for the first view's numbers before the views are built, and
  // this task then ends: a message posted to a worker reaches it only once the posting task is over
  // (Chromium), so asked in the same task as the building, the worker would sit idle
  // until the building was done. The update draws once both are there.
  let viewsBuilt;
  const viewsReady = new Promise((resolve) => { viewsBuilt = resolve; });
  lesson.begin({ firstVisit: address === '' && window.self === window.top });
  update();
  await new Promise((resolve) => { setTimeout(resolve, 0); });
  // A language other than English (lang= in the link) is loaded before any view sets a text.
  await chooseLanguage(store.get().lang);

  const question = (root, id) => createPredictReveal(byId(root), { store, id, question: QUESTIONS[id] });
  const sentence = createSentenceInput(byId('sentence-panel'), { store, examples: EXAMPLES });
  const problem = createAnalysisProblem(byId('problem-panel'));
  const panels = [...document.querySelectorAll('.panel')].map((node) => ({
    name: node.id.replace('panel-', ''), label: node.dataset.tabLabel, short: node.dataset.tabShort, node }));
  const views = [
    createEmbedLayout(byId('embed-bar')),
    createSettingsMenu(byId('settings-menu')),
    lesson,
    explain('explain-settings', fixed(EXPLANATIONS.settings)),
    createModelSettings(byId('settings-panel'), { store }),
    createEmbedDialog(byId('embed-panel'), { store }),
    sentence,
    createDisplaySettings(byId('display-panel'), { store }),
    createModelChoice(byId('model-panel'), { store }),
    createSchemePicker(byId('scheme-panel'), { store }),
    // The English models' panel (layer, unknown words, fill the blank): its own script, added the
    // first time model=english is chosen; it stays to hide itself when the seeded model returns.
    lazyView(byId('english-panel'), {
      load: () => classicScript('english-panel.js', 'posattnEnglishPanel', 'The English model\'s panel'),
      create: ({ createEnglishPanel }) => createEnglishPanel(byId('english-panel'), { store, engine }),
      needed: (state) => state.model === 'english',
    }),
    createOrderControls(byId('order-panel'), { store }),
    createTokenChips(byId('token-panel'), { store }),
    createEquivarianceBadge(byId('badge-panel')),
    createPanelTabs(byId('tab-bar'), { store, panels }),
    createSchemeSections(document),
    panelTexts,
    panelViews('compare', () => [
      explain('explain-compare', fixed(EXPLANATIONS.compare)),
      createAttentionCompare(byId('compare-panel'), { store }),
      explain('explain-aligned', fixed(EXPLANATIONS.aligned)),
      createAlignedWeights(byId('aligned-panel')),
      question('questions-compare', 'shuffleWithoutPosition'),
      question('questions-compare', 'causalMaskLeaks'),
    ]),
    panelViews('heads', () => [
      explain('explain-heads', panelText((t) => t.heads)),
      createHeadGrid(byId('head-grid-panel'), { store }),
      explain('explain-arcs', panelText((t) => t.arcs)),
      createHeadArcs(byId('arcs-panel'), { store }),
    ]),
    panelViews('explorer', () => [
      seededOnly(explain('explain-scheme', panelText((t, state) => t.schemes[state.scheme]))),
      seededOnly(createPositionEncoding(byId('encoding-panel'), { store })),
      seededOnly(explain('explain-similarity', panelText((t) => t.similarity))),
      seededOnly(createPositionSimilarity(byId('similarity-panel'))),
      explain('explain-bias', panelText((t) => t.bias)),
      createPositionBias(byId('bias-panel')),
      seededOnly(explain('explain-decomposition', panelText((t, state) => (state.scheme === 'rope' ? t.decompositionRope : t.decomposition)))),
      seededOnly(createScoreDecomposition(byId('decomposition-panel'))),
      seededOnly(explain('explain-shift', panelText((t) => t.shift))),
      seededOnly(createShiftTest(byId('shift-panel'))),
      seededOnly(question('questions-explorer', 'ropeShift')),
      seededOnly(question('questions-explorer', 'alibiReversal')),
    ]),
    panelViews('outputs', () => [
      explain('explain-outputs', panelText((t) => t.outputs)),
      createOutputRows(byId('output-panel')),
      explain('explain-displacement', panelText((t) => t.displacement)),
      createOutputDisplacement(byId('displacement-panel')),
    ]),
    // The walkthrough's texts and the Train panel are scripts of their own, added the first time
    // their panel opens (lazy-view.js): a first visit does not download them.
    lazyView(byId('walkthrough-panel'), {
      // (It also lists the cricket example's phases, which the core sends once it has started.)
      load: () => Promise.all([classicScript('walkthrough-texts.js', 'posattnWalkthroughTexts', 'The walkthrough\'s texts'),
        engine.loadCricket()]).then(([texts]) => texts),
      create: (texts) => onPanel('walkthrough', createWalkthrough(byId('walkthrough-panel'), { store, cricket: (phase) => engine.cricket(phase), texts })),
      needed: (state) => state.panel === 'walkthrough',
    }),
    lazyView(byId('train-panel'), {
      load: () => classicScript('train-panel.js', 'posattnTrainPanel', 'The Train panel'),
      create: ({ createTrainPanel }) => createTrainPanel(byId('train-panel'), { store }),
      needed: (state) => state.panel === 'train',
    }),
    createTrainedModelNote(byId('trained-note'), {
      loadAnswerer: () => classicScript('train-panel.js', 'posattnTrainPanel', 'The Train panel').then(({ createAnswerer }) => createAnswerer()),
    }),
    createLmsLink({ store }),  // reports the lesson to a SCORM LMS, when one launched the page
  ];

  // On arrival, a link whose sentence the core cannot read falls back to the default sentence, with
  // a note, instead of leaving an empty page. Later, a refused sentence shows its message beside the
  // box and the last good view stays.
  function fallBackToDefaultSentence(message) {
    showNotes([...notes, `The link's sentence cannot be shown: ${message} Showing the default sentence instead.`]);
    store.set({ text: defaults().text });
  }

  // A stored trained model the core's reader refuses (docs/api.md, "Model files") still gives a
  // first view: the seeded model, with a note of what was refused and why.
  function fallBackToSeededModel(message) {
    showNotes([...notes, `The trained model kept in this browser cannot be used: ${message} Showing the seeded model instead.`]);
    store.set({ useTrained: false });
  }

  // A link whose settings the core refuses is drawn with the nearest settings the core runs (the
  // core chooses them: result.nearest, docs/api.md), with a note of what changed and why: on
  // arrival, and for an address the reader edits later (else the panel it opens stays empty).
  function fallBackToNearestSettings(nearest) {
    followedNearest = true;
    showNotes([...notes, ...nearest.notes.map((note) => `The link's settings cannot run as they are. ${errorText(note)}`)]);
    store.set(nearest.settings);
  }

  // Views draw in order; when one task has drawn for TASK_BUDGET_MS the rest wait for the next task,
  // so opening a panel of large grids never blocks typing for long. A view of several grids hands
  // back the rest of its drawing as steps, one grid each, so it can be split too. A newer update
  // that began meanwhile stops this one (it draws everything again). Resolves true when all drew.
  async function drawViews(result, state, stale) {
    let began = performance.now();
    // False when a newer update began while this one let the browser in.
    const letBrowserInIfLong = async () => {
      if (performance.now() - began <= (shownOnce ? TASK_BUDGET_MS : FIRST_VIEW_BUDGET_MS)) return true;
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (stale()) return false;
      began = performance.now();
      setSequentialMap(state.colours);  // the theme may have changed meanwhile
      return true;
    };
    setSequentialMap(state.colours);
    // A step may hand back more steps (a view its grids, a panel its views), each a step of its own.
    async function run(steps) {
      for (const step of steps) {
        if (!(await letBrowserInIfLong())) return false;
        const more = step();
        if (Array.isArray(more) && !(await run(more))) return false;
      }
      return true;
    }
    if (!(await run(views.map((view) => () => view.render(result, state))))) return false;
    document.body.dataset.ready = 'true';
    return true;
  }

  // Each update asks the core (in its worker) and draws when the answer comes, unless a newer update
  // began meanwhile: a stale answer is never drawn. body[data-busy] is set while an answer is due.
  async function update() {
    const state = store.get();
    if (shownPanel(state) !== state.panel) {  // the embedding page hid this panel: open one it shows
      store.set({ panel: shownPanel(state) });
      return;
    }
    const mine = ++latestUpdate;
    const stale = () => mine !== latestUpdate;
    document.body.dataset.busy = 'true';
    // The core starts at once, while views are still being built or their scripts load. (Not
    // awaited when this update turns stale: a rejection must not go unhandled then.)
    const asked = engine.analyze(state);
    asked.catch(() => {});
    try {
      await viewsReady;
      // A view whose script loads on demand (lazy-view.js) is there before this state is drawn.
      await Promise.all(views.map((view) => view.ready?.(state)));
      if (stale()) return;
      // Controls follow the state even when the core refuses it, so the page always shows the URL.
      for (const view of views) view.sync?.(state);
      const answer = await asked;
      if (answer === SUPERSEDED || stale()) return;
      showViews();
      const { tokenized, order, result } = answer;
      if (!tokenized.ok) {
        if (!shownOnce) { fallBackToDefaultSentence(errorText(tokenized.error)); return; }
        const offer = await firstTokensOffer(engine, state.text);
        if (!stale()) sentence.showProblem(errorText(tokenized.error), offer);
        return;
      }
      sentence.showProblem('');
      if (!order) {  // a hand-made order no longer fits the sentence: start from the original one
        if (linkUnchecked) showNotes([...notes, `The link's order has ${countOf(state.order.length, 'position')} but its sentence has ${countOf(tokenized.tokens.length, 'token')}; showing the original order instead.`]);
        store.set({ order: 'original' });
        return;
      }
      // Settings the reader set in the controls that the core cannot run together stay there, with
      // the core's message: the reader fixes them there (views.test.mjs). A link's are followed.
      if (!result.ok && linkUnchecked && result.nearest && !followedNearest) { fallBackToNearestSettings(result.nearest); return; }
      if (!result.ok && result.refusedModel && !shownOnce) { fallBackToSeededModel(errorText(result.error)); return; }
      if (!result.ok && result.englishUnavailable) {  // a model file missing or refused: the seeded view, with a note
        showNotes([...notes, `The English model cannot be used: ${errorText(result.error)} Showing the seeded model instead.`]);
        store.set({ model: 'seeded' });
        return;
      }
      if (!result.ok) { problem.show(errorText(result.error)); return; }
      problem.show('');
      if (state.panel !== drawnPanel) gridsMoved();
      drawnPanel = state.panel;
      const drawn = !stale() && (await drawViews(result, state, stale));
      gridsSettled();
      if (!drawn) return;
      if (!shownOnce) setTimeout(() => engine.loadCricket(), 0);  // ready before the walkthrough opens
      shownOnce = true;
      linkUnchecked = false;
    } catch (error) {
      // Never a frozen or blank page: keep the last good view and say what happened (an engine that
      // cannot start at all is reported by the loading line).
      if (!stale() && !engineFailed) sentence.showProblem(`Something went wrong (${error.message}).`, null, shownOnce);
    } finally {
      if (!stale()) {
        showViews();
        delete document.body.dataset.busy;
      }
    }
  }

  viewsBuilt();
}

start();
