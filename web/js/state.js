// The whole view as one declarative table of properties, kept in the URL hash, so a link restores
// exactly what a teacher saw. Parsing never throws: a malformed value falls back to its default and
// leaves a note the page shows.
import { ANALOGIES } from './content/analogies.js';

export const SCHEMES = ['none', 'sinusoidal', 'learned', 'rope', 'alibi', 't5'];
export const PANELS = ['compare', 'heads', 'explorer', 'outputs', 'walkthrough'];

export const PROPERTIES = [
  { name: 'text', type: 'string', fallback: 'The cat sat on the mat', maxLength: 2000 },
  // 'original', 'shuffle' (by seed), 'reverse', or an explicit order such as "2.0.1"
  { name: 'order', type: 'order', fallback: 'shuffle' },
  { name: 'seed', type: 'int', fallback: 1, min: 0, max: 2147483647 },  // the shuffle's
  // The model's own seed: embeddings, weights, learned tables. Independent of the shuffle.
  { name: 'modelSeed', type: 'int', fallback: 7, min: 0, max: 2147483647 },
  { name: 'scheme', type: 'enum', fallback: 'none', values: SCHEMES },
  { name: 'head', type: 'int', fallback: 0, min: 0, max: 9 },
  // Which panel is open: compare the two orders, the heads, the position explorer, the outputs.
  { name: 'panel', type: 'enum', fallback: 'compare', values: PANELS },
  // The model's parameters; ranges are the core's, which explains any combination it cannot run.
  { name: 'modelWidth', type: 'int', fallback: 64, min: 4, max: 256 },
  { name: 'heads', type: 'int', fallback: 4, min: 1, max: 8 },
  { name: 'causal', type: 'bool', fallback: false },
  { name: 'temperature', type: 'number', fallback: 1, min: 0.05, max: 20 },
  { name: 'base', type: 'number', fallback: 10000, min: 2, max: 1e7 },
  { name: 'strength', type: 'number', fallback: 1, min: 0, max: 10 },
  { name: 't5Buckets', type: 'int', fallback: 32, min: 4, max: 128 },
  { name: 't5MaxDistance', type: 'int', fallback: 128, min: 2, max: 1024 },
  { name: 't5Bidirectional', type: 'bool', fallback: true },
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
];

const byName = new Map(PROPERTIES.map((p) => [p.name, p]));

export function defaults() {
  return Object.fromEntries(PROPERTIES.map((p) => [p.name, p.fallback]));
}

// One property's text (from the URL) -> {value} or {problem}.
function parseValue(property, text) {
  switch (property.type) {
    case 'string':
      return text.length <= property.maxLength ? { value: text } : { problem: 'is too long' };
    case 'int': {
      if (!/^-?\d+$/.test(text)) return { problem: 'is not a whole number' };
      const value = Number(text);
      if (value < property.min || value > property.max)
        return { problem: `must be between ${property.min} and ${property.max}` };
      return { value };
    }
    case 'number': {
      const value = Number(text);
      if (text === '' || !Number.isFinite(value)) return { problem: 'is not a number' };
      if (value < property.min || value > property.max)
        return { problem: `must be between ${property.min} and ${property.max}` };
      return { value };
    }
    case 'bool':
      return text === '1' || text === '0' ? { value: text === '1' } : { problem: 'must be 0 or 1' };
    case 'enum':
      return property.values.includes(text) ? { value: text }
        : { problem: `must be one of ${property.values.join(', ')}` };
    case 'order':
      if (['original', 'shuffle', 'reverse'].includes(text)) return { value: text };
      if (/^\d+(\.\d+)*$/.test(text)) return { value: text.split('.').map(Number) };
      return { problem: 'is not an order' };
    default:
      return { problem: 'is unknown' };
  }
}

function formatValue(property, value) {
  if (property.type === 'bool') return value ? '1' : '0';
  if (property.type === 'order' && Array.isArray(value)) return value.join('.');
  return String(value);
}

function sameValue(a, b) {
  return Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b;
}

// "#text=...&scheme=rope" -> {state, notes}
export function parseHash(hash) {
  const state = defaults();
  const notes = [];
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const [name, text] of params) {
    const property = byName.get(name);
    if (!property) { notes.push(`Ignored the unknown link setting "${name}".`); continue; }
    const parsed = parseValue(property, text);
    if ('problem' in parsed) {
      notes.push(`The link's ${name} ${parsed.problem}; using ${formatValue(property, property.fallback)} instead.`);
    } else {
      state[name] = parsed.value;
    }
  }
  return { state, notes };
}

// Only what differs from the defaults, so links stay short.
export function toHash(state) {
  const params = new URLSearchParams();
  for (const property of PROPERTIES) {
    if (!sameValue(state[property.name], property.fallback))
      params.set(property.name, formatValue(property, state[property.name]));
  }
  const text = params.toString();
  return text ? `#${text}` : '';
}

// A tiny store: views read the state and ask for changes; the URL follows every change.
export function createStore(initial, onChange) {
  let state = { ...initial };
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      onChange(state);
    },
  };
}
