// The Train panel: pick a task, schemes, the causal mask (off, on, or both side by side), heads,
// width and seeds, or one of three published results (one click); train them all (in a worker when
// the page can have one), watch loss and accuracy, stop and resume, then read the length curves,
// the table (mean and spread over the seeds) and what they show. Finished models are kept in
// localStorage; one switch shows them in the other panels. Its parts, one job each: the form
// (train-form.js), the run (train-run.js), the results (train-results.js) and the kept models
// (train-kept.js), the glossary of its words (train-glossary.js); this file puts them on the page
// and passes the worker's messages.
import { sharedTrainingClient } from '../../train/shared-client.js';
import { createTrainContext } from './train-context.js';
import { createTrainForm } from './train-form.js';
import { createTrainRun } from './train-run.js';
import { createTrainResults } from './train-results.js';
import { createKeptModels } from './train-kept.js';
import { createTrainGlossary } from './train-glossary.js';

export function createTrainPanel(root, { store }) {
  const context = createTrainContext();
  // The worker (and its copy of the module) starts the first time the panel is open, not on every
  // visit to the page.
  let client = null;
  const trainingClient = () => (client ??= sharedTrainingClient(onMessage));

  const kept = createKeptModels({ store, trainingClient });
  const results = createTrainResults({ context });
  let form = null;
  const run = createTrainRun({ root, trainingClient, results, onRunning: (running) => form?.setRunning(running),
    onDone: (finished) => { const problems = kept.keep(finished); kept.sync(store.get()); return problems; } });
  form = createTrainForm({ store, context, onPreset: (preset) => run.start(store.get(), preset) });
  run.onStart(() => run.start(store.get()));
  // The glossary first, under the panel's introduction, which uses its words.
  root.append(...createTrainGlossary().nodes, ...form.nodes, ...run.nodes, ...results.nodes, ...kept.nodes);

  function onMessage(message) {
    if (kept.handle(message)) return;
    if (message.type === 'tasks') { context.tasks = message.tasks; context.slopesByHeads = message.slopes ?? []; sync(store.get()); return; }
    if (message.type === 'predicted') return;
    run.handle(message);
  }

  function sync(state) {
    if (state.panel === 'train') trainingClient();
    form.sync(state);
    kept.sync(state);
    run.sync(state);
  }

  return { sync, render() {} };
}
