// The table of views: every part of the page that follows the state, in drawing order. Each view
// may have ready(state) (awaited before the state is drawn: a script that loads on demand), sync(state)
// (controls follow the state even when the core refuses it) and render(result, state) (it may hand
// back the rest of its drawing as steps: draw.js).
import { EXAMPLES } from '../content/examples.js';
import { languageExamples } from '../text/messages.js';
import { EXPLANATIONS } from '../content/explanations.js';
import { createDisplaySettings } from '../views/page/display-settings.js';
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
import { createAttentionCompare } from '../views/compare/attention-compare.js';
import { createAlignedWeights } from '../views/compare/aligned-weights.js';
import { createModelSettings } from '../views/page/model-settings.js';
import { createEmbedLayout } from '../views/page/embed-layout.js';
import { createEmbedDialog } from '../views/page/embed-dialog.js';
import { createSettingsMenu } from '../views/page/settings-menu.js';
import { createNarrowPlacement } from '../views/page/narrow-placement.js';
import { createTrainedModelNote } from '../views/train/trained-model-note.js';
import { createLmsLink } from '../lms/detect.js';
import { lazyView, laterView } from './lazy-view.js';
import { classicScript } from '../util/classic-script.js';
import { onPanel, panelViews, seededOnly } from './panel-views.js';
import { panelTexts, panelText, loadPanels } from './panel-texts.js';
const panelFactories = () => loadPanels().then((panels) => panels.views);

const byId = (id) => document.getElementById(id);
const explain = (id, pick) => createExplanation(byId(id), pick);
const fixed = (entry) => () => entry;

// Builds every view. lesson is made earlier (main.js: it may set the state before the first update);
// sentence and problem are also the update's own (update.js). signal: the page's build (main.js),
// aborted when another language builds the page again; views that listen beyond their own nodes
// (the document, the window, a media query) stop then.
export function createViews({ store, engine, lesson, signal }) {
  // The predict questions: a script of their own, added once the page has drawn (they stand below the fold).
  const question = (root, id) => laterView(byId(root), {
    load: () => classicScript('questions.js', 'posattnQuestions', 'questions'),
    create: ({ QUESTIONS, createPredictReveal }) => createPredictReveal(byId(root), { store, id, question: QUESTIONS[id] }),
  });
  const sentence = createSentenceInput(byId('sentence-panel'), { store, examples: [...languageExamples(), ...EXAMPLES] });
  const problem = createAnalysisProblem(byId('problem-panel'));
  const panels = [...document.querySelectorAll('.panel')].map((node) => ({
    name: node.id.replace('panel-', ''), label: node.dataset.tabLabel, short: node.dataset.tabShort, node }));
  const views = [
    createEmbedLayout(byId('embed-bar')),
    createSettingsMenu(byId('settings-menu'), { signal }),
    lesson,
    explain('explain-settings', fixed(EXPLANATIONS.settings)),
    createModelSettings(byId('settings-panel'), { store }),
    createEmbedDialog(byId('embed-panel'), { store, signal }),
    sentence,
    createDisplaySettings(byId('display-panel'), { store }),
    createModelChoice(byId('model-panel'), { store }),
    createSchemePicker(byId('scheme-panel'), { store }),
    // The English models' panel (layer, unknown words, fill the blank): its own script, added the
    // first time model=english is chosen; it stays to hide itself when the seeded model returns.
    lazyView(byId('english-panel'), {
      load: () => classicScript('english-panel.js', 'posattnEnglishPanel', 'englishPanel'),
      create: ({ createEnglishPanel }) => createEnglishPanel(byId('english-panel'), { store, engine }),
      needed: (state) => state.model === 'english',
    }),
    createOrderControls(byId('order-panel'), { store }),
    createTokenChips(byId('token-panel'), { store, signal }),
    // On one column: the chips, the English card and Fill the blank under the open panel's grids.
    createNarrowPlacement([byId('token-panel'), byId('english-panel'), byId('blank-panel')], { signal }),
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
    panelViews('heads', (v) => [
      explain('explain-heads', panelText((t) => t.heads)),
      v.createHeadGrid(byId('head-grid-panel'), { store }),
      explain('explain-arcs', panelText((t) => t.arcs)),
      v.createHeadArcs(byId('arcs-panel'), { store }),
    ], panelFactories),
    panelViews('position', (v) => [
      explain('explain-scheme', panelText((t, state) => t.schemes[state.scheme])),
      v.createPositionEncoding(byId('encoding-panel'), { store }),
      explain('explain-similarity', panelText((t) => t.similarity)),
      v.createPositionSimilarity(byId('similarity-panel')),
      explain('explain-bias', panelText((t) => t.bias)),
      v.createPositionBias(byId('bias-panel')),
      seededOnly(explain('explain-decomposition', panelText((t, state) => (state.scheme === 'rope' ? t.decompositionRope : t.decomposition)))),
      seededOnly(v.createScoreDecomposition(byId('decomposition-panel'))),
      seededOnly(explain('explain-shift', panelText((t) => t.shift))),
      seededOnly(v.createShiftTest(byId('shift-panel'))),
      seededOnly(question('questions-position', 'ropeShift')),
      seededOnly(question('questions-position', 'alibiReversal')),
    ], panelFactories),
    panelViews('outputs', (v) => [
      explain('explain-outputs', panelText((t) => t.outputs)),
      v.createOutputRows(byId('output-panel')),
      explain('explain-displacement', panelText((t) => t.displacement)),
      v.createOutputDisplacement(byId('displacement-panel')),
    ], panelFactories),
    // The walkthrough and the Train panel are scripts of their own, added the first time their
    // panel opens (lazy-view.js): a first visit does not download them.
    lazyView(byId('walkthrough-panel'), {
      // (It also lists the cricket example's phases, which the core sends once it has started.)
      load: () => Promise.all([classicScript('walkthrough.js', 'posattnWalkthrough', 'walkthroughTexts'),
        engine.loadCricket()]).then(([walkthrough]) => walkthrough),
      create: ({ createWalkthrough, texts }) => onPanel('walkthrough', createWalkthrough(byId('walkthrough-panel'), { store, cricket: (phase) => engine.cricket(phase), texts })),
      needed: (state) => state.panel === 'walkthrough',
    }),
    lazyView(byId('train-panel'), {
      load: () => classicScript('train-panel.js', 'posattnTrainPanel', 'trainPanel'),
      create: ({ createTrainPanel }) => createTrainPanel(byId('train-panel'), { store }),
      needed: (state) => state.panel === 'train',
    }),
    createTrainedModelNote(byId('trained-note'), {
      loadAnswerer: () => classicScript('train-panel.js', 'posattnTrainPanel', 'trainPanel').then(({ createAnswerer }) => createAnswerer()),
    }),
    createLmsLink({ store }),  // reports the lesson to a SCORM LMS, when one launched the page
  ];
  return { views, sentence, problem };
}
