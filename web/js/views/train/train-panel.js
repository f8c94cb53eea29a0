// The Train panel: pick a task, schemes, the causal mask (off, on, or both side by side), heads,
// width and seeds, or one of three published results (one click); train them all (in a worker when
// the page can have one), watch loss and accuracy, stop and resume, then read the length curves,
// the table (mean and spread over the seeds) and what they show. Finished models are kept in
// localStorage; one switch shows them in the other panels.
import { element } from '../../util/dom.js';
import { formatNumber, formatShort } from '../../util/format.js';
import { formatPercent, formatSignificant } from '../../util/format-more.js';
import { SCHEMES, SCHEME_LABELS } from '../../schemes/schemes.js';
import { sharedTrainingClient } from '../../train/shared-client.js';
import { drawChart, drawLengthChart, SCHEME_COLOURS, dashOf } from '../../train/charts.js';
import { readingFor, groupName, CEILING } from '../../train/reading.js';
import { summarise } from '../../train/session.js';
import { saveModel, storedModels, loadModel } from '../../train/models.js';
import { createModelImport } from '../../train/import.js';
import { TRAIN_PRESETS, presetById } from '../../content/train-presets.js';
import { t } from '../../text/en/train.js';
import { errorText } from '../../text/en/errors.js';
import '../../text/en/errors.train.js';

const MASKS = { off: [false], on: [true], both: [false, true] };
const PRESET_FIELDS = ['task', 'trainSchemes', 'trainMask', 'trainSeeds', 'trainSteps', 'trainHeads', 'trainWidth'];
// One rounding for every percentage the panel shows (legend, table, reading).
const percent = (x) => formatPercent(x);

