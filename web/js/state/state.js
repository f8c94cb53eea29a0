// The whole view as one declarative table of properties, kept in the URL hash, so a link restores
// exactly what a teacher saw. Each property names a type; each type knows how to read its value from
// the link and write it back, so adding a property is one line here. Parsing never throws: a
// malformed value falls back to its default and leaves a note the page shows: a message {id, args}
// (text/en/state.js), written in the page's language when shown (app/link-notes.js).
// This module has no DOM, so node can test it directly (tests/web/state.test.mjs).
import { ANALOGIES } from '../content/analogies.js';
import { LESSON } from '../content/lesson.js';
import { SCHEMES, SCHEME_PARAMETERS } from '../schemes/schemes.js';
import { PRESET_SETTINGS } from '../content/train-preset-settings.js';
import { LANGUAGES } from '../text/messages.js';
import '../text/en/state.js';  // the notes' messages

export { SCHEMES };
export const PANELS = ['compare', 'heads', 'position', 'outputs', 'walkthrough', 'train'];
// Panels renamed since links were shared (old name: new name): an old link still opens the same
// view, read under the new name (tests/web/old-links.test.mjs). The Position panel was "explorer".
const RENAMED_PANELS = { explorer: 'position' };
export const TASKS = ['who-did-it', 'previous-token'];
// The parts an embedding page can show or hide: the sentence card (with the badge), and each panel.
export const PARTS = ['input', ...PANELS];
export const COLOUR_MAPS = ['viridis', 'cividis'];
export const ORDER_NAMES = ['original', 'shuffle', 'reverse'];
export const MAX_TOKENS = 64;  // the core's kMaxTokens: no hand-made order can be longer
export const THEMES = ['system', 'light', 'dark'];
// Which model the panels show: the seeded, untrained one (every setting adjustable) or the six
// trained English masked-word models (docs/models.md), one per scheme, loaded only when chosen.
export const MODELS = ['seeded', 'english'];
export const ENGLISH_LAYERS = 2;  // the shipped models' shape (their model cards)

