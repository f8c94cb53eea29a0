// Number formatting shared by every view, so the same value reads the same everywhere, in the
// page's language.
import { numberLocale } from '../text/messages.js';
import { englishNumberFormat } from '../text/english-numbers.js';

// Any value at all formats to text: the core never sends NaN or an infinity (docs/api.md), but a
// formatter that throws would blank every panel, so one that slips through reads as itself.
export function unusual(value) {
  if (typeof value !== 'number') return typeof value === 'bigint' ? String(value) : '—';
  if (Number.isNaN(value)) return 'NaN';
  return Number.isFinite(value) ? null : (value > 0 ? '∞' : '−∞');
}

// Every number is written as Intl.NumberFormat writes it in the page's language (numberLocale(),
// text/messages.js): "0.49" in English, "0,49" in Spanish; digits and separators as the locale
// writes them. English is written without Intl itself (text/english-numbers.js: the same text, and
// a first view that need not start the browser's ICU). Formatters are made once per locale and
// shape (a keystroke formats thousands of values). CSV and JSON exports never come here: they
// write plain JavaScript numbers.
const formatters = new Map();
export function formatter(options) {
  const locale = numberLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = (locale === 'en' && englishNumberFormat(options)) || new Intl.NumberFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}
const fixed = (value, digits) => formatter({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
const upTo = (value, digits) => formatter({ maximumFractionDigits: digits }).format(value);
export const significant = (value, digits) => formatter({ maximumSignificantDigits: digits }).format(value);

// The separator between the numbers of a list: ", " where the decimal mark is a point, "; " where it
// is a comma, so a Spanish vector reads "(0,43; 0,42)", never "(0,43, 0,42)".
export function numberListSeparator() {
  return formatter({ minimumFractionDigits: 1 }).format(1.5).includes(',') ? '; ' : ', ';  // (1.5 has no thousands)
}

// `digits` decimals. A value too small for them reads with its first significant digits (0.004,
// not "0.00"; never "−0.00"), below 0.001 or from 10,000 in scientific form.
export function formatNumber(value, digits = 2) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude < 1e-3 || magnitude >= 1e4) return scientific(value);  // one notation with formatError
  if (magnitude < 0.5 * 10 ** -digits) return significant(value, 2);
  return fixed(value, digits);
}

// A number in a heatmap's cell: two decimals, and a value too small for them reads "<0.01"
// (">-0.01" below zero) rather than "0.00" or an empty cell, which would read as missing data.
// The readout, the tooltip and the table give it exactly.
export function formatCell(value) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  if (value === 0) return '0';
  if (Math.abs(value) < 0.005) return value > 0 ? `<${fixed(0.01, 2)}` : `>${fixed(-0.01, 2)}`;
  return fixed(value, 2);
}

// Three significant digits with the locale's separators (10,000; 12,300), for settings such as the
// sinusoidal base.
export function formatLarge(value) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  return significant(value, 3);
}

// At most `digits` decimals and no trailing zeros, so whole numbers read as 15 and halves as 0.5.
export function formatShort(value, digits = 2) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  return Number(Math.abs(value).toFixed(digits)) === 0 ? '0' : upTo(value, digits);  // never "-0"
}

// Scientific form for errors, where the exponent is the message (2.2×10^-16 vs 0.49).
// From 0.001 up, three significant digits read better ("1.21").
export function formatError(value) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  if (value === 0) return '0';
  if (Math.abs(value) >= 1e-3 && Math.abs(value) < 1e4) return significant(value, 3);
  return scientific(value);
}

// 6.7×10⁻¹⁶: the one scientific notation of the page, its mantissa in the locale's digits.
function scientific(value) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  const [mantissa, exponent] = value.toExponential(1).split('e');
  return `${fixed(Number(mantissa), 1)}×10${superscript(exponent.replace('+', ''))}`;
}

// A measured difference in plain words: below the core's tolerance it is rounding, not a change.
// Which of the three the words are: 'odd' (not a number), 'rounding', 'real' (text/en/input.js).
export const ROUNDING_BELOW = 1e-9;  // the core's tolerance (heads.js SAME_TOLERANCE)
export function plainError(value) {
  if (unusual(value) !== null) return 'odd';
  return value < ROUNDING_BELOW ? 'rounding' : 'real';
}

const SUPERSCRIPTS = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
function superscript(text) {
  return [...text].map((c) => SUPERSCRIPTS[c] ?? c).join('');
}

// The row `row` of a {rows, cols, data} matrix, as a plain array.
export function matrixRow(matrix, row) {
  return Array.from(matrix.data.subarray(row * matrix.cols, (row + 1) * matrix.cols));
}

export function matrixValue(matrix, row, col) {
  return matrix.data[row * matrix.cols + col];
}

// Presentation only: the largest |value| over the given matrices, for a shared colour scale.
export function largestMagnitude(...matrices) {
  let largest = 0;
  for (const matrix of matrices) for (const value of matrix.data) largest = Math.max(largest, Math.abs(value));
  return largest;
}

// A signed difference short enough for a cell: "+0.31", "−0.12", and "0" below half a hundredth.
export function formatSignedShort(value) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  if (Math.abs(value) < 0.005) return '0';
  return `${value > 0 ? '+' : '−'}${fixed(Math.abs(value), 2)}`;
}
