// Wires the page: URL -> state -> one analysis from the core -> every view. Views only draw.
import { parseHash, toHash, createStore } from './state.js';
import { loadEngine } from './engine.js';
import { EXPLANATIONS } from './content/explanations.js';
import { QUESTIONS } from './content/questions.js';
import { createSentenceInput } from './views/sentence-input.js';
import { createTokenChips } from './views/token-chips.js';
import { createOrderControls } from './views/order-controls.js';
import { createSchemePicker } from './views/scheme-picker.js';
import { createEquivarianceBadge } from './views/equivariance-badge.js';
import { createAnalysisProblem } from './views/analysis-problem.js';
import { createPanelTabs } from './views/panel-tabs.js';
import { createSchemeSections } from './views/scheme-sections.js';
import { createExplanation } from './views/explanation.js';
import { createPredictReveal } from './views/predict-reveal.js';
import { createAttentionCompare } from './views/attention-compare.js';
import { createAlignedWeights } from './views/aligned-weights.js';
import { createHeadGrid } from './views/head-grid.js';
import { createHeadArcs } from './views/head-arcs.js';
import { createModelSettings } from './views/model-settings.js';
import { createPositionEncoding } from './views/position-encoding.js';
import { createPositionSimilarity } from './views/position-similarity.js';
import { createPositionBias } from './views/position-bias.js';
import { createScoreDecomposition } from './views/score-decomposition.js';
import { createShiftTest } from './views/shift-test.js';
import { createOutputRows } from './views/output-rows.js';
import { createOutputDisplacement } from './views/output-displacement.js';
import { createWalkthrough } from './views/walkthrough.js';

const byId = (id) => document.getElementById(id);

function showNotes(notes) {
  const box = byId('link-notes');
  box.replaceChildren(...notes.map((note) => Object.assign(document.createElement('li'), { textContent: note })));
  box.hidden = notes.length === 0;
}

// A view that draws only while its panel is open (a switch of panel redraws it), so typing
// does not redraw every hidden heatmap.
function onPanel(panel, view) {
  return { ...view, render: (result, state) => { if (state.panel === panel) view.render(result, state); } };
}

const explain = (id, pick) => createExplanation(byId(id), pick);
const fixed = (entry) => () => entry;

async function start() {
  const { state: initial, notes } = parseHash(location.hash);
  showNotes(notes);
  let engine;
  try {
    engine = await loadEngine();
  } catch (error) {
    byId('loading').textContent = `The attention engine could not start: ${error.message}`;
    return;
  }
  byId('loading').hidden = true;

  const store = createStore(initial, (state) => {
    history.replaceState(null, '', toHash(state) || `${location.pathname}${location.search}`);
    update();
  });
  const question = (root, id) => createPredictReveal(byId(root), { store, id, question: QUESTIONS[id] });
  const sentence = createSentenceInput(byId('sentence-panel'), { store });
  const problem = createAnalysisProblem(byId('problem-panel'));
  const panels = [...document.querySelectorAll('.panel')].map((node) => ({
    name: node.id.replace('panel-', ''), label: node.dataset.tabLabel, node }));
  const views = [
    sentence,
    createSchemePicker(byId('scheme-panel'), { store }),
    createOrderControls(byId('order-panel'), { store }),
    createTokenChips(byId('token-panel')),
    createEquivarianceBadge(byId('badge-panel')),
    createPanelTabs(byId('tab-bar'), { store, panels }),
    createSchemeSections(document),
    ...[
      explain('explain-compare', fixed(EXPLANATIONS.compare)),
      createAttentionCompare(byId('compare-panel'), { store }),
      explain('explain-aligned', fixed(EXPLANATIONS.aligned)),
      createAlignedWeights(byId('aligned-panel')),
      question('questions-compare', 'shuffleWithoutPosition'),
      question('questions-compare', 'causalMaskLeaks'),
    ].map((view) => onPanel('compare', view)),
    ...[
      explain('explain-heads', fixed(EXPLANATIONS.heads)),
      createHeadGrid(byId('head-grid-panel'), { store }),
      explain('explain-arcs', fixed(EXPLANATIONS.arcs)),
      createHeadArcs(byId('arcs-panel'), { store }),
    ].map((view) => onPanel('heads', view)),
    ...[
      explain('explain-settings', fixed(EXPLANATIONS.settings)),
      createModelSettings(byId('settings-panel'), { store }),
      explain('explain-scheme', (state) => EXPLANATIONS.schemes[state.scheme]),
      createPositionEncoding(byId('encoding-panel'), { store }),
      explain('explain-similarity', fixed(EXPLANATIONS.similarity)),
      createPositionSimilarity(byId('similarity-panel')),
      explain('explain-bias', fixed(EXPLANATIONS.bias)),
      createPositionBias(byId('bias-panel')),
      explain('explain-decomposition', (state) => (state.scheme === 'rope' ? EXPLANATIONS.decompositionRope : EXPLANATIONS.decomposition)),
      createScoreDecomposition(byId('decomposition-panel')),
      explain('explain-shift', fixed(EXPLANATIONS.shift)),
      createShiftTest(byId('shift-panel')),
      question('questions-explorer', 'ropeShift'),
      question('questions-explorer', 'alibiReversal'),
    ].map((view) => onPanel('explorer', view)),
    ...[
      explain('explain-outputs', fixed(EXPLANATIONS.outputs)),
      createOutputRows(byId('output-panel')),
      explain('explain-displacement', fixed(EXPLANATIONS.displacement)),
      createOutputDisplacement(byId('displacement-panel')),
    ].map((view) => onPanel('outputs', view)),
    onPanel('walkthrough', createWalkthrough(byId('walkthrough-panel'), { store, cricket: engine.cricket })),
  ];

  function update() {
    const state = store.get();
    try {
      // Controls follow the state even when the core refuses it, so the page always shows the URL.
      for (const view of views) view.sync?.(state);
      const tokenized = engine.tokenize(state.text);
      if (!tokenized.ok) { sentence.showProblem(tokenized.error); return; }
      sentence.showProblem('');
      let order = engine.resolveOrder(state, tokenized.tokens.length);
      if (!order) {  // a hand-made order no longer fits the sentence: start from the original one
        store.set({ order: 'original' });
        return;
      }
      const result = engine.analyze(state, order);
      if (!result.ok) { problem.show(result.error); return; }
      problem.show('');
      for (const view of views) view.render(result, state);
      document.body.dataset.ready = 'true';
    } catch (error) {
      // Never a frozen or blank page: keep the last good view and say what happened.
      sentence.showProblem(`Something went wrong (${error.message}).`);
    }
  }

  window.addEventListener('hashchange', () => {
    const parsed = parseHash(location.hash);
    showNotes(parsed.notes);
    store.set(parsed.state);
  });
  update();
}

start();
