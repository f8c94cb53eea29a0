// ICU MessageFormat, the part the page needs, in a few lines instead of a library (the first visit
// has a small budget): named arguments {name}, numbers {n, number} / {n, number, percent} (at most
// a tenth) / {n, number, ::percent .0} (always a tenth, ICU's skeleton: 10.0%, beside 14.7%) /
// {n, number, integer}, plurals {n, plural, =0 {...} one {# word} other {# words}} with
// Intl.PluralRules (in English the same without Intl: english-numbers.js), and choices
// {kind, select, rope {...} other {...}}. As in ICU, '' is one apostrophe and '{...}' is literal
// text; any other apostrophe is an apostrophe ("doesn't").
// No DOM: tests/web/messages.test.mjs runs it in Node.
import { englishNumberFormat, englishPlural } from './english-numbers.js';

// A message parses once into nodes: a string (literal text), {arg}, {arg, kind, style} or
// {arg, kind, options: {key: nodes}}, or '#' inside a plural's branch.
const parsed = new Map();
const POUND = Object.freeze({ kind: 'pound' });
export function parseMessage(source) {
  let tree = parsed.get(source);
  if (!tree) {
    const state = { source, at: 0 };
    tree = nodes(state, false);
    if (state.at < source.length) throw new SyntaxError(`Unmatched "}" in message: ${source}`);
    parsed.set(source, tree);
  }
  return tree;
}

function nodes(state, inPlural) {
  const out = [];
  let text = '';
  const { source } = state;
  while (state.at < source.length) {
    const c = source[state.at];
    if (c === '}') break;
    if (c === '{') {
      if (text) out.push(text), text = '';
      out.push(argument(state));
    } else if (c === '#' && inPlural) {
      if (text) out.push(text), text = '';
      out.push(POUND);
      state.at += 1;
    } else if (c === "'" && source[state.at + 1] === "'") {
      text += "'";
      state.at += 2;
    } else if (c === "'" && (source[state.at + 1] === '{' || source[state.at + 1] === '}' || (inPlural && source[state.at + 1] === '#'))) {
      const end = source.indexOf("'", state.at + 1);
      if (end < 0) throw new SyntaxError(`Unclosed quote in message: ${source}`);
      text += source.slice(state.at + 1, end);
      state.at = end + 1;
    } else {
      text += c;
      state.at += 1;
    }
  }
  if (text) out.push(text);
  return out;
}

function argument(state) {
  const { source } = state;
  const close = (what) => { throw new SyntaxError(`${what} in message: ${source}`); };
  state.at += 1;  // {
  const head = /^\s*([A-Za-z_][\w]*)\s*(?:,\s*(number|plural|select)\s*)?(,|\})/.exec(source.slice(state.at));
  if (!head) close('Bad argument');
  const [whole, name, kind, after] = head;
  state.at += whole.length;
  if (after === '}') {
    if (kind === 'plural' || kind === 'select') close(`A ${kind} needs its branches`);
    return { arg: name, kind: kind ?? 'text', style: '' };
  }
  if (kind === 'number') {
    const style = /^\s*(percent|integer|::percent \.0)\s*\}/.exec(source.slice(state.at));
    if (!style) close('Unknown number style');
    state.at += style[0].length;
    return { arg: name, kind, style: style[1] };
  }
  const options = {};
  for (;;) {
    const key = /^\s*(=\d+|[A-Za-z_][\w-]*)\s*\{/.exec(source.slice(state.at));
    if (!key) break;
    state.at += key[0].length;
    options[key[1]] = nodes(state, kind === 'plural');
    if (source[state.at] !== '}') close('Unclosed branch');
    state.at += 1;
  }
  const end = /^\s*\}/.exec(source.slice(state.at));
  if (!end || !options.other) close(`A ${kind} needs an "other" branch and a closing "}"`);
  state.at += end[0].length;
  return { arg: name, kind, options };
}

const numberFormats = new Map();
const pluralRules = new Map();
function numberFormat(locale, style) {
  const key = `${locale}|${style}`;
  if (!numberFormats.has(key)) {
    const options = style === 'percent' ? { style: 'percent', maximumFractionDigits: 1 }
      : style === '::percent .0' ? { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }
      : style === 'integer' ? { maximumFractionDigits: 0 } : { maximumFractionDigits: 3 };
    numberFormats.set(key, (locale === 'en' && englishNumberFormat(options)) || new Intl.NumberFormat(locale, options));
  }
  return numberFormats.get(key);
}
// A share between 0 and 1 never reads as none or all: 0.9996 is ">99.9%", not "100%" (a head that
// reads the previous word for "100% of words" would say every word), and 0.0004 is "<0.1%".
// format: a formatter of percentages (Intl.NumberFormat, or its English equal), showing at most
// `digits` digits after the point.
export function shareText(format, value, digits = 1) {
  const text = format.format(value);
  if (!(value > 0 && value < 1)) return text;
  const step = 10 ** -(digits + 2);  // the smallest share shown: 0.001 is 0.1%
  if (text === format.format(1)) return `>${format.format(1 - step)}`;
  if (text === format.format(0)) return `<${format.format(step)}`;
  return text;
}
function numberText(locale, style, value) {
  const format = numberFormat(locale, style);
  return style.includes('percent') ? shareText(format, value) : format.format(value);
}
function pluralCategory(locale, n) {
  if (!pluralRules.has(locale)) pluralRules.set(locale, locale === 'en' ? { select: englishPlural } : new Intl.PluralRules(locale));
  return pluralRules.get(locale).select(n);
}

// The message's text for `args`. A missing argument reads as {name}, so a fault shows instead of
// blanking a view; the messages test checks every message against the arguments its callers give.
export function formatMessage(source, args = {}, locale = 'en', literal = (text) => text) {
  return formatNodes(parseMessage(source), args, locale, literal, null);
}

function formatNodes(tree, args, locale, literal, pluralValue) {
  let out = '';
  for (const node of tree) {
    if (typeof node === 'string') out += literal(node);
    else if (node === POUND) out += numberFormat(locale, '').format(pluralValue);
    else out += formatArgument(node, args, locale, literal);
  }
  return out;
}

function formatArgument(node, args, locale, literal) {
  const value = Object.hasOwn(args, node.arg) ? args[node.arg] : undefined;
  if (value === undefined) return `{${node.arg}}`;
  // A fraction given as plain text still reads in the locale ("1,5" in Spanish); a whole number
  // stays as given (a seed, a step count: no thousands separator).
  if (node.kind === 'text') return typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value)
    ? numberFormat(locale, '').format(value) : String(value);
  if (node.kind === 'number') return typeof value === 'number' && Number.isFinite(value)
    ? numberText(locale, node.style, value) : String(value);
  if (node.kind === 'plural') {
    const n = Number(value);
    const branch = node.options[`=${n}`] ?? node.options[pluralCategory(locale, n)] ?? node.options.other;
    return formatNodes(branch, args, locale, literal, n);
  }
  const branch = node.options[String(value)] ?? node.options.other;  // select
  return formatNodes(branch, args, locale, literal, null);
}

// The argument names a message uses (for the test that checks callers give them all).
export function messageArguments(source) {
  const names = new Set();
  const walk = (tree) => {
    for (const node of tree) {
      if (typeof node !== 'object' || node === POUND) continue;
      names.add(node.arg);
      if (node.options) Object.values(node.options).forEach(walk);
    }
  };
  walk(parseMessage(source));
  return names;
}
