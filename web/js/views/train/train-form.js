// The Train panel's form: the published results (one click each) with their card, the task, mask,
// seeds, steps, heads, width and schemes, and the notes on the model they make. It only writes the
// store; a preset's click also asks `onPreset(preset)` to train it.
import { formatNumber, numberListSeparator } from '../../util/format.js';
import { formatSignificant } from '../../util/format-more.js';
import { element } from '../../util/dom.js';
import { SCHEMES, SCHEME_LABELS } from '../../schemes/schemes.js';
import { TRAIN_PRESETS, presetById } from '../../content/train-presets.js';
import { t } from '../../text/en/train.js';

export const MASKS = { off: [false], on: [true], both: [false, true] };

export function createTrainForm({ store, context, onPreset }) {
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
    ...schemeBoxes.map((box) => element('label', { attrs: { for: box.id } }, [box, document.createTextNode(` ${t('train.schemeBox', { scheme: box.value, label: SCHEME_LABELS[box.value] })}`)])),
  ]);
  const modelNote = element('p', { className: 'train-model', attrs: { id: 'train-model' } });
  const slopesNote = element('p', { className: 'train-slopes', attrs: { id: 'train-slopes' } });
  const words = element('p', { className: 'train-words', attrs: { id: 'train-words' } });
  const field = (label, control) => element('div', { className: 'field' }, [element('label', { text: label, attrs: { for: control.id } }), control]);
  for (const task of ['who-did-it', 'previous-token']) taskSelect.append(element('option', { text: t('train.task', { task }), attrs: { value: task } }));

  const nodes = [
    element('h3', { text: t('train.presets') }),
    element('div', { className: 'buttons train-presets' }, presetButtons),
    presetCard,
    element('div', { className: 'train-controls' }, [
      field(t('train.taskField'), taskSelect), field(t('train.maskField'), maskSelect), field(t('train.firstSeed'), seedInput),
      field(t('train.seeds'), seedsInput), field(t('train.steps'), stepsInput), field(t('train.heads'), headsInput),
      field(t('train.width'), widthInput), schemeField,
    ]),
    modelNote, slopesNote, words,
  ];

  for (const button of presetButtons) {
    button.addEventListener('click', () => {
      const preset = presetById(button.dataset.preset);
      store.set({ preset: preset.id, ...preset.settings });
      onPreset(preset);
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
  const chosenSchemes = () => schemeBoxes.filter((box) => box.checked).map((box) => box.value);
  for (const box of schemeBoxes) box.addEventListener('change', () => { const chosen = chosenSchemes(); if (chosen.length) change({ trainSchemes: chosen }); });

  function syncWords(state) {
    const task = context.taskInfo(state.task);
    words.textContent = task ? t('train.words', { words: task.words.join(', ') }) : '';
  }

  // The model as it is, and ALiBi's slopes for this head count with why few heads make them flat.
  function syncModel(state) {
    const perHead = state.trainWidth / state.trainHeads;
    modelNote.textContent = t('train.modelNote', { width: state.trainWidth, heads: state.trainHeads, even: Number.isInteger(perHead), perHead,
      task: state.task });
    const slopes = context.slopesByHeads[state.trainHeads - 1];
    slopesNote.hidden = !state.trainSchemes.includes('alibi');
    if (!slopes) { slopesNote.textContent = ''; return; }
    const steepest = Math.max(...slopes);
    slopesNote.textContent = t('train.slopes', { heads: state.trainHeads, slopes: slopes.map((m) => formatSignificant(m)).join(numberListSeparator()),
      change: formatNumber(7 * steepest, 2), flat: 7 * steepest < 1 });
  }

  function syncPreset(state) {
    const preset = presetById(state.preset);
    for (const b of presetButtons) b.setAttribute('aria-pressed', String(b.dataset.preset === state.preset));
    presetCard.hidden = !preset;
    if (!preset) { presetCard.replaceChildren(); return; }
    // (A state that names a preset has its settings: state.js holds a link to them.)
    presetCard.replaceChildren(
      element('p', {}, [element('strong', { text: preset.title }), document.createTextNode(` ${t('train.presetReference', { reference: preset.reference })}`)]),
      element('p', { text: t('train.presetFound', { found: preset.found }) }),
      element('p', { className: 'muted', text: preset.ropeScaling
        ? t('train.presetScaling', { factor: preset.ropeScaling.factor, steps: preset.ropeScaling.fineTuneSteps })
        : t('train.presetRun') }),
    );
  }

  return {
    nodes,
    setRunning(running) { for (const b of presetButtons) b.disabled = running; },
    sync(state) {
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
    },
  };
}
