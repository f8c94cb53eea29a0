// The guided lesson (content/lesson.js) as a card above the picture. It never covers the page: it
// is a plain <details> in the flow, open on wide screens and folded to one line on narrow ones,
// so the sentence and the picture stay on the first screen. The step is the state's `lesson`
// (0 = off), so a link opens the same step. Arriving on a step (Back, Next, a link) sets the page's
// state for it; a link's own settings win over the step's.
// After the last step, Finish shows a recap (state.lesson = LESSON.length + 1) with the way on.
// A step's link to a view further down takes the card with it: the card moves to just above the
// view it points at, and home again on the next step.
// The lesson starts by itself on a first visit to the bare page (not in a frame, not from a link
// that names a view), and that visit is remembered: it does not start by itself again.
// Predict, act, then reveal: a step's sentence that answers its question stays hidden until the
// learner did the step's task (content/lesson.js, done) or pressed Show the answer; in its place
// the card says to predict first. An address typed over the hash (or Back to another step) sets up
// its step as a fresh load does.
import { element } from '../../util/dom.js';
import { LESSON, RECAP, trueClaims, stepDone, bestMatchText } from '../../content/lesson.js';
import { facts } from '../../content/claims.js';
import { blankKey } from '../../content/blank-key.js';
import { t } from '../../text/en/lesson.js';
import { currentLanguage } from '../../text/messages.js';
import { classicScript } from '../../util/classic-script.js';
import { createAnswerVeil } from './answer-veil.js';

const SEEN_KEY = 'positional-attention-lesson-seen';

function remembered() {
  try { return localStorage.getItem(SEEN_KEY) === '1'; } catch { return true; }  // storage refused: never nag
}
function remember() {
  try { localStorage.setItem(SEEN_KEY, '1'); } catch { /* this visit only */ }
}

// The facts a step's sentence is chosen by: those of every claim, and the open panel.
export function lessonFacts(result, state) {
  return { ...facts(result, state), panel: state.panel };
}

