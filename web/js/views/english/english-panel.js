// What the panels show with model=english: which trained model (its fixed shape), the layer
// choice, the words outside its vocabulary, and "Fill the blank": the model's five best guesses for
// one hidden word, in the original order and in the new one, for the chosen scheme or all six.
// Every number comes from the core (english-calls.js); this view only draws them.
import { element, clear } from '../../util/dom.js';
import { ENGLISH_LAYERS } from '../../state/state.js';
import { ENGLISH_SCHEMES } from '../../engine/english-calls.js';
import { formatNumber } from '../../util/format.js';
import { errorText } from '../../text/en/errors.js';

const percent = (p) => `${formatNumber(100 * p)}%`;

export function createEnglishPanel(root, { store, engine }) {
  const byId = (id) => document.getElementById(id);
  const status = element('p', { attrs: { role: 'status', id: 'english-status' } });
  const layer = element('select', { attrs: { id: 'english-layer' } });
  for (let i = 1; i <= ENGLISH_LAYERS; i += 1) layer.append(element('option', { text: `Layer ${i}${i === ENGLISH_LAYERS ? ' (last)' : ''}`, attrs: { value: String(i) } }));
  layer.addEventListener('change', () => store.set({ layer: Number(layer.value) }));
  const unknown = element('p', { attrs: { id: 'english-unknown' } });

  const blank = element('select', { attrs: { id: 'blank-token' } });
  blank.addEventListener('change', () => store.set({ blank: Number(blank.value) }));
  const scope = element('select', { attrs: { id: 'blank-schemes' } }, [
    element('option', { text: 'The chosen scheme', attrs: { value: 'one' } }),
    element('option', { text: 'All six side by side', attrs: { value: 'all' } })]);
  scope.addEventListener('change', () => store.set({ blankSchemes: scope.value }));
  const guesses = element('div', { attrs: { id: 'blank-guesses', 'aria-live': 'polite' } });

  const settingsNote = element('p', { attrs: { id: 'english-settings-note' } });
  root.append(
    element('h2', { text: 'The trained English model', attrs: { id: 'english-title' } }),
    status,
    element('div', { className: 'row' }, [
      element('div', { className: 'field' }, [element('label', { text: 'Layer whose attention the panels show', attrs: { for: 'english-layer' } }), layer])]),
    unknown,
    element('h3', { text: 'Fill the blank' }),
    element('p', { text: 'Hide one word: the model guesses it from the others, once in the original order and once in the new order.' }),
    element('div', { className: 'row' }, [
      element('div', { className: 'field' }, [element('label', { text: 'Word to hide', attrs: { for: 'blank-token' } }), blank]),
      element('div', { className: 'field' }, [element('label', { text: 'Models', attrs: { for: 'blank-schemes' } }), scope])]),
    guesses);
  root.setAttribute('aria-labelledby', 'english-title');

  // With the English models the seeded settings do not apply: the Settings menu says so instead.
  function showSettings(english, shape) {
    const panel = byId('settings-panel'), explanation = byId('explain-settings');
    if (!panel) return;
    panel.hidden = english;
    if (explanation) explanation.hidden = english;
    if (!settingsNote.isConnected) panel.before(settingsNote);
    settingsNote.hidden = !english;
    settingsNote.textContent = english ? `The trained English models have fixed settings: ${shape
      ? `width ${shape.width}, ${shape.heads} heads, ${shape.layers} layers` : 'their shape is read from the model file'}, no causal mask (they read both ways), and their scheme's trained position parameters. Choose the seeded model to adjust settings.` : '';
  }

  // The Position panel: only the bias view applies (body[data-model] hides the rest, app.css).
  const explorerNote = element('p', { className: 'note', attrs: { id: 'explorer-english-note' },
    text: 'With the trained English models this panel shows the heads\' position bias (ALiBi and T5) only: the position vectors, the score\'s four terms and the shift test are drawn for the seeded model (choose it under Model).' });
  // The learned scheme's name says "seeded, untrained" for the seeded model: not for these.
  function nameSchemes(english) {
    const learned = document.querySelector('#scheme option[value=learned]');
    if (!learned) return;
    learned.dataset.seededText ??= learned.textContent;
    learned.textContent = english ? 'Learned table (trained on English)' : learned.dataset.seededText;
  }
  function showModel(english) {
    document.body.dataset.model = english ? 'english' : 'seeded';
    const explorer = byId('panel-explorer');
    if (explorer && !explorerNote.isConnected) explorer.querySelector('h2')?.after(explorerNote);
    explorerNote.hidden = !english;
    nameSchemes(english);
  }

  let blankAsked = 0;
  async function askBlank(state, tokens) {
    const mine = ++blankAsked;
    const schemes = state.blankSchemes === 'all' ? ENGLISH_SCHEMES : [state.scheme];
    guesses.replaceChildren(element('p', { text: 'Asking the model…' }));
    let answer;
    const job = { text: engine.coreText(state.text), schemes, order: state.order, seed: state.order === 'shuffle' ? state.seed : undefined, token: state.blank };
    try { answer = await engine.call('fillBlank', job); } catch (error) { answer = { ok: false, error: error.message }; }
    if (mine !== blankAsked) return;
    if (!answer.ok) { guesses.replaceChildren(element('p', { className: 'problem', text: errorText(answer.error) })); return; }
    const hidden = (list) => list.map((i) => (i === state.blank ? '[?]' : tokens[i])).join(' ');
    const original = hidden([...tokens.keys()]), reordered = hidden(answer.order);
    const table = element('table', { className: 'blank-table' });
    table.append(element('caption', { text: `Five best guesses for "${tokens[state.blank]}" (probability)` }),
      element('thead', {}, [element('tr', {}, [element('th', { text: 'Model', attrs: { scope: 'col' } }),
        element('th', { text: original, attrs: { scope: 'col' } }), element('th', { text: reordered, attrs: { scope: 'col' } })])]));
    const body = element('tbody');
    const list = (words, probabilities) => element('ol', {}, words.map((word, i) => element('li', { text: `${word} ${percent(probabilities[i])}` })));
    for (const scheme of schemes) {
      const a = answer.answers[scheme];
      const row = element('tr', { attrs: { 'data-scheme': scheme } }, [element('th', { text: scheme, attrs: { scope: 'row' } })]);
      if (!a.ok) row.append(element('td', { text: errorText(a.error), attrs: { colspan: '2' } }));
      else row.append(element('td', {}, [list(a.original, a.originalProbability)]), element('td', {}, [list(a.reordered, a.reorderedProbability)]));
      body.append(row);
    }
    table.append(body);
    guesses.replaceChildren(table);
  }

  let drawnKey = '';
  return {
    sync(state) {
      const english = state.model === 'english';
      root.hidden = !english;
      showSettings(english, null);
      showModel(english);
      if (!english) return;
      layer.value = String(state.layer);
      scope.value = state.blankSchemes;
      if (!status.textContent) status.textContent = `Loading the English ${state.scheme} model (its file and the shared vocabulary, fetched once)…`;
    },
    render(result, state) {
      const english = state.model === 'english';
      root.hidden = !english;
      if (!english || !result.englishModel) { showSettings(false); return; }
      const shape = result.englishModel;
      showSettings(true, shape);
      status.textContent = `The panels show the trained English model with the ${shape.scheme} scheme, layer ${state.layer} of ${shape.layers}: width ${shape.width}, ${shape.heads} heads (fixed by training).`;
      const tokens = Array.from(result.tokens, (t) => t.text);
      const words = Array.from(result.unknownTokens ?? [], (i) => tokens[i]);
      unknown.textContent = words.length ? `Words outside its vocabulary (it reads them as one unknown word): ${words.join(', ')}.` : 'Every word is in its vocabulary.';
      const token = Math.min(state.blank, tokens.length - 1);
      clear(blank);
      tokens.forEach((text, i) => blank.append(element('option', { text: `${i + 1}. ${text}`, attrs: { value: String(i) } })));
      blank.value = String(token);
      if (token !== state.blank) { store.set({ blank: token }); return; }
      const key = JSON.stringify([state.text, state.order, state.seed, state.scheme, state.blank, state.blankSchemes]);
      if (key !== drawnKey) { drawnKey = key; askBlank(state, tokens); }
    },
  };
}
