// Number formatting shared by every view, so the same value reads the same everywhere.

// Any value at all formats to text: the core never sends NaN or an infinity (docs/api.md), but a
// formatter that throws would blank every panel, so one that slips through reads as itself.
function unusual(value) {
  if (typeof value !== 'number') return typeof value === 'bigint' ? String(value) : '—';
  if (Number.isNaN(value)) return 'NaN';
  return Number.isFinite(value) ? null : (value > 0 ? '∞' : '−∞');
}

export function formatNumber(value, digits = 2) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude < 1e-3 || magnitude >= 1e4) return scientific(value);  // one notation with formatError
  return value.toFixed(digits);
}

// Three significant digits with thousands separators (10,000; 12,300), for settings such as the
// sinusoidal base. By hand: the browser's own number formatter (toLocaleString) loads its locale
// data on first use, which is slow on a first visit.
export function formatLarge(value) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  return String(Math.round(Number(value.toPrecision(3)))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// At most `digits` decimals and no trailing zeros, so whole numbers read as 15 and halves as 0.5.
export function formatShort(value, digits = 2) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  let text = value.toFixed(digits);
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  return text === '-0' ? '0' : text;
}

// Scientific form for errors, where the exponent is the message (2.2×10^-16 vs 0.49).
// From 0.001 up, three significant digits read better ("1.21").
export function formatError(value) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  if (value === 0) return '0';
  if (Math.abs(value) >= 1e-3 && Math.abs(value) < 1e4) return String(Number(value.toPrecision(3)));
  return scientific(value);
}

// 6.7×10⁻¹⁶: the one scientific notation of the page.
function scientific(value) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  const [mantissa, exponent] = value.toExponential(1).split('e');
  return `${mantissa}×10${superscript(exponent.replace('+', ''))}`;
}

// A measured difference in plain words: below the core's tolerance it is rounding, not a change.
export const ROUNDING_BELOW = 1e-9;  // the core's tolerance (heads.js SAME_TOLERANCE)
export function plainError(value) {
  if (unusual(value) !== null) return 'not a number the page can compare';
  return value < ROUNDING_BELOW ? 'identical (differences below 10⁻⁹ are rounding)' : 'a real change';
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
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`;
}

// "1 token", "2 tokens": a count with its noun, singular only for exactly one.
export function countOf(count, singular, plural = `${singular}s`) {
  return `${count} ${count === 1 ? singular : plural}`;
}
