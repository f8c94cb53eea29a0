// The Train panel's run: Train, Stop and Resume, the progress bar and status line, and the run
// itself (its settings, the curves as they arrive, the results when done), drawn by `results`
// (train-results.js). It starts runs through the training client and reads its messages.
import { formatShort } from '../../util/format.js';
import { element } from '../../util/dom.js';
import { summarise } from '../../train/session.js';
import { presetById } from '../../content/train-presets.js';
import { t } from '../../text/en/train.js';
import { errorText } from '../../text/en/errors.js';
import '../../text/en/errors.train.js';
import { MASKS } from './train-form.js';
import { SCHEME_PARAMETERS } from '../../schemes/schemes.js';

// The settings a run was started with, as the link names them. The page shows a run (its progress,
// curves, table and reading) only while the address names the same settings: another address (a
// preset's link followed, a setting changed) shows what a fresh load of it shows, no run, and a run
// still going is stopped. A run is the one thing the address does not hold: the learner's own.
// The scheme parameters (the settings' controls) are among them: each model trains with them.
const RUN_SETTINGS = ['task', 'trainSchemes', 'trainMask', 'trainSeed', 'trainSeeds', 'trainSteps', 'trainHeads', 'trainWidth', 'preset',
  ...Object.keys(SCHEME_PARAMETERS)];
const runSettings = (state) => JSON.stringify(RUN_SETTINGS.map((name) => state[name]));

// root: the panel (its data-training says idle, running, stopped or done); trainingClient(): the
// worker's client; onRunning(running): the form's buttons follow; onDone(results): the kept models.
export function createTrainRun({ root, trainingClient, results, onRunning, onDone }) {
  let run = null;  // {settings, task, schemes, masks, heads, steps, curves: {loss, accuracy}: {key: {seed: [[step, v]]}}, results, summary}
  // Stops asked of the worker for runs the page has let go: what it says before each 'stopped' is
  // of those runs, not of the next one.
  let stopsUnheard = 0;
  const startButton = element('button', { text: t('train.train'), attrs: { type: 'button', id: 'train-start' } });
  const stopButton = element('button', { text: t('train.stop'), attrs: { type: 'button', id: 'train-stop', disabled: '' } });
  const resumeButton = element('button', { text: t('train.resume'), attrs: { type: 'button', id: 'train-resume', disabled: '' } });
  const progress = element('progress', { attrs: { id: 'train-progress', max: '1', value: '0', 'aria-label': t('train.progress') } });
  const status = element('p', { className: 'train-status', attrs: { id: 'train-status', role: 'status', 'aria-live': 'polite' } });
  const nodes = [element('div', { className: 'buttons train-buttons' }, [startButton, stopButton, resumeButton]), progress, status];

  function setRunning(running) {
    startButton.disabled = running;
    stopButton.disabled = !running;
    resumeButton.disabled = running || !run || Boolean(run.results);
    root.dataset.training = running ? 'running' : (run?.results ? 'done' : (run ? 'stopped' : 'idle'));
    onRunning(running);
  }

  function start(state, preset = presetById(state.preset)) {
    const schemes = state.trainSchemes;
    if (schemes.length === 0) { status.textContent = t('train.pickScheme'); return; }
    const masks = MASKS[state.trainMask];
    run = { settings: runSettings(state), task: state.task, schemes, masks, heads: state.trainHeads, steps: state.trainSteps, baseSteps: state.trainSteps, results: null, summary: null, started: performance.now(), curves: { loss: {}, accuracy: {} } };
    progress.value = 0;
    status.textContent = t('train.starting');
    results.clear(run);
    setRunning(true);
    trainingClient().post({ type: 'start', task: state.task, schemes, seed: state.trainSeed, seeds: state.trainSeeds, masks,
      heads: state.trainHeads, width: state.trainWidth, steps: state.trainSteps, ropeScaling: preset?.ropeScaling ?? null,
      parameters: Object.fromEntries(Object.keys(SCHEME_PARAMETERS).map((name) => [name, state[name]])) });
  }

  function onProgress(message) {
    for (const [name, value] of [['loss', message.loss], ['accuracy', message.accuracy]]) {
      if (value === undefined) continue;
      const bySeed = (run.curves[name][message.run] ??= {});
      (bySeed[message.seed] ??= []).push([message.step, value]);
    }
    run.steps = Math.max(run.steps, message.step);
    run.latest = message;
    // Progress, status and curves are redrawn at most four times a second, however fast slices
    // arrive: the page's thread stays free for the learner while the worker trains.
    if (run.drawPending) return;
    run.drawPending = true;
    const mine = run;
    setTimeout(() => requestAnimationFrame(() => {
      mine.drawPending = false;
      if (mine !== run || run.results || root.dataset.training !== 'running') return;
      const { done, total } = run.latest;
      progress.value = done / total;
      if (!run.measuring) status.textContent = t('train.training', { mode: trainingClient().mode, done, total });
      results.drawCurves(run);
    }), 250);
  }

  function onFinished(message) {
    run.results = message.results;
    run.summary = summarise(message.results);
    const problems = onDone(message.results);
    progress.value = 1;
    status.textContent = t('train.done', { count: message.results.length, settings: run.summary.length, seeds: run.summary[0].seeds.length,
      mode: trainingClient().mode, seconds: formatShort((performance.now() - run.started) / 1000, 1), note: problems[0] ?? t('train.kept') });
    setRunning(false);
    results.drawAll(run);
  }

  // The training client's messages about the run (the others are the panel's).
  function handle(message) {
    if (stopsUnheard > 0) { if (message.type === 'stopped') stopsUnheard -= 1; return; }
    if (message.type === 'error') { status.textContent = errorText(message.message); setRunning(false); return; }
    if (!run) return;
    if (message.type === 'progress' && message.measuring !== undefined) {
      run.measuring = true;
      status.textContent = t('train.measuring', { done: message.measuring, count: message.of });
    } else if (message.type === 'progress') {
      onProgress(message);
    } else if (message.type === 'stopped') {
      if (run.latest) progress.value = run.latest.done / run.latest.total;
      status.textContent = t('train.stopped', { percent: Math.round(progress.value * 100) });
      setRunning(false);
    } else if (message.type === 'done') {
      onFinished(message);
    }
  }

  stopButton.addEventListener('click', () => trainingClient().post({ type: 'stop' }));
  resumeButton.addEventListener('click', () => { setRunning(true); trainingClient().post({ type: 'resume' }); });

  return {
    nodes,
    start,
    handle,
    onStart(listener) { startButton.addEventListener('click', listener); },
    // Follows the state: a run of other settings is let go (stopped if it runs). Without a run the
    // results stand empty and the buttons idle, as on a fresh load.
    sync(state) {
      if (run && run.settings !== runSettings(state)) {
        if (root.dataset.training === 'running') { stopsUnheard += 1; trainingClient().post({ type: 'stop' }); }
        run = null;
        progress.value = 0;
        status.textContent = '';
      }
      if (!run) { results.clear(run); setRunning(false); }
    },
  };
}
