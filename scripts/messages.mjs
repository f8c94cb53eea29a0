// The translator's workflow for the page's catalogues (web/js/text/catalogues/<lang>.json, one file
// per language; CONTRIBUTING.md, "Translating the page"). Each entry keeps its text and a short
// hash of the English it was translated from, so a translation whose English changed since is
// reported as stale. Usage:
//   node scripts/messages.mjs report [lang...]        missing, stale, unknown and broken messages
//   node scripts/messages.mjs export LANG [--all] > SHEET.json
//        the messages LANG lacks or has stale (every message with --all), each with its English:
//        the file a translator fills in ({"id": {"en": "...", "text": "..."}})
//   node scripts/messages.mjs import LANG SHEET.json
//        merges a filled-in sheet back: each "text" is checked (it parses, uses only the English
//        message's arguments) and stamped with the hash of the English of today.
//   node scripts/messages.mjs prune LANG            drops the translations of messages the page no longer has
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TRANSLATED } from '../web/js/text/languages.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const textDir = path.join(root, 'web/js/text');
export const catalogueDir = path.join(textDir, 'catalogues');
// The languages with a catalogue: web/js/text/languages.js, the one list.
export { TRANSLATED };

// The hash of an English source text: 8 hex digits of its SHA-1.
export const sourceHash = (english) => crypto.createHash('sha1').update(english).digest('hex').slice(0, 8);

// Every English message of the page, id -> text (every room of text/en, as the build reads them).
export async function englishCatalogue() {
  const { englishMessages } = await import(pathToFileURL(path.join(textDir, 'messages.js')).href);
  for (const file of fs.readdirSync(path.join(textDir, 'en')).filter((f) => f.endsWith('.js')).sort())
    await import(pathToFileURL(path.join(textDir, 'en', file)).href);
  return englishMessages();
}

// The ids each room of text/en registers: file name -> [id]. The registry is one per process, so
// this holds only in a process that has loaded no room before (`node scripts/messages.mjs rooms`).
export async function englishIdsByRoom() {
  const { englishMessages } = await import(pathToFileURL(path.join(textDir, 'messages.js')).href);
  const rooms = new Map();
  for (const file of fs.readdirSync(path.join(textDir, 'en')).filter((f) => f.endsWith('.js')).sort()) {
    const before = new Set(englishMessages().keys());
    await import(pathToFileURL(path.join(textDir, 'en', file)).href);
    rooms.set(file, [...englishMessages().keys()].filter((id) => !before.has(id)));
  }
  return rooms;
}

export const cataloguePath = (lang) => path.join(catalogueDir, `${lang}.json`);
export function readCatalogue(lang) {
  const file = cataloguePath(lang);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}
// Sorted by id, one entry a line, so a merge shows as a small diff.
export function writeCatalogue(lang, catalogue) {
  const ids = Object.keys(catalogue).sort();
  const lines = ids.map((id) => `  ${JSON.stringify(id)}: ${JSON.stringify(catalogue[id])}`);
  fs.writeFileSync(cataloguePath(lang), `{\n${lines.join(',\n')}\n}\n`);
}

// Why a translation of `english` cannot be used, or null: it must parse and name only the
// arguments the English names (a select's and plural's keys may differ: Hindi and Spanish have
// their own plural categories).
export async function translationProblem(english, text) {
  const { messageArguments } = await import(pathToFileURL(path.join(textDir, 'format-message.js')).href);
  if (typeof text !== 'string' || text.trim() === '') return 'empty';
  let names;
  try { names = messageArguments(text); } catch (error) { return error.message; }
  const known = messageArguments(english);
  const unknown = [...names].filter((name) => !known.has(name));
  return unknown.length ? `names arguments the English does not: ${unknown.join(', ')}` : null;
}

