// Formulas written out with their numbers, e.g. "2×3 + 2×3 + 0×0 = 12". Only the terms are composed
// here; every result shown after "=" is a number the core returned.
import { element } from '../../util/dom.js';
import { t } from '../../text/en/shared.js';
import { numberListSeparator } from '../../util/format.js';

const factor = (text) => (text.startsWith('-') ? `(${text})` : text);

// pairs: [[a, b], ...] -> "a×b + c×d + …"; with `limit`, the first terms and "+ … (N terms)".
export function productSum(pairs, { formatLeft, formatRight = formatLeft, limit = Infinity }) {
  const shown = pairs.slice(0, limit).map(([a, b]) => `${factor(formatLeft(a))}×${factor(formatRight(b))}`);
  const sum = shown.join(' + ');
  return pairs.length > shown.length ? t('shared.sumMore', { sum, count: pairs.length }) : sum;
}

// A vector written out: "(2, 2, 0, 1, 0)" ("(0,5; 2)" where the decimal mark is a comma), or its first `limit` numbers and "… (N numbers)".
export function vectorText(values, format, limit = Infinity) {
  const shown = Array.from(values).slice(0, limit).map(format);
  const numbers = shown.join(numberListSeparator());
  return values.length > shown.length ? t('shared.vectorMore', { numbers, count: values.length }) : `(${numbers})`;
}

// One formula line: a label, the written-out left side, and the core's result, marked for tests
// and styling. Returns an <li>.
export function formulaLine({ label, left, result, note = '', index }) {
  return element('li', { className: 'formula' }, [
    label ? element('span', { className: 'formula-label', text: label }) : null,
    element('span', { className: 'formula-left', text: left }),
    element('span', { className: 'formula-equals', text: ' = ' }),
    element('output', { className: 'formula-result', text: result, attrs: { 'data-index': index } }),
    note ? element('span', { className: 'formula-note', text: ` ${note}` }) : null,
  ]);
}

// A message with elements inside it, e.g. a formula with superscripts: `write(marks)` returns the
// message's text with marks[name] where each of `nodes` goes (its t call spreads the marks); the
// text around them stays text (never parsed as HTML).
export function withNodes(write, nodes) {
  const names = Object.keys(nodes);
  const marks = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`]));
  return write(marks).split(/\uE000(\d+)\uE001/).map((part, i) => (i % 2 ? nodes[names[Number(part)]] : part)).filter((part) => part !== '');
}

// e^x written with a superscript.
export function power(base, exponent) {
  return element('span', { className: 'power' }, [base, element('sup', { text: exponent })]);
}
