// The SCORM 1.2 adapter: reports the guided lesson to the LMS whose API detect.js found.
//   LMSInitialize; cmi.core.lesson_status incomplete until every step was seen, then completed
//   (passed or failed by cmi.student_data.mastery_score when the LMS sets one);
//   cmi.core.lesson_location (the step) and cmi.suspend_data (progress.js, at most 4,096 characters);
//   cmi.core.score.raw/min/max from the predict questions (the first answer to each counts);
//   LMSCommit after each change; on leaving cmi.core.session_time, cmi.core.exit = suspend, LMSFinish.
// A relaunch (cmi.core.entry = resume) opens the view and step the learner left.
// Predict questions report their answers as a 'predict:answered' event (views/shared/predict-reveal.js).
import { emptyProgress, encodeProgress, decodeProgress, scoreOf, statusOf, readMastery, sessionTime } from './progress.js';

export function connect(api, { store, parseHash, toHash, steps, questions }) {
  const call = (name, ...args) => { try { return String(api[name](...args)); } catch { return ''; } };
  if (call('LMSInitialize', '') !== 'true') return { sync() {} };
  const startedAt = Date.now();
  const get = (element) => call('LMSGetValue', element);
  const set = (element, value) => call('LMSSetValue', element, String(value));
  const shape = { steps: steps.length, questions };
  const masteryScore = readMastery(get('cmi.student_data.mastery_score'));

  const resuming = get('cmi.core.entry') === 'resume';
  const progress = resuming ? decodeProgress(get('cmi.suspend_data'), shape) : emptyProgress();
  const status = get('cmi.core.lesson_status');
  let reported = { status, location: get('cmi.core.lesson_location'), suspend: '', score: '' };

  function report() {
    const next = {
      status: statusOf(progress, { ...shape, masteryScore }),
      location: progress.step > 0 ? String(progress.step) : reported.location,
      suspend: encodeProgress(progress),
      score: Object.keys(progress.answers).length > 0 ? String(scoreOf(progress.answers, questions)) : '',
    };
    // A finished lesson stays finished (an LMS keeps the best status; so does this).
    const done = ['completed', 'passed', 'failed'];
    if (done.includes(reported.status) && next.status === 'incomplete') next.status = reported.status;
    let changed = false;
    if (next.status !== reported.status) { set('cmi.core.lesson_status', next.status); changed = true; }
    if (next.location !== reported.location && next.location) { set('cmi.core.lesson_location', next.location); changed = true; }
    if (next.suspend !== reported.suspend) { set('cmi.suspend_data', next.suspend); changed = true; }
    if (next.score !== reported.score && next.score) {
      set('cmi.core.score.min', 0);
      set('cmi.core.score.max', 100);
      set('cmi.core.score.raw', next.score);
      changed = true;
    }
    reported = next;
    if (changed) call('LMSCommit', '');
  }

  document.addEventListener('predict:answered', (event) => {
    const { id, right } = event.detail ?? {};
    if (!questions.includes(id) || id in progress.answers) return;  // a prediction counts once
    progress.answers[id] = right ? 1 : 0;
    progress.view = toHash(store.get());
    report();
  });

  let finished = false;
  function finish() {
    if (finished) return;
    finished = true;
    progress.view = toHash(store.get());
    report();
    set('cmi.core.session_time', sessionTime(Date.now() - startedAt));
    set('cmi.core.exit', 'suspend');
    call('LMSCommit', '');
    call('LMSFinish', '');
  }
  window.addEventListener('pagehide', finish);
  window.addEventListener('beforeunload', finish);

  // Where to begin: the view and step left on the last launch, else the lesson's first step.
  if (resuming && progress.view) store.set(parseHash(progress.view).state);
  else if (resuming && progress.step > 0) store.set({ lesson: progress.step, ...steps[progress.step - 1] });
  else if (store.get().lesson === 0) store.set({ lesson: 1, ...steps[0] });
  if (status === 'not attempted' || status === '') {
    set('cmi.core.lesson_status', 'incomplete');
    reported.status = 'incomplete';
    call('LMSCommit', '');
  }

  return {
    sync(state) {
      if (finished || state.lesson === 0 || state.lesson === progress.step) return;
      progress.step = state.lesson;
      if (!progress.seen.includes(state.lesson)) progress.seen = [...progress.seen, state.lesson].sort((a, b) => a - b);
      progress.view = toHash(state);
      report();
    },
    finish,  // for checks
  };
}
