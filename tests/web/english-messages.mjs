// Loads every English message file (web/js/text/en/*.js) as the page would, for tests that name
// messages instead of matching English text: t(id, args) is then the page's own text.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { messageArguments } from '../../web/js/text/format-message.js';

export const WEB_JS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/js');
const EN = path.join(WEB_JS, 'text/en');

let loaded = null;
// {all: Map id -> source, byFile: Map file -> Map id -> source, t}
export async function loadEnglishMessages() {
  if (loaded) return loaded;
  const messages = await import(pathToFileURL(path.join(WEB_JS, 'text/messages.js')).href);
  const byFile = new Map();
  for (const file of fs.readdirSync(EN).filter((f) => f.endsWith('.js')).sort()) {
    const before = messages.englishMessages();
    await import(pathToFileURL(path.join(EN, file)).href);
    const after = messages.englishMessages();
    byFile.set(file, new Map([...after].filter(([id]) => !before.has(id))));
  }
  loaded = { all: messages.englishMessages(), byFile, t: messages.t };
  return loaded;
}

// A RegExp for the whole text of message `id`, where an argument given as a RegExp stands for what
// the page fills in (a measured number, say): pattern(t, 'heads.cell', { weight: /0\.\d\d/, ... }).
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function messagePattern(t, id, args = {}) {
  return new RegExp(`^${withHoles((hole) => t(id, Object.fromEntries(Object.entries(args)
    .map(([name, value]) => [name, value instanceof RegExp ? hole(value) : value]))))}$`);
}

// The escaped source of the text words(hole) gives, where each hole(regexp) put into it stands for
// that RegExp.
function withHoles(words) {
  const holes = new Map();
  const hole = (pattern) => {
    const mark = `\u0001${holes.size}\u0001`;
    holes.set(mark, pattern.source);
    return mark;
  };
  let source = escape(words(hole));
  for (const [mark, pattern] of holes) source = source.split(escape(mark)).join(`(?:${pattern})`);
  return source;
}

// A message as a pattern for finding it inside a longer text: the arguments given are filled in,
// every other one matches any text. Plural and select arguments must be given (a missing one would
// pick the "other" branch).
const HOLE = '\u0000';
export async function messageInside(id, args = {}, flags = '') {
  const { all, t } = await loadEnglishMessages();
  if (!all.has(id)) throw new Error(`No message ${id}`);
  const filled = { ...args };
  for (const name of messageArguments(all.get(id))) if (!(name in filled)) filled[name] = HOLE;
  return new RegExp(escape(t(id, filled)).split(HOLE).join('.*?'), flags);
}

// The page's words for a value the core answers with ({code, ...arguments}, arguments nested as
// the core nests them), matched literally, except that an argument given as a RegExp stands for
// what the page fills in: errorPattern({ code: 'weight-out-of-range', entry: /\d+/, ... }).
export async function errorPattern(error) {
  await loadEnglishMessages();
  const { errorText } = await import(pathToFileURL(path.join(WEB_JS, 'text/en/errors.js')).href);
  const marked = (value, hole) => {
    if (value instanceof RegExp) return hole(value);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, marked(v, hole)]));
    return value;
  };
  return new RegExp(withHoles((hole) => errorText(marked(error, hole))));
}
