// The query/key/value walkthrough: the six steps of one attention computation, first on the worked
// cricket example, then on the learner's own sentence. Each step shows the core's numbers beside
// its reading in the chosen analogy. Step, analogy, example, phase, token and head live in the URL;
// the controls stay in place across steps so keyboard focus is never lost.
import { element, clear, setOptions } from '../../util/dom.js';
import { toHash } from '../../state/state.js';
import { ANALOGIES } from '../../content/analogies.js';
import { explain } from '../../content/analogy-text.js';
import { SCHEME_DESCRIPTIONS, SCHEME_PHRASES } from '../../schemes/schemes.js';
import { matchStepNumbers } from './walkthrough-match.js';
import { sentenceContext, sentenceStepNumbers } from './walkthrough-sentence.js';
import { facts, say } from '../../content/claims.js';
import { MODEL_SHOWN } from '../../content/model-shown.js';
import { t } from '../../text/en/walkthrough.js';
import { errorText } from '../../text/en/errors.js';
import { inputKind } from '../../util/input-kind.js';

function field(id, text, control) {
  return element('div', { className: 'field' }, [element('label', { text, attrs: { for: id } }), control]);
}

// A group of radio buttons that stays in the page, so arrow keys inside it keep working.
function createChoice({ name, legend, options, onChange }) {
  const fieldset = element('fieldset', { className: 'walk-choice' }, [element('legend', { text: legend })]);
  const entries = new Map();
  for (const { value, label } of options) {
    const input = element('input', { attrs: { type: 'radio', name, value, id: `${name}-${value}` } });
    const text = element('span', { text: label });
    input.addEventListener('change', () => { if (input.checked) onChange(value); });
    fieldset.append(element('label', {}, [input, text]));
    entries.set(value, { input, text });
  }
  return {
    element: fieldset,
    set(value, labels = {}) {
      for (const [key, { input, text }] of entries) {
        input.checked = key === value;
        if (labels[key]) text.textContent = labels[key];
      }
    },
  };
}

function setDisabled(button, disabled) {
  button.setAttribute('aria-disabled', String(disabled));
}