export const PROPERTIES = [
  { name: 'text', type: 'string', fallback: 'The cat sat on the mat', maxLength: 2000 },
  // 'original', 'shuffle' (by seed), 'reverse', or a hand-made order such as [2, 0, 1] ("2.0.1")
  { name: 'order', type: 'order', fallback: 'shuffle', maxLength: MAX_TOKENS },
  { name: 'seed', type: 'int', fallback: 1, min: 0, max: 2147483647 },  // the shuffle's
  // The model's own seed: embeddings, weights, learned tables. Independent of the shuffle.
  { name: 'modelSeed', type: 'int', fallback: 7, min: 0, max: 2147483647 },
  { name: 'scheme', type: 'enum', fallback: 'none', values: SCHEMES },
  { name: 'head', type: 'int', fallback: 0, min: 0, max: 9 },
  // Which panel is open: compare the two orders, the heads, the Position panel, the outputs.
  { name: 'panel', type: 'enum', fallback: 'compare', values: PANELS, renamed: RENAMED_PANELS },
  // The model's parameters; ranges are the core's, which explains any combination it cannot run.
  { name: 'modelWidth', type: 'int', fallback: 64, min: 4, max: 256 },
  { name: 'heads', type: 'int', fallback: 4, min: 1, max: 8 },
  { name: 'causal', type: 'bool', fallback: false },
  { name: 'temperature', type: 'number', fallback: 1, min: 0.05, max: 20 },
  // The schemes' parameters, ranges and defaults from the core's registry (schemes.js).
  ...Object.values(SCHEME_PARAMETERS).map(schemeProperty),
  { name: 'shiftBy', type: 'int', fallback: 5, min: 1, max: 1000 },
  // Views: arcs lighter than this are hidden; which RoPE pair the rotation picture shows.
  { name: 'arcThreshold', type: 'number', fallback: 0.05, min: 0, max: 1 },
  { name: 'ropePair', type: 'int', fallback: 0, min: 0, max: 127 },
  // The query/key/value walkthrough: analogy, worked example or own sentence, step, cricket phase,
  // and the own sentence's query token and learned head.
  { name: 'analogy', type: 'enum', fallback: 'cricket', values: ANALOGIES.map((a) => a.id) },
  { name: 'walkMode', type: 'enum', fallback: 'match', values: ['match', 'sentence'] },
  { name: 'step', type: 'int', fallback: 1, min: 1, max: 6 },
  { name: 'phase', type: 'enum', fallback: 'powerplay', values: ['powerplay', 'over35'] },
  { name: 'walkToken', type: 'int', fallback: 0, min: 0, max: 63 },
  { name: 'walkHead', type: 'int', fallback: 0, min: 0, max: 7 },
  // How the heatmaps are coloured: both perceptually uniform; cividis also for colour-blind readers.
  { name: 'colours', type: 'enum', fallback: 'viridis', values: COLOUR_MAPS },
  // Training (the Train panel): the task, which schemes to train, the data and weight seed, steps per
  // scheme; and whether the other panels show the trained model (of the picked scheme) instead.
  { name: 'task', type: 'enum', fallback: 'who-did-it', values: TASKS },
  { name: 'trainSchemes', type: 'list', fallback: SCHEMES, values: SCHEMES },
  { name: 'trainSeed', type: 'int', fallback: 1, min: 0, max: 2147483647 },
  { name: 'trainSteps', type: 'int', fallback: 200, min: 10, max: 5000 },
  { name: 'useTrained', type: 'bool', fallback: false },
  // The trained model's shape and the experiment: without the causal mask, with it, or both side by
  // side; how many seeds (each fixes weights and data); a published result to reproduce (one click).
  { name: 'trainMask', type: 'enum', fallback: 'both', values: ['off', 'on', 'both'] },
  { name: 'trainHeads', type: 'int', fallback: 2, min: 1, max: 8 },
  { name: 'trainWidth', type: 'int', fallback: 16, min: 4, max: 64 },
  { name: 'trainSeeds', type: 'int', fallback: 3, min: 1, max: 5 },
  // A preset sets its settings: a link that names one has them, whatever else it names (parseHash).
  { name: 'preset', type: 'enum', fallback: 'none', values: ['none', ...Object.keys(PRESET_SETTINGS)] },
  // The model (MODELS); with the English models, the layer whose attention the panels show (1 is
  // the first), the word "Fill the blank" hides, and whether it asks the chosen scheme or all six.
  { name: 'model', type: 'enum', fallback: 'seeded', values: MODELS },
  { name: 'layer', type: 'int', fallback: ENGLISH_LAYERS, min: 1, max: ENGLISH_LAYERS },
  { name: 'blank', type: 'int', fallback: 0, min: 0, max: MAX_TOKENS - 1 },
  { name: 'blankSchemes', type: 'enum', fallback: 'one', values: ['one', 'all'] },
  { name: 'blankOpen', type: 'bool', fallback: false },  // its disclosure (views/english/english-panel.js)
  // Embedding (docs/hosting.md): a compact layout for iframes, and which parts it shows.
  { name: 'embed', type: 'bool', fallback: false },
  { name: 'show', type: 'list', fallback: PARTS, values: PARTS, renamed: RENAMED_PANELS },
  // An embed's theme, so it matches its course page; 'system' leaves the reader's own choice.
  { name: 'theme', type: 'enum', fallback: 'system', values: THEMES },
  // The guided lesson (content/lesson.js): 0 = off, 1..N = that step, N + 1 = its recap.
  { name: 'lesson', type: 'int', fallback: 0, min: 0, max: LESSON.length + 1 },
  // The page's language (text/messages.js): English, or the pseudo-locale that shows which texts
  // come from the catalogue.
  { name: 'lang', type: 'enum', fallback: 'en', values: LANGUAGES },
];

// A link property for a scheme parameter of the registry: {name, kind, min, max, fallback}.
function schemeProperty({ name, kind, min, max, fallback }) {
  if (kind === 'boolean') return { name, type: 'bool', fallback: Boolean(fallback) };
  return { name, type: kind === 'number' ? 'number' : 'int', fallback, min, max };
}

function inRange(value, { min, max }) {
  return value >= min && value <= max ? { value } : { problem: 'state.outOfRange', args: { min: String(min), max: String(max) } };
}

// A value's name today: a property's `renamed` table reads an old name as its new one.
const today = (name, p) => p.renamed?.[name] ?? name;

// Each type: parse(text, property) -> {value} or {problem: message id, args?}; format(value, property) -> text.
// Only plain decimal forms are read, so "0x10", " 5" or "1e400" never slip through as numbers.
export const TYPES = {
  string: {
    parse: (text, p) => (text.length <= p.maxLength ? { value: text }
      : { problem: 'state.tooLong', args: { max: String(p.maxLength) } }),
    format: (value) => value,
  },
  int: {
    parse: (text, p) => (/^-?\d+$/.test(text) ? inRange(Number(text), p) : { problem: 'state.notWhole' }),
    format: (value) => String(value),
  },
  number: {
    parse: (text, p) => {
      const value = Number(text);
      if (!/^-?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i.test(text) || !Number.isFinite(value)) return { problem: 'state.notNumber' };
      return inRange(value, p);
    },
    format: (value) => String(value),
  },
  bool: {
    parse: (text) => (text === '1' || text === '0' ? { value: text === '1' } : { problem: 'state.notBool' }),
    format: (value) => (value ? '1' : '0'),
  },
  enum: {
    parse: (text, p) => (p.values.includes(today(text, p)) ? { value: today(text, p) } : { problem: 'state.notOneOf', args: { values: p.values.join(', ') } }),
    format: (value) => value,
  },
  // Some of a fixed set of names, comma-separated ("input,compare"); kept in the set's own order.
  list: {
    parse(text, p) {
      const names = text.split(',').map((name) => today(name, p));
      const unknown = names.filter((name) => !p.values.includes(name));
      if (text === '' || unknown.length > 0) return { problem: 'state.notSomeOf', args: { values: p.values.join(', ') } };
      return { value: p.values.filter((name) => names.includes(name)) };
    },
    format: (value) => value.join(','),
  },
  order: {
    parse(text, p) {
      if (ORDER_NAMES.includes(text)) return { value: text };
      if (!/^\d{1,3}(\.\d{1,3})*$/.test(text)) return { problem: 'state.notOrder', args: { names: ORDER_NAMES.join(', ') } };
      const order = text.split('.').map(Number);
      if (order.length > p.maxLength) return { problem: 'state.orderTooLong', args: { max: String(p.maxLength) } };
      if (!isPermutation(order)) return { problem: 'state.notPermutation', args: { last: String(order.length - 1) } };
      return { value: order };
    },
    format: (value) => (Array.isArray(value) ? value.join('.') : value),
  },
};

