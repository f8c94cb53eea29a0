// Formats only the parts the page adds later use (the Train panel, the English models' panel), so a
// first visit does not carry them: in the page's language, like util/format.js.
import { formatter, significant, unusual } from './format.js';
import { shareText } from '../text/format-message.js';

// `digits` significant digits, as the locale writes them (a slope: 0.0625, 0.00391).
export function formatSignificant(value, digits = 3) {
  const odd = unusual(value);
  if (odd !== null) return odd;
  return significant(value, digits);
}

// A percentage of a fraction (0.493 -> "49.3%"), as the locale writes one ("49,3 %"); a fraction
// short of 1 never reads as 100% (text/format-message.js, shareText).
export function formatPercent(fraction, digits = 1) {
  const odd = unusual(fraction);
  if (odd !== null) return odd;
  return shareText(formatter({ style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }), fraction, digits);
}