// For one language: {missing: [id], stale: [id], unknown: [id], broken: [{id, problem}], done: n}.
export async function report(lang, english) {
  const catalogue = readCatalogue(lang);
  const result = { lang, missing: [], stale: [], unknown: [], broken: [], done: 0 };
  for (const [id, text] of english) {
    const entry = catalogue[id];
    if (!entry) { result.missing.push(id); continue; }
    const problem = await translationProblem(text, entry.text);
    if (problem) result.broken.push({ id, problem });
    else if (entry.source !== sourceHash(text)) result.stale.push(id);
    else result.done += 1;
  }
  result.unknown = Object.keys(catalogue).filter((id) => !english.has(id));
  return result;
}

async function main(args) {
  const [command, ...rest] = args;
  if (command === 'rooms') {  // for scripts/bundle.mjs: {file: [id]}, read before any room is loaded
    process.stdout.write(`${JSON.stringify(Object.fromEntries(await englishIdsByRoom()))}\n`);
    return;
  }
  const english = await englishCatalogue();
  if (command === 'report') {
    let bad = false;
    for (const lang of rest.length ? rest : TRANSLATED) {
      const r = await report(lang, english);
      console.log(`${lang}: ${r.done} of ${english.size} translated; ${r.missing.length} missing, ${r.stale.length} stale, ${r.unknown.length} unknown, ${r.broken.length} broken`);
      for (const id of r.missing) console.log(`  missing  ${id}`);
      for (const id of r.stale) console.log(`  stale    ${id}`);
      for (const id of r.unknown) console.log(`  unknown  ${id} (no English message has this id)`);
      for (const { id, problem } of r.broken) console.log(`  broken   ${id}: ${problem}`);
      bad ||= r.broken.length > 0 || r.unknown.length > 0;
    }
    process.exitCode = bad ? 1 : 0;
  } else if (command === 'export') {
    const [lang, flag] = rest;
    if (!lang) throw new Error('export needs a language');
    const catalogue = readCatalogue(lang);
    const r = await report(lang, english);
    const wanted = flag === '--all' ? [...english.keys()] : [...r.missing, ...r.stale, ...r.broken.map((b) => b.id)];
    const sheet = {};
    for (const id of wanted) sheet[id] = { en: english.get(id), text: catalogue[id]?.text ?? '' };
    process.stdout.write(`${JSON.stringify(sheet, null, 1)}\n`);
  } else if (command === 'import') {
    const [lang, file] = rest;
    if (!lang || !file) throw new Error('import needs a language and a sheet');
    const sheet = JSON.parse(fs.readFileSync(file, 'utf8'));
    const catalogue = readCatalogue(lang);
    let merged = 0;
    const problems = [];
    for (const [id, value] of Object.entries(sheet)) {
      const text = typeof value === 'string' ? value : value?.text;
      if (!english.has(id)) { problems.push(`${id}: no English message has this id`); continue; }
      if (text === '' || text === undefined) continue;  // left for later
      const problem = await translationProblem(english.get(id), text);
      if (problem) { problems.push(`${id}: ${problem}`); continue; }
      catalogue[id] = { text, source: sourceHash(english.get(id)) };
      merged += 1;
    }
    writeCatalogue(lang, catalogue);
    console.log(`${lang}: ${merged} merged${problems.length ? `; not merged:\n  ${problems.join('\n  ')}` : ''}`);
    process.exitCode = problems.length ? 1 : 0;
  } else if (command === 'prune') {
    const [lang] = rest;
    if (!lang) throw new Error('prune needs a language');
    const catalogue = readCatalogue(lang);
    const gone = Object.keys(catalogue).filter((id) => !english.has(id));
    for (const id of gone) delete catalogue[id];
    writeCatalogue(lang, catalogue);
    console.log(`${lang}: ${gone.length} dropped${gone.length ? `: ${gone.join(', ')}` : ''}`);
  } else {
    console.error('usage: node scripts/messages.mjs report [lang...] | export LANG [--all] | import LANG SHEET | prune LANG | rooms');
    process.exitCode = 2;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
