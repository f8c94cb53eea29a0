// Finds a SCORM 1.2 LMS, and only then loads the adapter (lms.js, web/js/lms/scorm12.js). In an LMS
// the page is launched in a frame or a window whose parent, or opener, holds the `API` object; the
// search is the pipwerks wrapper's: up each parent chain, then the opener's. With no LMS nothing more
// happens and nothing more loads: this is all the first visit carries of it.
import { classicScript } from '../util/classic-script.js';
import { parseHash, toHash } from '../state/state.js';
import { LESSON } from '../content/lesson.js';

function apiUp(win) {
  for (let tries = 0; win && tries < 500; ++tries) {
    try {
      if (win.API && typeof win.API.LMSInitialize === 'function') return win.API;
    } catch { return null; }  // a frame of another origin: no API of ours there
    if (win.parent === win) break;
    win = win.parent;
  }
  return null;
}

export function findLmsApi(win = window) {
  if (win.parent === win && !win.opener) return null;  // a plain visit: nothing to search
  let opener = null;
  try { opener = win.opener; } catch { /* refused */ }
  return apiUp(win.parent === win ? null : win.parent) ?? (opener ? apiUp(opener) : null);
}

// A view for main.js's list: forwards each state to the adapter once it is there.
export function createLmsLink({ store }) {
  const api = findLmsApi();
  if (!api) return { render() {} };
  let adapter = null, latest = null;
  Promise.all([classicScript('lms.js', 'posattnLms', 'lms'),
    classicScript('questions.js', 'posattnQuestions', 'questions')]).then(([{ connect }, { QUESTIONS }]) => {
    adapter = connect(api, { store, parseHash, toHash, steps: LESSON.map((step) => step.state), questions: Object.keys(QUESTIONS) });
    if (latest) adapter.sync(latest);
  }, () => {});
  return { sync(state) { latest = state; adapter?.sync(state); }, render() {} };
}