export function createTrainPanel(root, { store }) {
  let tasks = [], slopesByHeads = [];
  let run = null;  // {task, schemes, masks, heads, steps, preset, curves: {loss, accuracy}: {key: {seed: [[step, v]]}}, results}

  const presetButtons = TRAIN_PRESETS.map((p) => element('button', { text: p.title, attrs: { type: 'button', id: `train-preset-${p.id}`, 'data-preset': p.id } }));
  const presetCard = element('div', { className: 'train-preset-card', attrs: { id: 'train-preset-card' } });
  const taskSelect = element('select', { attrs: { id: 'train-task' } });
  const seedInput = element('input', { attrs: { id: 'train-seed', type: 'number', min: '0', step: '1' } });
  const seedsInput = element('input', { attrs: { id: 'train-seeds', type: 'number', min: '1', max: '5', step: '1' } });
  const stepsInput = element('input', { attrs: { id: 'train-steps', type: 'number', min: '10', max: '5000', step: '10' } });
  const headsInput = element('input', { attrs: { id: 'train-heads', type: 'number', min: '1', max: '8', step: '1' } });
  const widthInput = element('input', { attrs: { id: 'train-width', type: 'number', min: '4', max: '64', step: '2' } });
  const maskSelect = element('select', { attrs: { id: 'train-mask' } }, Object.keys(MASKS).map((value) => element('option', { text: t('train.mask', { mask: value }), attrs: { value } })));
  const schemeBoxes = SCHEMES.map((scheme) => element('input', { attrs: { type: 'checkbox', id: `train-scheme-${scheme}`, value: scheme } }));
  const schemeField = element('fieldset', { className: 'train-schemes' }, [
    element('legend', { text: t('train.schemes') }),
    ...schemeBoxes.map((box) => element('label', { attrs: { for: box.id } }, [box, document.createTextNode(` ${SCHEME_LABELS[box.value]}`)])),
  ]);
  const modelNote = element('p', { className: 'train-model', attrs: { id: 'train-model' } });
  const slopesNote = element('p', { className: 'train-slopes', attrs: { id: 'train-slopes' } });
  const startButton = element('button', { text: t('train.train'), attrs: { type: 'button', id: 'train-start' } });
  const stopButton = element('button', { text: t('train.stop'), attrs: { type: 'button', id: 'train-stop', disabled: '' } });
  const resumeButton = element('button', { text: t('train.resume'), attrs: { type: 'button', id: 'train-resume', disabled: '' } });
  const progress = element('progress', { attrs: { id: 'train-progress', max: '1', value: '0', 'aria-label': t('train.progress') } });
  const status = element('p', { className: 'train-status', attrs: { id: 'train-status', role: 'status', 'aria-live': 'polite' } });
  const words = element('p', { className: 'train-words', attrs: { id: 'train-words' } });
  const svg = (id) => Object.assign(document.createElementNS('http://www.w3.org/2000/svg', 'svg'), { id });
  const figure = (chart, caption) => element('figure', { className: 'train-chart' }, [chart, element('figcaption', { text: caption })]);
  const lossSvg = svg('train-loss-chart'), accuracySvg = svg('train-accuracy-chart');
  const lengthSvgs = { off: svg('train-length-chart-off'), on: svg('train-length-chart-on') };
  const lengthFigures = { off: figure(lengthSvgs.off, t('train.lengthFigure', { causal: false })),
    on: figure(lengthSvgs.on, t('train.lengthFigure', { causal: true })) };
  const lengthNote = element('p', { className: 'muted', attrs: { id: 'train-length-note' } });
  const legend = element('ul', { className: 'train-legend', attrs: { id: 'train-legend' } });
  const tableNote = element('p', { className: 'muted', attrs: { id: 'train-table-note' } });
  const tableBox = element('div', { attrs: { id: 'train-table', tabindex: '0', role: 'region', 'aria-label': t('train.tableRegion') } });
  const reading = element('ul', { className: 'train-reading', attrs: { id: 'train-reading' } });
  const useBox = element('input', { attrs: { type: 'checkbox', id: 'train-use' } });
  const useNote = element('p', { className: 'train-use-note', attrs: { id: 'train-use-note' } });
  const exportButton = element('button', { text: t('train.export'), attrs: { type: 'button', id: 'train-export' } });
  const importInput = element('input', { attrs: { type: 'file', id: 'train-import', accept: 'application/json,.json', multiple: '' } });
  const importNote = element('p', { attrs: { id: 'train-import-note', role: 'status' } });
  const field = (label, control) => element('div', { className: 'field' }, [element('label', { text: label, attrs: { for: control.id } }), control]);

  root.append(
    element('h3', { text: t('train.presets') }),
    element('div', { className: 'buttons train-presets' }, presetButtons),
    presetCard,
    element('div', { className: 'train-controls' }, [
      field(t('train.taskField'), taskSelect), field(t('train.maskField'), maskSelect), field(t('train.firstSeed'), seedInput),
      field(t('train.seeds'), seedsInput), field(t('train.steps'), stepsInput), field(t('train.heads'), headsInput),
      field(t('train.width'), widthInput), schemeField,
    ]),
    modelNote, slopesNote, words,
    element('div', { className: 'buttons train-buttons' }, [startButton, stopButton, resumeButton]),
    progress, status,
    element('div', { className: 'train-charts' }, [figure(lossSvg, t('train.lossFigure')), figure(accuracySvg, t('train.accuracyFigure'))]),
    legend,
    element('h3', { text: t('train.lengthTitle') }),
    element('div', { className: 'train-charts' }, [lengthFigures.off, lengthFigures.on]),
    lengthNote,
    tableNote,
    tableBox,
    reading,
    element('h3', { text: t('train.useTitle') }),
    element('p', {}, [element('label', { attrs: { for: 'train-use' } }, [useBox, document.createTextNode(` ${t('train.use')}`)])]),
    useNote,
    element('div', { className: 'buttons' }, [exportButton, element('label', { text: t('train.import'), attrs: { for: 'train-import' } }), importInput]),
    importNote,
  );

  // The worker (and its copy of the module) starts the first time the panel is open, not on every
  // visit to the page.
  let client = null;
  function trainingClient() {
    client ??= sharedTrainingClient(onMessage);
    return client;
  }

  const chosenSchemes = () => schemeBoxes.filter((box) => box.checked).map((box) => box.value);
  const taskInfo = (name) => tasks.find((t) => t.name === name);

  function setRunning(running) {
    startButton.disabled = running;
    for (const b of presetButtons) b.disabled = running;
    stopButton.disabled = !running;
    resumeButton.disabled = running || !run || Boolean(run.results);
    root.dataset.training = running ? 'running' : (run?.results ? 'done' : (run ? 'stopped' : 'idle'));
  }

  const seriesOf = (curves) => Object.entries(curves).flatMap(([key, bySeed]) => {
    const [name] = key.split(':'), [scheme, variant = ''] = name.split('+');
    return Object.values(bySeed).map((points) => ({ key, scheme, variant, causal: key.endsWith(':mask'), points }));
  });

  function drawCurves() {
    if (!run) return;
    const chance = taskInfo(run.task)?.chance;
    const lines = [...(run.task === 'who-did-it' ? [{ value: CEILING, label: t('train.ceiling50'), id: 'ceiling' }] : []),
      ...(chance ? [{ value: chance, label: t('train.chanceAt', { chance: percent(chance) }), id: 'chance' }] : [])];
    drawChart(lossSvg, { series: seriesOf(run.curves.loss), steps: run.steps, label: t('train.lossChart') });
    drawChart(accuracySvg, { series: seriesOf(run.curves.accuracy), steps: run.steps, yMax: 1, lines, label: t('train.accuracyChart') });
    const groups = run.summary ?? null;
    const keys = groups ? groups.map((g) => g.key) : Object.keys(run.curves.accuracy);
    legend.replaceChildren(...keys.map((key) => {
      const [runName, mask] = key.split(':'), [scheme, variant = ''] = runName.split('+');
      const swatch = element('span', { className: 'train-swatch', attrs: { 'data-scheme': scheme } });
      // Dashed like its lines: with the mask, or one of RoPE's scaled copies.
      swatch.style.background = mask || dashOf(variant) ? `repeating-linear-gradient(90deg, ${SCHEME_COLOURS[scheme]} 0 4px, transparent 4px 6px)` : SCHEME_COLOURS[scheme];
      const group = groups?.find((g) => g.key === key);
      // After the run the legend quotes the table's own number (the mean at 1x), so both agree.
      const latest = Object.values(run.curves.accuracy[key] ?? {}).map((p) => p[p.length - 1]?.[1]).filter((v) => v !== undefined);
      const value = group ? group.mean[0] : (latest.length ? latest.reduce((a, b) => a + b, 0) / latest.length : null);
      const name = groupName(group ?? { scheme, variant, causal: Boolean(mask) });
      return element('li', { attrs: { 'data-group': key } }, [swatch,
        document.createTextNode(` ${value === null ? name : t('train.legendValue', { name, value: percent(value) })}`)]);
    }));
  }

  function drawLengths() {
    const done = Boolean(run?.results);
    for (const mask of ['off', 'on']) lengthFigures[mask].hidden = !done || !run.summary.some((g) => g.causal === (mask === 'on'));
    if (!done) { lengthNote.textContent = ''; return; }
    const first = run.results[0], info = taskInfo(run.task);
    const lines = [...(run.task === 'who-did-it' ? [{ value: CEILING, label: t('train.ceiling'), id: 'ceiling' }] : []),
      ...(info ? [{ value: info.chance, label: t('train.chance'), id: 'chance' }] : [])];
    const longest = first.lengths[0][1];
    const marker = run.schemes.includes('learned') ? { factor: 1, label: t('train.learnedRows', { longest }) } : null;
    for (const mask of ['off', 'on']) {
      const groups = run.summary.filter((g) => g.causal === (mask === 'on'));
      if (groups.length) drawLengthChart(lengthSvgs[mask], { groups, factors: first.factors, lines, marker, label: t('train.lengthChart', { causal: mask === 'on' }) });
    }
    const lengths = first.factors.map((factor, k) => t('train.lengthItem', { factor, shortest: first.lengths[k][0], longest: first.lengths[k][1] })).join('; ');
    lengthNote.textContent = t('train.lengthNote', { lengths, task: run.task, chance: percent(info?.chance ?? 0),
      learned: run.schemes.includes('learned'), longest });
  }

  function drawTable() {
    if (!run?.results) { tableNote.textContent = ''; tableBox.replaceChildren(element('p', { className: 'muted', text: t('train.tableLater') })); reading.replaceChildren(); return; }
    const first = run.results[0], info = taskInfo(run.task);
    const head = element('tr', {}, [element('th', { text: t('train.model'), attrs: { scope: 'col' } }),
      ...first.factors.map((f, k) => element('th', { text: `${f}× (${first.lengths[k][0]}–${first.lengths[k][1]})`, attrs: { scope: 'col' } }))]);
    const cell = (g, k) => element('td', { text: g.min[k] === g.max[k] ? percent(g.mean[k]) : `${percent(g.mean[k])} (${percent(g.min[k])}–${percent(g.max[k])})` });
    const rows = run.summary.map((g) => element('tr', { attrs: { 'data-group': g.key } }, [element('th', { text: groupName(g), attrs: { scope: 'row' } }), ...first.factors.map((_, k) => cell(g, k))]));
    rows.push(element('tr', { className: 'muted', attrs: { 'data-group': 'chance' } }, [element('th', { text: t('train.chance'), attrs: { scope: 'row' } }), ...first.factors.map(() => element('td', { text: percent(info?.chance ?? 0) }))]));
    if (run.task === 'who-did-it') rows.push(element('tr', { className: 'muted', attrs: { 'data-group': 'ceiling' } }, [element('th', { text: t('train.ceiling'), attrs: { scope: 'row' } }), ...first.factors.map(() => element('td', { text: percent(CEILING) }))]));
    const seeds = run.summary[0].seeds;
    // Counted on the models trained from the start (fine-tuned copies train on longer sentences).
    const seen = run.results.filter((r) => !r.variant).map((r) => r.shortestSeen), shortest = first.lengths[0][0];
    const most = Math.max(...seen), possible = first.shortestPossible;
    const tuned = run.results.some((r) => r.variant.endsWith('-tuned'));
    const caption = t('train.tableNote', { count: seeds.length, seeds: seeds.join(', '), steps: run.baseSteps, tuned,
      tests: first.testSizes[0], possible, shortest, fewest: Math.min(...seen), most, few: most > possible / 2, left: possible - most });
    tableNote.textContent = caption;
    tableBox.replaceChildren(element('table', { className: 'train-table' }, [element('caption', { text: t('train.tableCaption') }), element('thead', {}, [head]), element('tbody', {}, rows)]));
    const facts = { task: run.task, heads: run.heads, slopes: slopesByHeads[run.heads - 1] ?? [], chance: info?.chance, factors: first.factors, groups: run.summary };
    reading.replaceChildren(...readingFor(facts).map(({ id, text }) => element('li', { text, attrs: { 'data-claim': id } })));
  }

  const modelImport = createModelImport(trainingClient);

  function onMessage(message) {
    if (modelImport.handle(message)) return;
    if (message.type === 'tasks') { tasks = message.tasks; slopesByHeads = message.slopes ?? []; sync(store.get()); return; }
    if (message.type === 'predicted') return;
    if (message.type === 'error') { status.textContent = errorText(message.message); setRunning(false); return; }
    if (!run) return;
    if (message.type === 'progress' && message.measuring !== undefined) {
      run.measuring = true;
      status.textContent = t('train.measuring', { done: message.measuring, count: message.of });
    } else if (message.type === 'progress') {
      for (const [name, value] of [['loss', message.loss], ['accuracy', message.accuracy]]) {
        if (value === undefined) continue;
        const bySeed = (run.curves[name][message.run] ??= {});
        (bySeed[message.seed] ??= []).push([message.step, value]);
      }
      run.steps = Math.max(run.steps, message.step);
      run.latest = message;
      // Progress, status and curves are redrawn at most four times a second, however fast slices
      // arrive: the page's thread stays free for the learner while the worker trains.
      if (!run.drawPending) {
        run.drawPending = true;
        const mine = run;
        setTimeout(() => requestAnimationFrame(() => {
          mine.drawPending = false;
          if (mine !== run || run.results || root.dataset.training !== 'running') return;
          const { done, total } = run.latest;
          progress.value = done / total;
          if (!run.measuring) status.textContent = t('train.training', { mode: client.mode, done, total });
          drawCurves();
        }), 250);
      }
    } else if (message.type === 'stopped') {
      if (run.latest) progress.value = run.latest.done / run.latest.total;
      status.textContent = t('train.stopped', { percent: Math.round(progress.value * 100) });
      setRunning(false);
    } else if (message.type === 'done') {
      run.results = message.results;
      run.summary = summarise(message.results);
      const problems = message.results.filter((r) => r.model).map((r) => saveModel(r.model)).filter(Boolean);
      progress.value = 1;
      status.textContent = t('train.done', { count: message.results.length, settings: run.summary.length, seeds: run.summary[0].seeds.length,
        mode: client.mode, seconds: formatShort((performance.now() - run.started) / 1000, 1), note: problems[0] ?? t('train.kept') });
      setRunning(false);
      drawCurves();
      drawLengths();
      drawTable();
      syncUse(store.get());
    }
  }

  function start(state, preset = presetById(state.preset)) {
    const schemes = state.trainSchemes;
    if (schemes.length === 0) { status.textContent = t('train.pickScheme'); return; }
    const masks = MASKS[state.trainMask];
    run = { task: state.task, schemes, masks, heads: state.trainHeads, steps: state.trainSteps, baseSteps: state.trainSteps, results: null, summary: null, started: performance.now(), curves: { loss: {}, accuracy: {} } };
    progress.value = 0;
    status.textContent = t('train.starting');
    legend.replaceChildren();
    drawLengths();
    drawTable();
    setRunning(true);
    trainingClient().post({ type: 'start', task: state.task, schemes, seed: state.trainSeed, seeds: state.trainSeeds, masks,
      heads: state.trainHeads, width: state.trainWidth, steps: state.trainSteps, ropeScaling: preset?.ropeScaling ?? null });
  }

  startButton.addEventListener('click', () => start(store.get()));
  stopButton.addEventListener('click', () => trainingClient().post({ type: 'stop' }));
  resumeButton.addEventListener('click', () => { setRunning(true); trainingClient().post({ type: 'resume' }); });
  for (const button of presetButtons) {
    button.addEventListener('click', () => {
      const preset = presetById(button.dataset.preset);
      store.set({ preset: preset.id, ...preset.settings });
      start(store.get(), preset);
    });
  }

  // Changing a setting by hand leaves the preset: the panel then runs what the controls say.
  const change = (patch) => store.set({ preset: 'none', ...patch });
  const whole = (input, min, max, name) => input.addEventListener('change', () => { const v = Number(input.value); if (Number.isInteger(v) && v >= min && v <= max) change({ [name]: v }); });
  taskSelect.addEventListener('change', () => change({ task: taskSelect.value }));
  maskSelect.addEventListener('change', () => change({ trainMask: maskSelect.value }));
  whole(seedInput, 0, 2147483647, 'trainSeed');
  whole(seedsInput, 1, 5, 'trainSeeds');
  whole(stepsInput, 10, 5000, 'trainSteps');
  whole(headsInput, 1, 8, 'trainHeads');
  whole(widthInput, 4, 64, 'trainWidth');
  for (const box of schemeBoxes) box.addEventListener('change', () => { const chosen = chosenSchemes(); if (chosen.length) change({ trainSchemes: chosen }); });
  useBox.addEventListener('change', () => store.set({ useTrained: useBox.checked }));

  exportButton.addEventListener('click', () => {
    const { models, problems } = storedModels();
    if (models.length === 0) { importNote.textContent = [...problems, t('train.nothingToExport')].join(' '); return; }
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
    importNote.textContent = t('train.checking');
    const outcome = await modelImport.importFiles(files);
    importNote.textContent = outcome.note;
    importInput.value = '';
    syncUse(store.get());
    if (outcome.count > 0 && store.get().useTrained) store.set({});
  });

  for (const task of ['who-did-it', 'previous-token']) taskSelect.append(element('option', { text: t('train.task', { task }), attrs: { value: task } }));

  function syncWords(state) {
    const task = taskInfo(state.task);
    words.textContent = task ? t('train.words', { words: task.words.join(', ') }) : '';
  }

  // The model as it is, and ALiBi's slopes for this head count with why few heads make them flat.
  function syncModel(state) {
    const perHead = state.trainWidth / state.trainHeads;
    modelNote.textContent = t('train.modelNote', { width: state.trainWidth, heads: state.trainHeads, even: Number.isInteger(perHead), perHead,
      task: state.task });
    const slopes = slopesByHeads[state.trainHeads - 1];
    slopesNote.hidden = !state.trainSchemes.includes('alibi');
    if (!slopes) { slopesNote.textContent = ''; return; }
    const steepest = Math.max(...slopes);
    slopesNote.textContent = t('train.slopes', { heads: state.trainHeads, slopes: slopes.map((m) => formatSignificant(m)).join(t('train.listSeparator')),
      change: formatNumber(7 * steepest, 2), flat: 7 * steepest < 1 });
  }

  function syncUse(state) {
    useBox.checked = state.useTrained;
    const model = loadModel(state.task, state.scheme);
    useNote.textContent = model
      ? t('train.kept1', { task: state.task, scheme: SCHEME_LABELS[state.scheme], steps: model.steps, heads: model.heads, width: model.width,
        causal: Boolean(model.causal), seed: model.seed })
      : t('train.notTrained', { task: state.task, scheme: SCHEME_LABELS[state.scheme] });
  }

  function syncPreset(state) {
    const preset = presetById(state.preset);
    for (const b of presetButtons) b.setAttribute('aria-pressed', String(b.dataset.preset === state.preset));
    presetCard.hidden = !preset;
    if (!preset) { presetCard.replaceChildren(); return; }
    // A link that names a preset gets the preset's settings (they are written into the link).
    const differs = PRESET_FIELDS.some((name) => JSON.stringify(state[name]) !== JSON.stringify(preset.settings[name]));
    if (differs) { queueMicrotask(() => store.set({ ...preset.settings })); }
    presetCard.replaceChildren(
      element('p', {}, [element('strong', { text: preset.title }), document.createTextNode(` ${t('train.presetReference', { reference: preset.reference })}`)]),
      element('p', { text: t('train.presetFound', { found: preset.found }) }),
      element('p', { className: 'muted', text: preset.ropeScaling
        ? t('train.presetScaling', { factor: preset.ropeScaling.factor, steps: preset.ropeScaling.fineTuneSteps })
        : t('train.presetRun') }),
    );
  }

  function sync(state) {
    if (state.panel === 'train') trainingClient();
    taskSelect.value = state.task;
    maskSelect.value = state.trainMask;
    seedInput.value = String(state.trainSeed);
    seedsInput.value = String(state.trainSeeds);
    stepsInput.value = String(state.trainSteps);
    headsInput.value = String(state.trainHeads);
    widthInput.value = String(state.trainWidth);
    for (const box of schemeBoxes) box.checked = state.trainSchemes.includes(box.value);
    syncPreset(state);
    syncWords(state);
    syncModel(state);
    syncUse(state);
    if (!run) { drawLengths(); drawTable(); setRunning(false); }
  }

  return { sync, render() {} };
}