// texts: content/walkthrough-texts.js, which the page loads when the walkthrough first opens.
export function createWalkthrough(root, { store, cricket, texts }) {
  const { WALK_INTRO, WALK_MODES, WALK_STEPS, READING_TITLE, LIMITS, CONCEPTS, SENTENCE_NOTES, namedWalk: named } = texts;
  const STEP_COUNT = WALK_STEPS.length;
  const walks = new Map();
  const walkFor = (phase) => {
    if (!walks.has(phase)) walks.set(phase, texts.cricketWords(cricket(phase)));  // the core's ids in words
    return walks.get(phase);
  };
  const firstWalk = walkFor(store.get().phase);
  let showAll = false;
  const last = { result: null, state: null };

  // Asks the store for a change and redraws if the page did not (it skips views when the
  // sentence above is invalid; the walkthrough's own controls must still respond).
  function change(patch) {
    store.set(patch);
    const state = store.get();
    if (state !== last.state) draw(last.result, state);
  }
  const goTo = (step) => {
    const next = Math.max(1, Math.min(STEP_COUNT, step));
    if (next !== store.get().step) change({ step: next });
  };

  // Choosing what to explain with, and what to walk through.
  const intro = element('p', { className: 'explain walk-intro', attrs: { id: 'walk-intro' } });
  const analogySelect = element('select', { attrs: { id: 'analogy' } },
    ANALOGIES.map((a) => element('option', { text: a.label, attrs: { value: a.id } })));
  analogySelect.addEventListener('change', () => change({ analogy: analogySelect.value }));
  const modeChoice = createChoice({
    name: 'walk-mode', legend: t('walkthrough.walkThrough'),
    options: Object.keys(WALK_MODES).map((value) => ({ value, label: WALK_MODES[value].plain })),
    onChange: (walkMode) => change({ walkMode }),
  });

  // The worked example's phase switch.
  const phaseChoice = createChoice({
    name: 'walk-phase', legend: t('walkthrough.phase'),
    options: firstWalk.ok ? firstWalk.phaseIds.map((value, i) => ({ value, label: firstWalk.phaseLabels[i] })) : [],
    onChange: (phase) => change({ phase }),
  });
  const situation = element('p', { className: 'walk-situation', attrs: { id: 'walk-situation' } });
  const matchControls = element('div', { className: 'walk-controls' }, [phaseChoice.element, situation]);

  // The own sentence's query token and head.
  const tokenSelect = element('select', { attrs: { id: 'walk-token' } });
  tokenSelect.addEventListener('change', () => change({ walkToken: Number(tokenSelect.value) }));
  const headSelect = element('select', { attrs: { id: 'walk-head' } });
  headSelect.addEventListener('change', () => change({ walkHead: Number(headSelect.value) }));
  const showAllButton = element('button', {
    text: t('walkthrough.showAll'), className: 'secondary', attrs: { type: 'button', id: 'walk-all', 'aria-pressed': 'false' },
  });
  showAllButton.addEventListener('click', () => {
    showAll = !showAll;
    draw(last.result, store.get());
  });
  const sentenceSummary = element('p', { className: 'walk-situation', attrs: { id: 'walk-sentence' } });
  const modelShown = element('p', { className: 'hint', attrs: { id: 'walk-model' } });
  const sentenceControls = element('div', { className: 'walk-controls' }, [
    element('div', { className: 'row' }, [
      field('walk-token', t('walkthrough.queryToken'), tokenSelect), field('walk-head', t('walkthrough.head'), headSelect),
      element('div', { className: 'field' }, [showAllButton]),
    ]),
    sentenceSummary,
    modelShown,
    element('p', { className: 'hint', text: SENTENCE_NOTES.designed }),
  ]);

  // The steps: a list of links, "Step n of 6", the two columns, Back / Next.
  const stepLinks = WALK_STEPS.map((s, i) => {
    const link = element('a', { text: t('walkthrough.stepLink', { step: i + 1, title: s.title }), attrs: { href: '#', 'data-step': i + 1 } });
    link.addEventListener('click', (event) => { event.preventDefault(); goTo(i + 1); });
    return link;
  });
  const stepList = element('nav', { className: 'walk-steps', attrs: { 'aria-label': t('walkthrough.steps') } }, [
    element('ol', {}, stepLinks.map((link) => element('li', {}, [link]))),
  ]);
  const progress = element('p', { className: 'walk-progress', attrs: { id: 'walk-progress', 'aria-live': 'polite' } });
  const numbers = element('div', { className: 'walk-body', attrs: { id: 'walk-numbers' } });
  const readingTitle = element('h3');
  const readingNote = element('p', { className: 'walk-missing' });
  const readingText = element('p', { attrs: { id: 'walk-reading' } });
  const stage = element('div', {
    className: 'walk-stage', attrs: { tabindex: '0', role: 'group', 'aria-labelledby': 'walk-progress',
      'aria-describedby': 'walk-keys-hint' },
  }, [
    element('div', { className: 'walk-numbers' }, [element('h3', { text: t('walkthrough.numbers') }), numbers]),
    element('div', { className: 'walk-reading' }, [readingTitle, readingNote, readingText]),
  ]);
  const back = element('button', { text: t('walkthrough.back'), attrs: { type: 'button', id: 'walk-back' } });
  const next = element('button', { text: t('walkthrough.next'), attrs: { type: 'button', id: 'walk-next' } });
  const ownSentence = element('button', {
    text: t('walkthrough.own'), className: 'secondary', attrs: { type: 'button', id: 'walk-own' },
  });
  back.addEventListener('click', () => goTo(store.get().step - 1));
  next.addEventListener('click', () => goTo(store.get().step + 1));
  ownSentence.addEventListener('click', () => {
    change({ walkMode: 'sentence', step: 1 });
    tokenSelect.focus();
  });
  // The arrow keys on a keyboard; on a touch screen, the list of steps (written in draw, so it
  // follows the input and the language).
  const keysHint = element('span', { className: 'hint', attrs: { id: 'walk-keys-hint' } });
  const buttons = element('div', { className: 'buttons walk-buttons' }, [back, next, ownSentence, keysHint]);

  // Where the analogy breaks, and the concepts behind the page.
  const limitsTitle = element('h3', { attrs: { id: 'walk-limits-title' } });
  const limitsList = element('ul');
  const limits = element('section', { className: 'walk-limits', attrs: { 'aria-labelledby': 'walk-limits-title' } },
    [limitsTitle, limitsList]);
  const concepts = CONCEPTS.map((concept) => {
    const badge = element('span', { className: 'walk-badge' });
    const note = element('p', { className: 'walk-missing' });
    const text = element('p');
    const details = element('details', { attrs: { id: `concept-${concept.id}` } }, [
      element('summary', {}, [element('span', { text: concept.title }), badge]), note, text,
    ]);
    return { concept, badge, note, text, details };
  });
  const conceptSection = element('section', { className: 'walk-concepts', attrs: { 'aria-labelledby': 'walk-concepts-title' } }, [
    element('h3', { text: t('walkthrough.concepts'), attrs: { id: 'walk-concepts-title' } }),
    ...concepts.map((c) => c.details),
  ]);

  root.append(intro,
    element('div', { className: 'row walk-choose' }, [field('analogy', t('walkthrough.explainWith'), analogySelect), modeChoice.element]),
    matchControls, sentenceControls, stepList, progress, stage, buttons, limits, conceptSection);

  // ArrowLeft / ArrowRight step through while focus is in the walkthrough, except where the keys
  // already mean something (text fields, selects, radio groups, a heatmap's cells).
  root.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.target.closest('input, select, textarea, [role=grid]')) return;
    event.preventDefault();
    goTo(store.get().step + (event.key === 'ArrowRight' ? 1 : -1));
  });

  function drawMatch(state) {
    const walk = named(walkFor(state.phase), state.analogy);
    if (!walk.ok) return [element('p', { className: 'problem', text: errorText(walk.error) })];
    const other = named(walkFor(walk.phaseIds.find((id) => id !== walk.phase)), state.analogy);
    phaseChoice.set(state.phase, Object.fromEntries(walk.phaseIds.map((id, i) =>
      [id, walk.names.phases?.[id] ?? walk.phaseLabels[i]])));
    situation.replaceChildren(element('strong', { text: t('walkthrough.situation', { phase: walk.phaseLabel }) }), walk.situation);
    // The lesson's step 6 reads its answer from these numbers (views/lesson/lesson.js).
    document.dispatchEvent(new CustomEvent('walk:match', { detail: { phase: state.phase, analogy: state.analogy,
      names: walk.bowlers, dotProducts: Array.from(walk.dotProducts), phaseLabel: walk.phaseLabel } }));
    return matchStepNumbers(state.step, walk, other);
  }

  function drawSentence(result, state) {
    if (!result) return [element('p', { className: 'problem', text: t('walkthrough.noSentence') })];
    const ctx = sentenceContext(result, state, SENTENCE_NOTES);
    if (!ctx) return null;  // keep what is shown until the analysis for this head arrives
    setOptions(tokenSelect, ctx.labels, ctx.token);
    setOptions(headSelect, result.original.heads.map((h) => h.label), result.original.heads.indexOf(ctx.head));
    showAllButton.setAttribute('aria-pressed', String(showAll));
    modelShown.textContent = say(MODEL_SHOWN, facts(result, state));
    const english = state.model === 'english';
    sentenceSummary.textContent = t('walkthrough.summary', { count: ctx.labels.length, english, head: ctx.head.label, width: ctx.width,
      scheme: english ? SCHEME_PHRASES[state.scheme] : SCHEME_DESCRIPTIONS[state.scheme] ?? state.scheme,
      mask: String(!english && Boolean(state.causal)) });  // the English models have no mask
    return sentenceStepNumbers(state.step, ctx, { showAll });
  }

  function draw(result, state) {
    last.state = state;
    const { analogy, step, walkMode } = state;
    const stepContent = WALK_STEPS[step - 1];
    intro.textContent = explain(WALK_INTRO, analogy).text;
    analogySelect.value = analogy;
    modeChoice.set(walkMode, Object.fromEntries(Object.entries(WALK_MODES).map(([k, v]) => [k, explain(v, analogy).text])));
    matchControls.hidden = walkMode !== 'match';
    sentenceControls.hidden = walkMode !== 'sentence';

    stepLinks.forEach((link, i) => {
      link.href = toHash({ ...state, step: i + 1 }) || '#';
      if (i + 1 === step) link.setAttribute('aria-current', 'step');
      else link.removeAttribute('aria-current');
    });
    progress.textContent = t('walkthrough.progress', { step, count: STEP_COUNT, title: stepContent.title });
    setDisabled(back, step === 1);
    setDisabled(next, step === STEP_COUNT);
    ownSentence.hidden = !(walkMode === 'match' && step === STEP_COUNT);
    keysHint.textContent = t(inputKind() === 'touch' ? 'walkthrough.keysTouch' : 'walkthrough.keys');

    const nodes = walkMode === 'match' ? drawMatch(state) : drawSentence(result, state);
    if (nodes) clear(numbers).append(...nodes);
    const reading = explain(stepContent[walkMode], analogy, 'step');
    readingTitle.textContent = explain(READING_TITLE, analogy).text;
    readingNote.textContent = reading.note;
    readingText.textContent = reading.text;

    limitsTitle.textContent = explain(LIMITS.title, analogy).text;
    limitsList.replaceChildren(...explain(LIMITS.points, analogy).text.map((point) => element('li', { text: point })));
    for (const { concept, badge, note, text } of concepts) {
      const shown = explain(concept.text, analogy);
      badge.textContent = shown.note ? t('walkthrough.plain') : '';
      note.textContent = shown.note;
      text.textContent = shown.text;
    }
  }

  return {
    render(result, state) {
      last.result = result;
      draw(result, state);
    },
  };
}
