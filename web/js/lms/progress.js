// The learner's progress as SCORM 1.2 keeps it, with no DOM and no LMS, so Node can test it
// (tests/web/lms-progress.test.mjs). Progress: the steps seen, the current step, each predict
// question's first answer (right or not), and the view's link, so a relaunch resumes there.
// SCORM 1.2 gives cmi.suspend_data 4,096 characters: the link is left out when it would not fit.
export const SUSPEND_LIMIT = 4096;

export function emptyProgress() {
  return { seen: [], step: 0, answers: {}, view: '' };
}

// cmi.suspend_data: compact JSON, never longer than SUSPEND_LIMIT.
export function encodeProgress({ seen, step, answers, view }) {
  const base = { v: 1, seen, step, answers };
  const full = JSON.stringify({ ...base, view });
  return full.length <= SUSPEND_LIMIT ? full : JSON.stringify(base);
}

// Anything the LMS hands back that is not ours reads as no progress, never a failure.
export function decodeProgress(text, { steps, questions }) {
  const progress = emptyProgress();
  let data;
  try { data = JSON.parse(text); } catch { return progress; }
  if (!data || data.v !== 1) return progress;
  const isStep = (k) => Number.isInteger(k) && k >= 1 && k <= steps;
  if (Array.isArray(data.seen)) progress.seen = [...new Set(data.seen.filter(isStep))].sort((a, b) => a - b);
  if (isStep(data.step)) progress.step = data.step;
  if (data.answers && typeof data.answers === 'object') {
    for (const id of questions) if (data.answers[id] === 0 || data.answers[id] === 1) progress.answers[id] = data.answers[id];
  }
  if (typeof data.view === 'string' && data.view.length <= SUSPEND_LIMIT) progress.view = data.view;
  return progress;
}

// cmi.core.score.raw on 0-100: the share of all predict questions answered right at the first try.
export function scoreOf(answers, questions) {
  const right = questions.filter((id) => answers[id] === 1).length;
  return Math.round((100 * right) / questions.length);
}

// cmi.core.lesson_status: 'completed' once every step was seen, or with a mastery score 'passed' or
// 'failed' by the score; 'incomplete' before.
export function statusOf({ seen, answers }, { steps, questions, masteryScore }) {
  if (seen.length < steps) return 'incomplete';
  if (masteryScore === null) return 'completed';
  return scoreOf(answers, questions) >= masteryScore ? 'passed' : 'failed';
}

// cmi.student_data.mastery_score as a number, or null when the LMS sets none.
export function readMastery(text) {
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 0 && value <= 100 ? value : null;
}

// CMITimespan: HHHH:MM:SS.SS (SCORM 1.2 allows 2 to 4 digits of hours).
export function sessionTime(milliseconds) {
  const centis = Math.max(0, Math.round(milliseconds / 10));
  const hours = Math.min(9999, Math.floor(centis / 360000));
  const minutes = Math.floor(centis / 6000) % 60;
  const seconds = Math.floor(centis / 100) % 60;
  const pad = (n, width) => String(n).padStart(width, '0');
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(centis % 100, 2)}`;
}
