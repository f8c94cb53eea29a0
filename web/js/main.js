// Wires the page: URL -> state -> one analysis from the core -> every view. Views only draw.
import { parseHash, toHash, createStore } from './state.js';
import { loadEngine } from './engine.js';
import { createSentenceInput } from './views/sentence-input.js';
import { createTokenChips } from './views/token-chips.js';
import { createOrderControls } from './views/order-controls.js';
import { createSchemePicker } from './views/scheme-picker.js';
import { createEquivarianceBadge } from './views/equivariance-badge.js';
import { createAttentionCompare } from './views/attention-compare.js';
import { createOutputRows } from './views/output-rows.js';
import { createWalkthrough } from './views/walkthrough.js';

const byId = (id) => document.getElementById(id);

function showNotes(notes) {
  const box = byId('link-notes');
  box.replaceChildren(...notes.map((note) => Object.assign(document.createElement('li'), { textContent: note })));
  box.hidden = notes.length === 0;
}

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
  const sentence = createSentenceInput(byId('sentence-panel'), { store });
  const views = [
    sentence,
    createSchemePicker(byId('scheme-panel'), { store }),
    createOrderControls(byId('order-panel'), { store }),
    createTokenChips(byId('token-panel')),
    createEquivarianceBadge(byId('badge-panel')),
    createAttentionCompare(byId('compare-panel'), { store }),
    createOutputRows(byId('output-panel')),
    createWalkthrough(byId('walkthrough-panel'), { store, cricket: engine.cricket }),
  ];

  function update() {
    const state = store.get();
    try {
      const tokenized = engine.tokenize(state.text);
      if (!tokenized.ok) { sentence.showProblem(tokenized.error); return; }
      let order = engine.resolveOrder(state, tokenized.tokens.length);
      if (!order) {  // a hand-made order no longer fits the sentence: start from the original one
        store.set({ order: 'original' });
        return;
      }
      const result = engine.analyze(state, order);
      if (!result.ok) { sentence.showProblem(result.error); return; }
      sentence.showProblem('');
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
