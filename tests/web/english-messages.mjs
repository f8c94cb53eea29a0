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
  const holes = new Map();
  const filled = {};
  for (const [name, value] of Object.entries(args)) {
    if (!(value instanceof RegExp)) { filled[name] = value; continue; }
    const mark = `\u0001${holes.size}\u0001`;
    holes.set(mark, value.source);
    filled[name] = mark;
  }
  let source = escape(t(id, filled));
  for (const [mark, hole] of holes) source = source.split(escape(mark)).join(`(?:${hole})`);
  return new RegExp(`^${source}$`);
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
  const holes = new Map();
  const marked = (value) => {
    if (value instanceof RegExp) {
      const mark = `\u0001${holes.size}\u0001`;
      holes.set(mark, value.source);
      return mark;
    }
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, marked(v)]));
    return value;
  };
  let source = escape(errorText(marked(error)));
  for (const [mark, hole] of holes) source = source.split(escape(mark)).join(`(?:${hole})`);
  return new RegExp(source);
}