export function isPermutation(order) {
  const seen = new Set(order);
  return seen.size === order.length && order.every((i) => Number.isInteger(i) && i >= 0 && i < order.length);
}

const byName = new Map(PROPERTIES.map((p) => [p.name, p]));

export function defaults() {
  return Object.fromEntries(PROPERTIES.map((p) => [p.name, p.fallback]));
}

function format(property, value) {
  return TYPES[property.type].format(value, property);
}

function sameValue(a, b) {
  return Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b;
}

// "#text=...&scheme=rope" -> {state, notes}: every property set, and one note ({id, args}) per thing ignored.
export function parseHash(hash) {
  const state = defaults();
  const notes = [];
  const seen = new Set();
  for (const [name, text] of new URLSearchParams(hash.replace(/^#/, ''))) {
    const property = byName.get(name);
    if (!property) { notes.push({ id: 'state.unknown', args: { name } }); continue; }
    if (seen.has(name)) notes.push({ id: 'state.twice', args: { name } });
    seen.add(name);
    const parsed = TYPES[property.type].parse(text, property);
    if ('problem' in parsed) {
      notes.push({ id: parsed.problem, args: { ...parsed.args, name, fallback: format(property, property.fallback) } });
      state[name] = property.fallback;
    } else {
      state[name] = parsed.value;
    }
  }
  // Held here, not by the Train panel: the panel may not be open, and the state a link gives must
  // not depend on which views have been built.
  Object.assign(state, PRESET_SETTINGS[state.preset]);
  return { state, notes };
}

// The address's properties: the hash's, plus any the query string names that the hash does not
// (a course page may only be able to write "?embed=1"). Other query parameters are the host's own.
export function addressHash(search, hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const [name, value] of new URLSearchParams(search)) {
    if (byName.has(name) && !params.has(name)) params.append(name, value);
  }
  const text = params.toString();
  return text ? `#${text}` : '';
}

// The query string without the properties above: what a link to the full page keeps of it.
export function hostQuery(search) {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (byName.has(name)) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

// Only what differs from the defaults, so links stay short. On a lesson step, also what differs
// from what the step sets, even at its default: reopened, the step would set it again
// (views/lesson/lesson.js, begin), so `#lesson=2` after a shuffle must say order=shuffle.
export function toHash(state) {
  const params = new URLSearchParams();
  const stepSets = LESSON[state.lesson - 1]?.state ?? {};
  for (const property of PROPERTIES) {
    if (!(property.name in state)) continue;
    const value = state[property.name];
    const stepDiffers = property.name in stepSets && !sameValue(value, stepSets[property.name]);
    if (stepDiffers || !sameValue(value, property.fallback)) params.set(property.name, format(property, value));
  }
  const text = params.toString();
  return text ? `#${text}` : '';
}

// A tiny store: views read the state and ask for changes, and any part of the page can subscribe to
// the changes. onChange (the link's writer, link.js) hears each change first, then every listener,
// in the order they subscribed. options travel to both untouched ({remember: true} asks for a history
// entry, see link.js).
export function createStore(initial, onChange = () => {}) {
  let state = { ...initial };
  const listeners = new Set();
  return {
    get: () => state,
    set(patch, options = {}) {
      state = { ...state, ...patch };
      onChange(state, options);
      for (const listener of [...listeners]) if (listeners.has(listener)) listener(state, options);  // one that left meanwhile is not told
    },
    // listener(state, options) after every change; returns a function that unsubscribes it. With a
    // signal (an AbortSignal: the page's build, main.js), the listener also leaves once it aborts.
    subscribe(listener, { signal } = {}) {
      const own = (state, options) => listener(state, options);  // the same function twice is two subscriptions
      const leave = () => { listeners.delete(own); };
      if (signal?.aborted) return leave;
      listeners.add(own);
      signal?.addEventListener('abort', leave, { once: true });
      return leave;
    },
  };
}
