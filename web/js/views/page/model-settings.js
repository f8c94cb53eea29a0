// The model's parameters as live controls. Each control edits one state property (ranges from
// state.js); the core checks the combination and the page shows its message when it cannot run.
import { element } from '../../util/dom.js';
import { formatNumber, formatLarge } from '../../util/format.js';
import { PROPERTIES } from '../../state/state.js';
import { SCHEME_PARAMETERS as P, schemesWith } from '../../schemes/schemes.js';
import { t } from '../../text/en/page.js';

// kind: 'select' (whole numbers min..max), 'number', 'log-range' (a slider on a log scale),
// 'range', 'checkbox'. label(): its text, asked for when the control is made (the page's language
// is known by then). schemes: the schemes the parameter acts on (all when absent).
const CONTROLS = [
  { name: 'heads', label: () => t('page.heads'), kind: 'select' },
  { name: 'modelWidth', label: () => t('page.width'), kind: 'number', step: 1 },
  { name: 'temperature', label: () => t('page.temperature'), kind: 'log-range' },
  { name: 'causal', label: () => t('page.causal'), kind: 'checkbox' },
  ...Object.values(P).map(parameterControl),
  { name: 'shiftBy', label: () => t('page.shiftBy'), kind: 'number', step: 1 },
  // Another seed is another untrained model: new embeddings, weights and tables, same sentence.
  { name: 'modelSeed', label: () => t('page.modelSeed'), kind: 'number', step: 1 },
];

// A scheme parameter's control, from its row of the core's registry: a checkbox for a boolean, a
// number box for a whole number (in steps of 2 for an even one), a slider on a log scale for a
// number whose range spans three powers of ten or more (RoPE's base), else a slider in hundredths
// of its range. Shown for the schemes that read it.
function parameterControl({ name, kind, min, max }) {
  const control = { name, label: () => P[name].label, schemes: schemesWith(name) };
  if (kind === 'boolean') return { ...control, kind: 'checkbox' };
  if (kind !== 'number') return { ...control, kind: 'number', step: kind === 'even' ? 2 : 1 };
  if (min > 0 && max / min >= 1000) return { ...control, kind: 'log-range' };
  return { ...control, kind: 'range', step: (max - min) / 100 };
}

const LOG_STEP = 0.02;  // slider steps in log10 units: fine enough, and keyboard arrows still move visibly

// Large values in full ("10,000"), small ones as everywhere else.
const readable = (value) => (value >= 1000 ? formatLarge(value) : formatNumber(value));

function property(name) {
  return PROPERTIES.find((p) => p.name === name);
}

// One control: its element, how it reads a value (undefined while the input is incomplete), and
// how it shows the state's value.
function makeControl(spec) {
  const { name, label, kind } = spec;
  const { min, max, type } = property(name);
  const id = `setting-${name}`;
  const labelNode = element('label', { text: label(), attrs: { for: id } });
  const readout = element('output', { className: 'readout', attrs: { for: id } });
  let input, read, show;
  if (kind === 'checkbox') {
    input = element('input', { attrs: { type: 'checkbox', id } });
    read = () => input.checked;
    show = (value) => { input.checked = value; };
  } else if (kind === 'select') {
    input = element('select', { attrs: { id } });
    for (let v = min; v <= max; ++v) input.append(element('option', { text: String(v), attrs: { value: v } }));
    read = () => Number(input.value);
    show = (value) => { input.value = String(value); };
  } else if (kind === 'log-range') {
    // Ends on whole steps inside [min, max], so round values such as 1 and 10000 sit on a step.
    const low = Math.ceil(Math.log10(min) / LOG_STEP) * LOG_STEP, high = Math.floor(Math.log10(max) / LOG_STEP) * LOG_STEP;
    input = element('input', { attrs: { type: 'range', id, min: low.toFixed(2), max: high.toFixed(2), step: LOG_STEP } });
    read = () => Number((10 ** Number(input.value)).toPrecision(3));
    show = (value) => { input.value = String(Math.log10(value)); readout.textContent = readable(value); };
  } else if (kind === 'range') {
    input = element('input', { attrs: { type: 'range', id, min, max, step: spec.step } });
    read = () => Number(input.value);
    show = (value) => { input.value = String(value); readout.textContent = formatNumber(value, 1); };
  } else {
    input = element('input', { attrs: { type: 'number', id, min, max, step: spec.step, inputmode: 'numeric' } });
    read = () => {
      const value = input.value === '' ? NaN : Number(input.value);
      if (!Number.isFinite(value) || (type === 'int' && !Number.isInteger(value))) return undefined;
      return value;
    };
    // Leave a half-typed number alone ("0." reads as 0 and must not be rewritten as "0").
    show = (value) => { if (read() !== value) input.value = String(value); };
  }
  const wrapper = kind === 'checkbox'
    ? element('div', { className: 'setting check' }, [input, labelNode])
    : element('div', { className: 'setting' }, [labelNode, input, kind.endsWith('range') ? readout : null]);
  return { spec, input, wrapper, read, show };
}

export function createModelSettings(root, { store }) {
  const fieldset = element('fieldset', { className: 'settings' }, [element('legend', { text: t('page.settings') })]);
  const controls = CONTROLS.map(makeControl);
  fieldset.append(...controls.map((c) => c.wrapper));
  const reset = element('button', { text: t('page.defaults'), attrs: { type: 'button', id: 'reset-settings' } });
  fieldset.append(element('div', { className: 'buttons' }, [reset]));
  root.append(fieldset);

  for (const control of controls) {
    const event = control.spec.kind === 'checkbox' || control.spec.kind === 'select' ? 'change' : 'input';
    control.input.addEventListener(event, () => {
      const value = control.read();
      if (value !== undefined) store.set({ [control.spec.name]: value });
    });
  }
  reset.addEventListener('click', () => {
    store.set(Object.fromEntries(CONTROLS.map(({ name }) => [name, property(name).fallback])));
  });

  // Called on every state change, even when the core refuses the settings, so the controls
  // always show what the state (and the URL) holds.
  function sync(state) {
    for (const control of controls) {
      const { schemes } = control.spec;
      control.wrapper.hidden = Boolean(schemes) && !schemes.includes(state.scheme);
      control.show(state[control.spec.name]);
    }
  }
  return { sync, render() {} };
}