// signal: the page's build (main.js). Another language builds the page again with a card of its own
// (language-switch.js) and aborts this one's: it then stops listening to the store and the document,
// where its stale state would set step 4's veil over the new page's shift test.
export function createLesson(root, { store, start = '', opener = null, signal }) {
  const summary = element('summary', { className: 'lesson-summary' });
  const title = element('span', { className: 'lesson-title', attrs: { id: 'lesson-title' } });
  summary.append(title);
  const show = element('p', { className: 'lesson-show' });
  // What the picture shows in this state (a step's `now`), and what arriving on the step changed.
  const now = element('p', { className: 'lesson-now', attrs: { id: 'lesson-now' } });
  const changed = element('p', { className: 'lesson-changed', attrs: { id: 'lesson-changed', role: 'status' } });
  const predict = element('p', { className: 'lesson-predict' });
  const task = element('p', { className: 'lesson-task' });
  const action = element('button', { className: 'secondary', attrs: { type: 'button', id: 'lesson-action' } });
  const link = element('a', { className: 'lesson-link', attrs: { id: 'lesson-link' } });
  const claims = element('p', { className: 'lesson-claims', attrs: { id: 'lesson-claims', role: 'status' } });
  const waiting = element('p', { className: 'lesson-waiting', attrs: { id: 'lesson-waiting' } });
  const reveal = element('button', { className: 'secondary', attrs: { type: 'button', id: 'lesson-reveal' } });
  const back = element('button', { className: 'secondary', attrs: { type: 'button', id: 'lesson-back' } });
  const next = element('button', { attrs: { type: 'button', id: 'lesson-next' } });
  const skip = element('button', { className: 'quiet', attrs: { type: 'button', id: 'lesson-close' } });
  const progress = element('span', { className: 'lesson-progress', attrs: { 'aria-hidden': 'true' } });
  const recap = element('div', { className: 'lesson-recap', attrs: { id: 'lesson-recap' } });
  // Written when shown (not when built), so it is in the page's language of the moment.
  const writeRecap = () => recap.replaceChildren(
    element('ol', {}, RECAP.points.map((text) => element('li', { text }))),
    element('p', { className: 'lesson-next' }, RECAP.next.flatMap(({ label, panel, patch, about }) => {
      const button = element('button', { text: label, className: 'secondary', attrs: { type: 'button', 'data-panel': panel } });
      button.addEventListener('click', () => store.set({ lesson: 0, panel, ...patch }, { remember: true }));
      return [element('span', { text: about }), ' ', button, ' '];
    })));
  const nav = element('div', { className: 'lesson-nav', attrs: { role: 'group' } }, [back, progress, next, skip]);
  const card = element('details', { className: 'lesson', attrs: { id: 'lesson', 'aria-labelledby': 'lesson-title' } }, [
    summary,
    // Two columns on a wide card: what the picture shows and what its numbers say; the question,
    // the task and the way on. The card is as tall as its longer column.
    element('div', { className: 'lesson-body' }, [
      recap,
      element('div', { className: 'lesson-column' }, [changed, show, now, waiting, claims]),
      element('div', { className: 'lesson-column' }, [predict, task, element('p', { className: 'lesson-actions' }, [action, link, reveal]),
        nav]),
    ]),
  ]);
  // Folded on a narrow screen when the lesson starts by itself (the sentence and the picture come
  // first); open on a wide one, and on any link to a step: the learner came for the step.
  const linkedStep = (address) => /(^|[#&])lesson=[1-9]/.test(address ?? '');
  card.open = matchMedia('(min-width: 48rem)').matches || linkedStep(start);
  root.append(card);
  const RECAP_STEP = LESSON.length + 1;
  recap.hidden = true;

  // The card's place in the page, and where it docks beside a view its step links to.
  const home = document.createComment('lesson card');
  root.before(home);
  let docked = false;
  function goHome() {
    if (!docked) return;
    home.after(root);
    docked = false;
  }
  link.addEventListener('click', (event) => {
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();  // link.js would scroll the view to the top, leaving the card behind
    // Above the view, or under it for a view the learner reads first (step 3's Fill the blank,
    // whose card is taller than a phone's screen once it has its answer).
    const under = LESSON[store.get().lesson - 1]?.link?.place === 'after';
    if (under) target.after(root); else target.before(root);
    docked = true;
    seen.linked = true;  // the step's task (read the view it links to) is under way
    rerender();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    (under ? target : root).scrollIntoView({ block: 'start' });
  });

  // A step's state, less what the address itself names (a shared link keeps its own view).
  const stepPatch = (k, keep = new Set()) => Object.fromEntries(
    Object.entries((k === LESSON.length + 1 ? RECAP : LESSON[k - 1])?.state ?? {}).filter(([name]) => !keep.has(name)));
  // Arriving on a step that turns the causal mask off (Back from step 5 to 4, say) says so, as the
  // steps say when they change the model (content/lesson.js: a step whose words say it already has
  // `saysMaskOff`).
  let maskTurnedOff = false;
  const go = (k) => {
    remember();
    const patch = k === 0 ? {} : stepPatch(k);
    maskTurnedOff = store.get().causal === true && patch.causal === false && !LESSON[k - 1]?.saysMaskOff;
    store.set(k === 0 ? { lesson: 0 } : { lesson: k, ...patch }, { remember: true });
  };
  // An address read again (typed over the hash, Back, Forward: link.js passes it) sets up its step
  // as a fresh load does (begin, below): what the address does not name comes from the step. (An
  // address written by the page names everything that differs from its step: state.js, toHash.)
  store.subscribe((state, { address } = {}) => {
    if (address === undefined || state.lesson === 0) return;
    if (linkedStep(address)) card.open = true;
    maskTurnedOff = false;  // a step set up by its address, not by Back or Next
    const named = new Set(new URLSearchParams(address.replace(/^#/, '')).keys());
    const patch = Object.fromEntries(Object.entries(stepPatch(state.lesson, named)).filter(([name, value]) => state[name] !== value));
    if (Object.keys(patch).length) store.set(patch);
  }, { signal });
  back.addEventListener('click', () => { const { lesson } = store.get(); if (lesson > 1) go(lesson - 1); });
  next.addEventListener('click', () => { const { lesson } = store.get(); go(lesson < RECAP_STEP ? lesson + 1 : 0); });
  skip.addEventListener('click', () => go(0));
  // The page's "Lesson" button: starts it again, or brings the open lesson into view.
  opener?.addEventListener('click', () => {
    if (store.get().lesson === 0) go(1);
    card.open = true;
    summary.focus();
    card.scrollIntoView({ block: 'nearest' });
  });
  reveal.addEventListener('click', () => {
    revealed.add(store.get().lesson);
    rerender();
    claims.focus?.();
  });
  // A step that names its model, shown with another (a link that keeps model=english on a step of
  // the seeded model): its actions would make no sense there, so the card offers that model instead.
  const otherModel = (step, state) => (step?.state.model && state.model !== step.state.model ? step.state.model : null);
  action.addEventListener('click', () => {
    const state = store.get();
    const step = LESSON[state.lesson - 1];
    const model = otherModel(step, state);
    if (model) store.set({ model }, { remember: true });
    else if (step?.action) store.set(step.action.patch, { remember: true });
  });

  // What the card saw: the steps whose answer the learner asked for, and the step's link followed.
  const revealed = new Set();
  const seen = { linked: false };
  // Fill the blank's answer tells the story of a step with `blankStory` (content/blank.js): its
  // panel (loaded on demand) writes the sentence and hands it here with the state it answered.
  let blankStory = { text: '', key: '' };
  document.addEventListener('blank:story', (event) => { blankStory = event.detail; rerender(); }, { signal });
  // The walkthrough's numbers answer a step with `walkAnswer` (content/lesson.js, bestMatch): its
  // panel sends those it draws, with the phase and analogy they are for. Only while that panel is
  // shown with the match: elsewhere the card points to it, as a fresh load there does (address walk,
  // seed 8675: the card kept offering the match's answer after a link to the Position tab; offline
  // walk, seed 77: and stated it after a link to the walkthrough's own-sentence mode).
  let walkMatch = null;
  document.addEventListener('walk:match', (event) => { walkMatch = event.detail; rerender(); }, { signal });
  const walkAnswer = (step, state) => (step.walkAnswer && state.panel === 'walkthrough' && state.walkMode === 'match'
    && walkMatch?.phase === state.phase && walkMatch.analogy === state.analogy ? bestMatchText(walkMatch) : '');
  // A step's `veils`: the view further down that answers its question (step 4's shift test) stays
  // hidden behind a note until the answer is open, like the card's own answer.
  const veilNote = element('p', { className: 'veil-note' });
  const veilShow = element('button', { className: 'secondary', attrs: { type: 'button' } });
  const veil = element('div', { className: 'veil' }, [veilNote, veilShow]);
  veilShow.addEventListener('click', () => reveal.click());
  function setVeil(target, lesson) {
    const veiled = document.querySelector('[data-veiled]');
    if (veiled && veiled.id !== target) { veiled.hidden = false; veiled.removeAttribute('data-veiled'); veil.remove(); }
    const node = target && document.getElementById(target);
    if (!node) return;
    node.hidden = true;
    node.setAttribute('data-veiled', '');
    veilNote.textContent = t('lesson.veiled', { step: lesson });
    veilShow.textContent = t('lesson.reveal');
    if (veil.nextElementSibling !== node) node.before(veil);
  }
  // A step's `answers`: the page's other texts that state its answer, hidden wherever they are.
  const answerVeil = createAnswerVeil();
  let last = null;  // the latest result and state drawn
  const rerender = () => { if (last) writeClaims(last.result, last.state); };
  // Whether the step's answer may show: its task done, or the answer asked for.
  const answerOpen = (step, state) => revealed.has(state.lesson) || stepDone(step, state, seen);
  // Set as soon as the state is (sync), before the step's texts or the analysis have come.
  // No answer before its question: this step's answers and every later step's, unless that step's
  // answer is open or an open step at or before this one states the same text (step 1 hides the
  // subtitle, step 2's answer; step 2, once answered, shows it though step 3 repeats it).
  const veilAnswers = (state) => {
    if (!(state.lesson >= 1 && state.lesson <= LESSON.length)) { answerVeil.set([]); return; }
    const open = (step, k) => revealed.has(k + 1) || stepDone(step, { ...state, lesson: k + 1 }, seen);
    const shown = new Set(LESSON.flatMap((step, k) => (k < state.lesson && open(step, k) ? step.answers ?? [] : [])));
    const hidden = LESSON.flatMap((step, k) => (k >= state.lesson - 1 && !open(step, k) ? step.answers ?? [] : []));
    answerVeil.set([...new Set(hidden)].filter((id) => !shown.has(id)));
  };
  function writeClaims(result, state) {
    veilAnswers(state);
    if (state.lesson === 0 || state.lesson === RECAP_STEP || (state.lesson > 1 && !globalThis.posattnLessonSteps)) { setVeil(null); return; }
    const step = LESSON[state.lesson - 1];
    const open = answerOpen(step, state);
    setVeil(open || otherModel(step, state) ? null : step.veils, state.lesson);
    const lines = trueClaims(step, lessonFacts(result, state), { revealed: open });
    if (open && step.blankStory && blankStory.text && blankStory.key === blankKey(state)) lines.push(blankStory.text);
    const walked = walkAnswer(step, state);
    if (open && walked) lines.push(walked);
    const text = lines.join(' ');
    if (claims.textContent !== text) claims.textContent = text;
    claims.hidden = text === '';
    // Not yet revealed, where this state has an answer: the card says so, and offers it to one who
    // has predicted; not while the step's model is not the one shown (the card offers that model).
    // Here, not in render: a late answer (Fill the blank's story, the walkthrough's match) writes the
    // claims again without drawing.
    const answerWaits = !open && !otherModel(step, state)
      && (trueClaims(step, lessonFacts(result, state)).length > lines.length || Boolean(walked));
    waiting.hidden = !answerWaits;
    reveal.hidden = !answerWaits;
  }

  let shown = '';  // the step shown, and in which language (a language loads after the first step)
  // A step's `now`: what the picture shows in this state (step 3's grids follow the scheme chosen).
  // A step shown with another model than its own (a link that keeps model=english on a step of the
  // seeded model) says so in its place, and its `show` ("This is the seeded model, ...") stands
  // down: it would be false of the model shown.
  const writeNow = (state) => {
    const step = state.lesson !== RECAP_STEP ? LESSON[state.lesson - 1] : undefined;
    const away = otherModel(step, state);
    const text = (away ? t('lesson.modelAway', { model: away }) : step?.now?.(state)) || '';
    if (now.textContent !== text) now.textContent = text;
    now.hidden = text === '';
    if (step) show.hidden = Boolean(away);
  };
  function sync(state) {
    root.hidden = state.lesson === 0;
    veilAnswers(state);
    // No step, or the recap: nothing asks to predict, so a veil left by step 4 goes (render, which
    // sets it for a step, is not called for these).
    if (state.lesson === 0 || state.lesson === RECAP_STEP) setVeil(null);
    if (state.lesson === 1 || globalThis.posattnLessonSteps) writeNow(state);
    const showing = `${state.lesson} ${currentLanguage()}`;
    if (showing === shown || state.lesson === 0) { shown = showing; if (state.lesson === 0) goHome(); return; }
    if (!showing.startsWith(`${shown.split(' ')[0]} `)) seen.linked = false;  // a new step
    shown = showing;
    goHome();
    if (state.lesson > 1 && !globalThis.posattnLessonSteps) {  // its texts are not there (yet)
      title.textContent = stepsProblem ?? t('lesson.loading');
      shown = '';
      return;
    }
    const finished = state.lesson === RECAP_STEP;
    const step = LESSON[state.lesson - 1];
    title.textContent = finished ? t('lesson.recapHeading', { title: RECAP.title })
      : t('lesson.heading', { step: state.lesson, count: LESSON.length, title: step.title });
    for (const node of [show, predict, task, claims]) node.hidden = finished;
    recap.hidden = !finished;
    if (finished) writeRecap();
    back.textContent = t('lesson.back');
    waiting.textContent = t('lesson.waiting');
    reveal.textContent = t('lesson.reveal');
    if (finished) { waiting.hidden = true; reveal.hidden = true; }
    skip.textContent = t('lesson.close');
    nav.setAttribute('aria-label', t('lesson.steps'));
    changed.hidden = !maskTurnedOff;
    changed.textContent = maskTurnedOff ? t('lesson.maskOff') : '';
    if (!finished) {
      show.textContent = step.show;
      show.hidden = Boolean(otherModel(step, state));
      predict.replaceChildren(element('strong', { text: t('lesson.predict') }), ' ', step.predict);
      task.replaceChildren(element('strong', { text: t('lesson.then') }), ' ', step.task);
    }
    action.hidden = !step?.action;
    action.textContent = step?.action?.label ?? '';
    link.hidden = !step?.link;  // an in-page link: the card goes with it (above)
    link.textContent = step?.link?.label ?? '';
    if (step?.link) link.setAttribute('href', `#${step.link.target}`); else link.removeAttribute('href');
    progress.textContent = finished ? t('lesson.done') : t('lesson.progress', { step: state.lesson, count: LESSON.length });
    back.setAttribute('aria-disabled', String(state.lesson === 1));
    next.textContent = t(finished ? 'lesson.close' : state.lesson === LESSON.length ? 'lesson.finish' : 'lesson.next');
    skip.hidden = finished;
  }

  // Steps 2 to 6 and the recap bring their texts in a script of their own (text/en/lesson.steps.js).
  let stepsProblem = null;
  const loadSteps = () => classicScript('lesson-steps.js', 'posattnLessonSteps', 'lessonSteps');
  return {
    ready: (state) => (state.lesson > 1 && !globalThis.posattnLessonSteps && !stepsProblem
      ? loadSteps().catch((error) => { stepsProblem = error.message; }) : undefined),
    sync,
    render(result, state) {
      last = { result, state };
      if (state.lesson === 0 || state.lesson === RECAP_STEP) return;
      if (state.lesson === 1 || globalThis.posattnLessonSteps) writeNow(state);
      const step = LESSON[state.lesson - 1];
      writeClaims(result, state);
      const model = otherModel(step, state);
      action.hidden = !model && !step.action;
      action.textContent = model ? t('lesson.useModel', { model }) : step.action?.label ?? '';
      link.hidden = Boolean(model) || !step.link;
      const done = !model && step.action && Object.entries(step.action.patch).every(([name, value]) => state[name] === value);
      action.setAttribute('aria-disabled', String(Boolean(done)));
    },
    // Called once the page is wired: the first visit starts the lesson; a link to a step sets
    // what that step needs and the link does not name.
    begin({ firstVisit }) {
      const state = store.get();
      if (state.lesson === 0 && firstVisit && !remembered()) {
        remember();
        store.set({ lesson: 1, ...stepPatch(1) });
      } else if (state.lesson > 0) {
        const named = new Set(new URLSearchParams(start.replace(/^#/, '')).keys());
        store.set(stepPatch(state.lesson, named));
      }
    },
  };
}
