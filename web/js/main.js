// Wires the page: URL -> state -> one analysis from the core -> every view. Views only draw.
import { defaults } from './state.js';
import { createLinkedStore } from './link.js';
import { loadEngine } from './engine.js';
import { setSequentialMap } from './colormap.js';
import { EXAMPLES } from './content/examples.js';
import { createDisplaySettings } from './views/display-settings.js';
import { createSentenceInput } from './views/sentence-input.js';
import { createTokenChips } from './views/token-chips.js';
import { createOrderControls } from './views/order-controls.js';
import { createSchemePicker } from './views/scheme-picker.js';
import { createEquivarianceBadge } from './views/equivariance-badge.js';
import { createAttentionCompare } from './views/attention-compare.js';
import { createOutputRows } from './views/output-rows.js';

const byId = (id) => document.getElementById(id);

// Notes about a link that could not be followed exactly; they stay until the next link is read.
let notes = [];
function showNotes(list) {
  notes = list;
  const box = byId('link-notes');
  box.replaceChildren(...notes.map((note) => Object.assign(document.createElement('li'), { textContent: note })));
  box.hidden = notes.length === 0;
}

async function start() {
  let engine;
  try {
    engine = await loadEngine();
  } catch (error) {
    byId('loading').textContent = `The attention engine could not start: ${error.message}`;
    return;
  }
  byId('loading').hidden = true;

  let linkUnchecked = true;  // a link was just read and has not yet been shown
  let shownOnce = false;
  const store = createLinkedStore({
    onNotes: (list) => { showNotes(list); linkUnchecked = true; },
    onChange: () => update(),
  });
  const sentence = createSentenceInput(byId('sentence-panel'), { store, examples: EXAMPLES });
  const views = [
    sentence,
    createDisplaySettings(byId('display-panel'), { store }),
    createSchemePicker(byId('scheme-panel'), { store }),
    createOrderControls(byId('order-panel'), { store }),
    createTokenChips(byId('token-panel'), { store }),
    createEquivarianceBadge(byId('badge-panel')),
    createAttentionCompare(byId('compare-panel'), { store }),
    createOutputRows(byId('output-panel')),
  ];

  // A sentence the core refuses: beside the box, keeping the last good view; a link's sentence that
  // cannot be shown at all on arrival falls back to the default one, with a note.
  function refuse(message) {
    if (shownOnce) { sentence.showProblem(message); return; }
    showNotes([...notes, `The link's sentence cannot be shown: ${message} Showing the default sentence instead.`]);
    store.set({ text: defaults().text });
  }

  function update() {
    const state = store.get();
    try {
      const tokenized = engine.tokenize(state.text);
      if (!tokenized.ok) { refuse(tokenized.error); return; }
      const count = tokenized.tokens.length;
      const order = engine.resolveOrder(state, count);
      if (!order) {  // a hand-made order no longer fits the sentence: start from the original one
        if (linkUnchecked) showNotes([...notes, `The link's order has ${state.order.length} positions but its sentence has ${count} tokens; showing the original order instead.`]);
        store.set({ order: 'original' });
        return;
      }
      const result = engine.analyze(state, order);
      if (!result.ok) { refuse(result.error); return; }
      sentence.showProblem('');
      setSequentialMap(state.colours);
      for (const view of views) view.render(result, state);
      shownOnce = true;
      linkUnchecked = false;
      document.body.dataset.ready = 'true';
    } catch (error) {
      // Never a frozen or blank page: keep the last good view and say what happened.
      sentence.showProblem(`Something went wrong (${error.message}).`);
    }
  }

  update();
}

start();
