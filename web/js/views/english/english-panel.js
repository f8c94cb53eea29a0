// What the panels show with model=english, as one compact card under the verdict: which trained model
// (its fixed shape), the layer choice and the words outside its vocabulary; "Fill the blank" (the
// model's five best guesses for one hidden word, in the original order and in the new one, for the
// chosen scheme or all six) in a disclosure of its own, asked only while it is open and never on the
// keystroke's path (below); and, in the Position tab, what the trained scheme itself holds (a note,
// and T5's trained bucket table). Every number comes from the core (english-calls.js); this view
// only draws them. Its texts are the catalogue's room `english` (text/en/english.js).
import { element, clear } from '../../util/dom.js';
import { ENGLISH_LAYERS } from '../../state/state.js';
import { ENGLISH_SCHEMES } from '../../engine/english-calls.js';
import { formatNumber, numberListSeparator } from '../../util/format.js';
import { formatPercent } from '../../util/format-more.js';
import { pick } from '../../content/claims.js';
import { blankFacts, BLANK_NOTES, BLANK_STORY } from '../../content/blank.js';
import { blankKey } from '../../content/blank-key.js';
import { createModelFacts } from './model-facts.js';
import { headPairing } from '../../content/english-facts.js';
import { t } from '../../text/en/english.js';
import { currentLanguage } from '../../text/messages.js';
import { errorText } from '../../text/en/errors.js';
import '../../text/en/errors.model-file.js';  // a refused file's reason (model-file-refused)

const percent = (p) => formatPercent(p, 2);
// Fill the blank waits for a pause in typing: a keystroke draws the grids, and only once the
// sentence has stood still this long are the two (or twelve) forward passes asked for.
export const BLANK_PAUSE_MS = 400;
const CACHE_SIZE = 24;
// Which keys the shown heads read, from the core's `reads` per head, as the messages select it:
// sides 'none' (every head reads both ways), 'split' (some heads the words before, the others the
// words after: ALiBi's English heads) with the head numbers of each, or 'other' (said nowhere).
export function sidesOf(result) {
  const heads = result.original.heads;
  const numbers = (side) => heads.flatMap((head, i) => (head.reads === side ? [i + 1] : []));
  const earlier = numbers('earlier'), later = numbers('later');
  const sides = heads.every((head) => head.reads === 'both') ? 'none' : earlier.length && later.length && earlier.length + later.length === heads.length ? 'split' : 'other';
  const list = (n) => t('english.headNumbers', { count: n.length, rest: n.slice(0, -1).join(t('english.listSeparator')), last: n.at(-1) ?? '' });  // 1 and 3
  return { sides, earlier: list(earlier), later: list(later), earlierCount: earlier.length, laterCount: later.length,
    pairing: headPairing(heads.map((head) => head.reads), Array.from(result.alibiSlopes ?? [])) };
}
const ENGLISH_EXAMPLES = ['dog bites man', 'The cat sat on the mat', 'The chef cooked the meal'];  // answers kept, by sentence, order, word and models

