// The Train panel: pick a task and schemes, train them side by side (in a worker when the page can
// have one), watch loss and accuracy, stop and resume, then read the length table and what it
// shows. Finished models are kept in localStorage; one switch shows them in the other panels.
import { element } from '../../dom.js';
import { SCHEMES, SCHEME_LABELS } from '../../schemes.js';
import { createTrainingClient } from '../../train/client.js';
import { drawChart, SCHEME_COLOURS } from '../../train/charts.js';
import { readingFor } from '../../train/reading.js';
import { saveModel, storedModels, loadModel } from '../../train/models.js';
import { createModelImport } from '../../train/import.js';

const TASK_LABELS = { 'who-did-it': 'Who did it ("the dog chased the cat" → dog)', 'previous-token': 'Previous token (name the word before each word)' };
const FACTORS = ['1×', '2×', '4×'];

export function createTrainPanel(root, { store }) {
  let tasks = [];
  let run = null;  // {task, schemes, steps, curves: {loss, accuracy}, status, table}

  const taskSelect = element('select', { attrs: { id: 'train-task' } });
  const seedInput = element('input', { attrs: { id: 'train-seed', type: 'number', min: '0', step: '1' } });
  const stepsInput = element('input', { attrs: { id: 'train-steps', type: 'number', min: '10', max: '5000', step: '10' } });
  const schemeBoxes = SCHEMES.map((scheme) => element('input', { attrs: { type: 'checkbox', id: `train-scheme-${scheme}`, value: scheme } }));
  const schemeField = element('fieldset', { className: 'train-schemes' }, [
    element('legend', { text: 'Schemes to train' }),
    ...schemeBoxes.map((box) => element('label', { attrs: { for: box.id } }, [box, document.createTextNode(` ${SCHEME_LABELS[box.value]}`)])),
  ]);
  const startButton = element('button', { text: 'Train', attrs: { type: 'button', id: 'train-start' } });
  const stopButton = element('button', { text: 'Stop', attrs: { type: 'button', id: 'train-stop', disabled: '' } });
  const resumeButton = element('button', { text: 'Resume', attrs: { type: 'button', id: 'train-resume', disabled: '' } });
  const progress = element('progress', { attrs: { id: 'train-progress', max: '1', value: '0', 'aria-label': 'Training progress' } });
  const status = element('p', { className: 'train-status', attrs: { id: 'train-status', role: 'status', 'aria-live': 'polite' } });
  const words = element('p', { className: 'train-words', attrs: { id: 'train-words' } });
  const lossChart = element('figure', { className: 'train-chart' });
  const accuracyChart = element('figure', { className: 'train-chart' });
  const lossSvg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const accuracySvg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  lossSvg.id = 'train-loss-chart';
  accuracySvg.id = 'train-accuracy-chart';
  lossChart.append(lossSvg, element('figcaption', { text: 'Training loss (cross-entropy) per step' }));
  accuracyChart.append(accuracySvg, element('figcaption', { text: 'Held-out accuracy at the training lengths' }));
  const legend = element('ul', { className: 'train-legend' });
  const tableBox = element('div', { attrs: { id: 'train-table', tabindex: '0', role: 'region', 'aria-label': 'Accuracy by sentence length (scrolls sideways on narrow screens)' } });
  const reading = element('ul', { className: 'train-reading', attrs: { id: 'train-reading' } });
  const useBox = element('input', { attrs: { type: 'checkbox', id: 'train-use' } });
  const useNote = element('p', { className: 'train-use-note', attrs: { id: 'train-use-note' } });
  const exportButton = element('button', { text: 'Export models (JSON)', attrs: { type: 'button', id: 'train-export' } });
  const importInput = element('input', { attrs: { type: 'file', id: 'train-import', accept: 'application/json,.json', multiple: '' } });
  const importNote = element('p', { attrs: { id: 'train-import-note', role: 'status' } });

  root.append(
    element('div', { className: 'train-controls' }, [
      element('div', { className: 'field' }, [element('label', { text: 'Task', attrs: { for: 'train-task' } }), taskSelect]),
      element('div', { className: 'field' }, [element('label', { text: 'Seed', attrs: { for: 'train-seed' } }), seedInput]),
      element('div', { className: 'field' }, [element('label', { text: 'Steps per scheme', attrs: { for: 'train-steps' } }), stepsInput]),
      schemeField,
    ]),
    words,
    element('div', { className: 'buttons train-buttons' }, [startButton, stopButton, resumeButton]),
    progress, status,
    element('div', { className: 'train-charts' }, [lossChart, accuracyChart]),
    legend,
    element('h3', { text: 'Accuracy by sentence length' }),
    tableBox,
    reading,
    element('h3', { text: 'Use the trained model' }),
    element('p', {}, [element('label', { attrs: { for: 'train-use' } }, [useBox, document.createTextNode(' Show the trained model in the other panels (for the scheme picked above the tabs)')])]),
    useNote,
    element('div', { className: 'buttons' }, [exportButton, element('label', { text: 'Import models: ', attrs: { for: 'train-import' } }), importInput]),
    importNote,
  );

  // The worker (and its copy of the module) starts the first time the panel is open, not on every
  // visit to the page.
  let client = null;
  function trainingClient() {
    if (!client) {
      client = createTrainingClient(onMessage);
      client.post({ type: 'tasks' });
    }
    return client;
  }

  function chosenSchemes() {
    return schemeBoxes.filter((box) => box.checked).map((box) => box.value);
  }

  function setRunning(running) {
    startButton.disabled = running;
    stopButton.disabled = !running;
    resumeButton.disabled = running || !run || Boolean(run.table);
    root.dataset.training = running ? 'running' : (run?.table ? 'done' : (run ? 'stopped' : 'idle'));
  }

  function drawCurves() {
    if (!run) return;
    drawChart(lossSvg, { curves: run.curves.loss, steps: run.steps, label: 'Training loss per scheme' });
    drawChart(accuracySvg, { curves: run.curves.accuracy, steps: run.steps, yMax: 1, label: 'Held-out accuracy per scheme' });
    legend.replaceChildren(...run.schemes.map((scheme) => {
      const swatch = element('span', { className: 'train-swatch', attrs: { 'data-scheme': scheme } });
      swatch.style.background = SCHEME_COLOURS[scheme];
      const points = run.curves.accuracy[scheme];
      const last = points.length ? ` ${Math.round(100 * points[points.length - 1][1])}%` : '';
      return element('li', {}, [swatch, document.createTextNode(` ${SCHEME_LABELS[scheme]}${last}`)]);
    }));
  }

  function drawTable() {
    if (!run?.table) { tableBox.replaceChildren(element('p', { className: 'muted', text: 'The table appears when training finishes.' })); reading.replaceChildren(); return; }
    const head = element('tr', {}, [element('th', { text: 'scheme', attrs: { scope: 'col' } }),
      ...FACTORS.map((f) => element('th', { text: `${f} length`, attrs: { scope: 'col' } }))]);
    const rows = run.results.map(({ scheme, accuracy }) => element('tr', { attrs: { 'data-scheme': scheme } }, [
      element('th', { text: SCHEME_LABELS[scheme], attrs: { scope: 'row' } }),
      ...accuracy.map((a) => element('td', { text: `${(100 * a).toFixed(1)}%` })),
    ]));
    const range = tasks.find((t) => t.name === run.task)?.trainLengths;
    const caption = range ? `Held-out accuracy; trained on ${range[0]}–${range[1]} tokens, tested also at ${2 * range[0]}–${2 * range[1]} and ${4 * range[0]}–${4 * range[1]}.` : 'Held-out accuracy.';
    tableBox.replaceChildren(element('table', { className: 'train-table' }, [element('caption', { text: caption }), element('thead', {}, [head]), element('tbody', {}, rows)]));
    reading.replaceChildren(...readingFor({ task: run.task, table: run.table, causal: false }).map((text) => element('li', { text })));
  }

  const modelImport = createModelImport(trainingClient);

  function onMessage(message) {
    if (modelImport.handle(message)) return;
    if (message.type === 'tasks') { tasks = message.tasks; syncWords(store.get()); return; }
    if (message.type === 'error') { status.textContent = message.message; setRunning(false); return; }
    if (!run) return;
    if (message.type === 'progress') {
      run.curves.loss[message.scheme].push([message.step, message.loss]);
      run.curves.accuracy[message.scheme].push([message.step, message.accuracy]);
      progress.value = message.done / message.total;
      status.textContent = `Training ${client.mode === 'worker' ? 'in a worker' : 'on the page thread'}: ${message.done} of ${message.total} steps.`;
      drawCurves();
    } else if (message.type === 'stopped') {
      status.textContent = `Stopped after ${Math.round(progress.value * 100)}% of the steps. Resume continues where it stopped.`;
      setRunning(false);
    } else if (message.type === 'done') {
      run.results = message.results;
      run.table = Object.fromEntries(message.results.map((r) => [r.scheme, r.accuracy]));
      const problems = message.results.map((r) => saveModel(r.model)).filter(Boolean);
      progress.value = 1;
      status.textContent = `Done: ${run.steps} steps for each scheme, trained ${client.mode === 'worker' ? 'in a worker' : 'on the page thread'}. ${problems[0] ?? 'The models are kept in this browser.'}`;
      setRunning(false);
      drawTable();
      syncUse(store.get());
    }
  }

  startButton.addEventListener('click', () => {
    const state = store.get();
    const schemes = chosenSchemes();
    if (schemes.length === 0) { status.textContent = 'Pick at least one scheme to train.'; return; }
    run = { task: state.task, schemes, steps: state.trainSteps, table: null,
      curves: { loss: Object.fromEntries(schemes.map((s) => [s, []])), accuracy: Object.fromEntries(schemes.map((s) => [s, []])) } };
    progress.value = 0;
    status.textContent = 'Starting…';
    drawCurves();
    drawTable();
    setRunning(true);
    trainingClient().post({ type: 'start', task: state.task, schemes, seed: state.trainSeed, steps: state.trainSteps });
  });
  stopButton.addEventListener('click', () => trainingClient().post({ type: 'stop' }));
  resumeButton.addEventListener('click', () => { setRunning(true); trainingClient().post({ type: 'resume' }); });

  taskSelect.addEventListener('change', () => store.set({ task: taskSelect.value }));
  seedInput.addEventListener('change', () => { const v = Number(seedInput.value); if (Number.isInteger(v) && v >= 0) store.set({ trainSeed: v }); });
  stepsInput.addEventListener('change', () => { const v = Number(stepsInput.value); if (Number.isInteger(v) && v >= 10 && v <= 5000) store.set({ trainSteps: v }); });
  for (const box of schemeBoxes) box.addEventListener('change', () => { const chosen = chosenSchemes(); if (chosen.length) store.set({ trainSchemes: chosen }); });
  useBox.addEventListener('change', () => store.set({ useTrained: useBox.checked }));

  exportButton.addEventListener('click', () => {
    const { models, problems } = storedModels();
    if (models.length === 0) { importNote.textContent = [...problems, 'There is no trained model to export yet.'].join(' '); return; }
    importNote.textContent = problems.join(' ');
    const blob = new Blob([JSON.stringify({ models }, null, 1)], { type: 'application/json' });
    const link = element('a', { attrs: { href: URL.createObjectURL(blob), download: 'trained-models.json' } });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  importInput.addEventListener('change', async () => {
    const files = [...(importInput.files ?? [])];
    if (files.length === 0) return;
    importNote.textContent = 'Checking…';
    const outcome = await modelImport.importFiles(files);
    importNote.textContent = outcome.note;
    importInput.value = '';
    syncUse(store.get());
    if (outcome.count > 0 && store.get().useTrained) store.set({});
  });

  for (const task of ['who-did-it', 'previous-token']) taskSelect.append(element('option', { text: TASK_LABELS[task], attrs: { value: task } }));

  function syncWords(state) {
    const task = tasks.find((t) => t.name === state.task);
    words.textContent = task ? `Words this task uses: ${task.words.join(', ')}.` : '';
  }

  function syncUse(state) {
    useBox.checked = state.useTrained;
    const model = loadModel(state.task, state.scheme);
    useNote.textContent = model
      ? `Kept in this browser: the ${state.task} model with ${SCHEME_LABELS[state.scheme]} (${model.steps} steps).`
      : `No ${state.task} model with ${SCHEME_LABELS[state.scheme]} has been trained in this browser yet.`;
  }

  function sync(state) {
    if (state.panel === 'train') trainingClient();
    taskSelect.value = state.task;
    seedInput.value = String(state.trainSeed);
    stepsInput.value = String(state.trainSteps);
    for (const box of schemeBoxes) box.checked = state.trainSchemes.includes(box.value);
    syncWords(state);
    syncUse(state);
    if (!run) { drawTable(); setRunning(false); }
  }

  return { sync, render() {} };
}