export function createEnglishPanel(root, { store, engine }) {
  const byId = (id) => document.getElementById(id);
  const status = element('p', { className: 'english-status', attrs: { role: 'status', id: 'english-status' } });
  const layer = element('select', { attrs: { id: 'english-layer' } });
  for (let i = 1; i <= ENGLISH_LAYERS; i += 1) layer.append(element('option', { text: t('english.layerOption', { n: i, last: i === ENGLISH_LAYERS ? 'yes' : 'no' }), attrs: { value: String(i) } }));
  layer.addEventListener('change', () => store.set({ layer: Number(layer.value) }));
  const unknown = element('p', { className: 'english-unknown', attrs: { id: 'english-unknown' } });

  const blank = element('select', { attrs: { id: 'blank-token' } });
  blank.addEventListener('change', () => store.set({ blank: Number(blank.value) }));
  const scope = element('select', { attrs: { id: 'blank-schemes' } }, [
    element('option', { text: t('english.blankOne'), attrs: { value: 'one' } }),
    element('option', { text: t('english.blankAll', { count: ENGLISH_SCHEMES.length }), attrs: { value: 'all' } })]);
  scope.addEventListener('change', () => store.set({ blankSchemes: scope.value }));
  const guesses = element('div', { attrs: { id: 'blank-guesses', 'aria-live': 'polite' } });
  const blankNotes = element('div', { className: 'blank-notes', attrs: { id: 'blank-notes' } });
  const blankAccuracy = element('p', { className: 'blank-accuracy', attrs: { id: 'blank-accuracy', hidden: '' } });
  const blankSummary = element('summary', { text: t('english.blankTitle') });
  const blankBox = element('details', { className: 'english-blank', attrs: { id: 'blank-details' } }, [
    blankSummary,
    element('p', { text: t('english.blankIntro') }),
    element('div', { className: 'row' }, [
      element('div', { className: 'field' }, [element('label', { text: t('english.blankWord'), attrs: { for: 'blank-token' } }), blank]),
      element('div', { className: 'field' }, [element('label', { text: t('english.blankModels'), attrs: { for: 'blank-schemes' } }), scope])]),
    guesses,
    // The sentences about the answer (content/blank.js), and a place kept for the sentence that
    // compares each model's measured accuracy with a count baseline (from the model cards).
    blankNotes, blankAccuracy]);
  // Opening or closing it is part of the view, kept in the link (state.blankOpen).
  blankBox.addEventListener('toggle', () => { if (store.get().blankOpen !== blankBox.open) store.set({ blankOpen: blankBox.open }); });

  const settingsNote = element('p', { attrs: { id: 'english-settings-note' } });
  const modelFacts = createModelFacts();  // the card's figures: accuracy beside the count model's, the head compared
  // In another language the page says plainly that these models read English only, and offers
  // English sentences to try them on (in the bar and in Fill the blank): the learner's words, in English.
  const englishExamples = () => element('p', { className: 'english-only', attrs: { lang: 'en' } }, ENGLISH_EXAMPLES.map((text) => {
    const button = element('button', { text, className: 'quiet', attrs: { type: 'button' } });
    button.addEventListener('click', () => store.set({ text, order: 'shuffle', blank: 0 }, { remember: true }));
    return button;
  }));
  const otherLanguage = !currentLanguage().startsWith('en');
  const englishOnly = otherLanguage ? [element('p', { className: 'english-only', text: t('english.englishOnly'), attrs: { id: 'english-only' } }), englishExamples()] : [];
  if (otherLanguage) blankBox.insertBefore(englishExamples(), blankBox.children[2]);
  root.append(element('div', { className: 'english-bar' }, [
    element('h2', { text: t('english.title'), attrs: { id: 'english-title' } }),
    ...englishOnly,
    status,
    element('div', { className: 'field english-layer' }, [element('label', { text: t('english.layer'), attrs: { for: 'english-layer' } }), layer]),
    unknown, modelFacts.accuracy]));
  // Fill the blank is a card of its own beside the grids (wider than this column).
  const blankRoot = byId('blank-panel') ?? root;
  blankRoot.append(blankBox);
  root.setAttribute('aria-labelledby', 'english-title');

  // With the English models the seeded settings do not apply: the Settings menu says so instead.
  function showSettings(english, shape, result) {
    const panel = byId('settings-panel'), explanation = byId('explain-settings');
    if (!panel) return;
    panel.hidden = english;
    if (explanation) explanation.hidden = english;
    if (!settingsNote.isConnected) panel.before(settingsNote);
    settingsNote.hidden = !english;
    settingsNote.textContent = !english ? '' : shape ? t('english.settingsNote', { ...shape, ...sidesOf(result) }) : t('english.settingsNoteLoading');
  }

  // The Position panel: a note of what the
  // trained scheme holds, and T5's trained bucket table after the bias grids. The score's terms and
  // the shift test stay for the seeded model (body[data-model], app/update.js, hides them: app.css).
  const positionPanel = () => byId('panel-position');
  const positionNote = element('p', { className: 'note', attrs: { id: 'position-english-note' } });
  const bucketTable = element('table', { className: 'bucket-table' });
  const bucketBox = element('details', { className: 'block english-buckets', attrs: { id: 'english-buckets' } }, [
    element('summary', { text: t('english.t5Title') }), element('div', { className: 'table-scroll' }, [bucketTable])]);
  function placeInPositionPanel() {
    const panel = positionPanel();
    if (!panel) return;
    if (!positionNote.isConnected) panel.querySelector('h2')?.after(positionNote);
    if (!bucketBox.isConnected) (byId('bias-panel')?.closest('.block') ?? panel.lastElementChild)?.after(bucketBox);
  }
  function drawPosition(result, state, shape) {
    const { encoding } = result.positions;
    const dh = shape.width / shape.heads;
    positionNote.textContent = t('english.positionNote', {
      scheme: state.scheme, count: result.tokens.length, positions: shape.positions, headWidth: dh, pairs: encoding.cols || dh / 2,
      slopes: Array.from(result.alibiSlopes ?? [], (s) => formatNumber(s, 4)).join(numberListSeparator()),
      ...sidesOf(result),
    });
    const buckets = result.t5Buckets;
    bucketBox.hidden = !buckets;
    if (!buckets) return;
    const { biases, lowest, highest, reached } = buckets;
    const head = element('tr', {}, [element('th', { text: t('english.t5Offsets'), attrs: { scope: 'col' } }),
      ...Array.from({ length: biases.cols }, (_, h) => element('th', { text: t('english.t5Head', { n: h + 1 }), attrs: { scope: 'col' } }))]);
    const rows = [];
    // Buckets in the order of their offsets, from furthest back to furthest ahead.
    const order = [...Array(biases.rows).keys()].filter((b) => reached[b]).sort((a, b) => lowest[a] - lowest[b]);
    for (const b of order) {
      rows.push(element('tr', {}, [
        element('th', { text: t('english.t5Offset', { one: lowest[b] === highest[b] ? 'yes' : 'no', low: lowest[b], high: highest[b] }), attrs: { scope: 'row' } }),
        ...Array.from({ length: biases.cols }, (_, h) => element('td', { text: formatNumber(biases.data[b * biases.cols + h], 3) }))]));
    }
    bucketTable.replaceChildren(element('caption', { text: t('english.t5Caption') }), element('thead', {}, [head]), element('tbody', {}, rows));
  }

  // A scheme without an English model file is not offered while the English models are shown; the
  // learned scheme's name says "seeded, untrained" for the seeded model, and ALiBi's names the
  // seeded model's symmetric form: not so for these (the status line says how ALiBi's heads read).
  const ENGLISH_OPTION_NAMES = { learned: 'english.learnedOption', alibi: 'english.alibiOption' };
  function nameSchemes(english) {
    for (const option of document.querySelectorAll('#scheme option'))
      option.disabled = english && !ENGLISH_SCHEMES.includes(option.value);
    for (const [scheme, name] of Object.entries(ENGLISH_OPTION_NAMES)) {
      const option = document.querySelector(`#scheme option[value=${scheme}]`);
      if (!option) continue;
      option.dataset.seededText ??= option.textContent;
      option.textContent = english ? t(name) : option.dataset.seededText;
    }
  }
  function showModel(english) {
    placeInPositionPanel();
    positionNote.hidden = !english;
    if (!english) bucketBox.hidden = true;
    nameSchemes(english);
  }

  // Fill the blank: asked only while its disclosure is open, after a pause in typing (a keystroke's
  // analysis never waits behind it), and each answer kept, so going back to a sentence, or switching
  // the word back, redraws at once.
  const answers = new Map();
  let asked = '', waiting = 0, latest = 0;
  // The answer last drawn ({key, answer}), kept until its question is forgotten.
  let drawnAnswer = null;
  const boxAsking = () => guesses.getAttribute('aria-busy') === 'true';  // (showAsking's mark)
  const blankJob = (state) => ({ text: engine.coreText(state.text), schemes: state.blankSchemes === 'all' ? ENGLISH_SCHEMES : [state.scheme],
    order: state.order, seed: state.order === 'shuffle' ? state.seed : undefined, token: state.blank });
  // One question: its sentence, order, models and word (the answers' cache key, and what `asked` holds).
  const questionKey = (state) => { const job = blankJob(state); return JSON.stringify([job.text, state.order, job.seed, job.schemes, job.token]); };
  // The lesson tells the story of an answer (views/lesson/lesson.js): it hears each one drawn.
  const tellStory = (state, text) => document.dispatchEvent(new CustomEvent('blank:story', { detail: { text, key: blankKey(state) } }));
  function drawBlank(state, tokens, answer, schemes) {
    drawnAnswer = { key: questionKey(state), answer };
    guesses.removeAttribute('aria-busy');
    blankNotes.replaceChildren();
    modelFacts.blank(blankAccuracy, answer, schemes);
    if (!answer.ok) { guesses.replaceChildren(element('p', { className: 'problem', text: errorText(answer.error) })); tellStory(state, ''); return; }
    const f = blankFacts(answer, state.blank);
    // Each note names its message (data-says): the lesson hides one that answers its question.
    blankNotes.replaceChildren(...BLANK_NOTES.map((claims) => pick(claims, f)).filter(({ text }) => text)
      .map(({ id, text }) => element('p', { text, attrs: { 'data-says': id } })));
    tellStory(state, pick(BLANK_STORY, f).text);
    const hidden = (list) => list.map((i) => (i === state.blank ? t('english.hidden') : tokens[i])).join(' ');
    const table = element('table', { className: 'blank-table', attrs: { 'data-schemes': String(schemes.length) } });
    table.append(element('caption', { text: t('english.blankCaption', { word: tokens[state.blank] }) }),
      element('thead', {}, [element('tr', {}, [element('th', { text: t('english.blankModel'), attrs: { scope: 'col' } }),
        element('th', { text: hidden([...tokens.keys()]), attrs: { scope: 'col' } }), element('th', { text: hidden(answer.order), attrs: { scope: 'col' } })])]));
    const body = element('tbody');
    // A guess is an English word on a page in any language: marked lang=en, so a screen reader
    // says it in English; the message around it stays the page's.
    const guess = (word, probability) => {
      const [before, after = ''] = t('english.guess', { word: '\u0000', probability: percent(probability) }).split('\u0000');
      return element('li', {}, [before, element('span', { text: word, attrs: { lang: 'en' } }), after].filter((part) => part !== ''));
    };
    const list = (words, probabilities) => element('ol', {}, words.map((word, i) => guess(word, probabilities[i])));
    for (const scheme of schemes) {
      const a = answer.answers[scheme];
      const row = element('tr', { attrs: { 'data-scheme': scheme } }, [element('th', { text: t('english.scheme', { scheme }), attrs: { scope: 'row' } })]);
      if (!a.ok) row.append(element('td', { text: errorText(a.error), attrs: { colspan: '2' } }));
      else row.append(element('td', {}, [list(a.original, a.originalProbability)]), element('td', {}, [list(a.reordered, a.reorderedProbability)]));
      body.append(row);
    }
    table.append(body);
    // A scroller a keyboard can reach, should the table be wider than the screen.
    guesses.replaceChildren(element('div', { className: 'table-scroll blank-scroll',
      attrs: { tabindex: '0', role: 'group', 'aria-label': t('english.blankTitle') } }, [table]));
  }
  // Until its answer is drawn, a question shows that it is being asked, and nothing of the answer
  // before it (another sentence, order, word or models: its guesses and notes would be false here).
  function showAsking(state) {
    guesses.setAttribute('aria-busy', 'true');
    guesses.replaceChildren(element('p', { text: t('english.asking') }));
    blankNotes.replaceChildren();
    tellStory(state, '');
  }
  // A question no longer asked (the disclosure closed, the seeded model, a later question): its
  // timer stops, and an answer still on its way is kept but never drawn over a later state.
  function forgetBlank() { clearTimeout(waiting); asked = ''; latest += 1; drawnAnswer = null; }
  // Nothing in the box (and nothing said to be on its way).
  function clearBox() {
    guesses.removeAttribute('aria-busy');
    guesses.replaceChildren();
    blankNotes.replaceChildren();
  }
  async function askBlank(state, tokens, key, job) {
    const mine = ++latest;
    showAsking(state);
    let answer;
    try { answer = await engine.call('fillBlank', job); } catch (error) { answer = { ok: false, error: error.message }; }
    if (answer.ok) {
      answers.set(key, answer);
      if (answers.size > CACHE_SIZE) answers.delete(answers.keys().next().value);
    }
    if (mine !== latest) return;
    drawBlank(state, tokens, answer, job.schemes);
  }
  // Once per draw, after the grids (main.js draws this view early, so it only schedules here).
  function updateBlank(state, tokens) {
    // Closed while a question was being asked: no longer asked, so the box no longer says so.
    if (!blankBox.open) { forgetBlank(); if (boxAsking()) clearBox(); return; }
    const job = blankJob(state);
    const key = questionKey(state);
    // The same question drawn again (the same state, drawn twice) leaves the one asked for it be:
    // cancelled here, its answer would never come and the last word's would stay. Its answer, once
    // drawn, is drawn again where sync has since shown a passing state's question as being asked
    // (a link whose order the core refused falls back to this state: the box said "Asking" for good).
    if (key === asked) {
      if (boxAsking() && drawnAnswer?.key === key) drawBlank(state, tokens, drawnAnswer.answer, job.schemes);
      return;
    }
    forgetBlank();
    asked = key;
    if (answers.has(key)) { drawBlank(state, tokens, answers.get(key), job.schemes); return; }
    showAsking(state);
    // The same sentence and order (a new word, the other models, just opened): at once. A new
    // sentence or order: after the pause.
    const sameSentence = guesses.dataset.sentence === JSON.stringify([job.text, state.order, job.seed]);
    guesses.dataset.sentence = JSON.stringify([job.text, state.order, job.seed]);
    waiting = setTimeout(() => askBlank(state, tokens, key, job), sameSentence ? 0 : BLANK_PAUSE_MS);
  }

  let optionsFor = '';
  return {
    sync(state) {
      const english = state.model === 'english';
      root.hidden = !english;
      blankRoot.hidden = !english;
      showSettings(english, null);
      showModel(english);
      // Hidden, Fill the blank keeps no answer: shown again for another question, it showed the old
      // one's guesses until the page's analysis came back (a fresh load shows none).
      if (!english) { forgetBlank(); clearBox(); modelFacts.render(null, state); return; }
      layer.value = String(state.layer);
      scope.value = state.blankSchemes;
      if (blankBox.open !== state.blankOpen) blankBox.open = state.blankOpen;
      // Another question than the one drawn: it says so at once, not after the analysis.
      if (blankBox.open && asked !== questionKey(state)) showAsking(state);
      if (!status.textContent) status.textContent = t('english.loading', { scheme: t('english.scheme', { scheme: state.scheme }) });
    },
    render(result, state) {
      const english = state.model === 'english';
      root.hidden = !english;
      blankRoot.hidden = !english;
      if (!english || !result.englishModel) { showSettings(false); modelFacts.render(null, state); return; }
      const shape = result.englishModel;
      showSettings(true, shape, result);
      status.textContent = t('english.status', { scheme: t('english.scheme', { scheme: shape.scheme }), base: shape.base ?? 'none', ...sidesOf(result), layer: state.layer, layers: shape.layers, width: shape.width, heads: shape.heads });
      const tokens = Array.from(result.tokens, (token) => token.text);
      const words = Array.from(result.unknownTokens ?? [], (i) => tokens[i]);
      unknown.textContent = words.length ? t('english.unknown', { words: words.join(t('english.listSeparator')) }) : t('english.allKnown');
      unknown.classList.toggle('english-unknown-some', words.length > 0);
      modelFacts.render(result, state);
      if (state.panel === 'position') drawPosition(result, state, shape);
      const token = Math.min(state.blank, tokens.length - 1);
      const optionsKey = JSON.stringify(tokens);
      if (optionsKey !== optionsFor) {
        optionsFor = optionsKey;
        clear(blank);
        tokens.forEach((text, i) => blank.append(element('option', { text: t('english.blankOption', { n: i + 1, word: text }), attrs: { value: String(i) } })));
      }
      blank.value = String(token);
      if (token !== state.blank) { store.set({ blank: token }); return; }
      updateBlank(state, tokens);
    },
  };
}
