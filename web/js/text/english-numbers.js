// Numbers and plural forms in English without Intl. A page's first use of Intl starts the browser's
// ICU (45 ms of the page's thread in a cold open's profile on a 2-core machine, about 20 ms of the
// open itself: bench/README.md), and an English page needs none of it: these give exactly what
// Intl.NumberFormat('en', options) and Intl.PluralRules('en') give for the options the page uses
// (tests/web/english-numbers.test.mjs compares them over many values). Any other locale or option
// goes to Intl.
//
// Intl rounds the shortest decimal that reads back as the double ("1.005", not the binary
// 1.00499999...), half away from zero: so do these, on String(value)'s digits.

const SUPPORTED = new Set(['minimumFractionDigits', 'maximumFractionDigits', 'maximumSignificantDigits', 'style']);

// |value| as decimal digits without leading or trailing zeros and the place of the decimal point
// (value = 0.digits × 10^point); no digits for zero.
function decimal(magnitude) {
  const [mantissa, exponent = '0'] = String(magnitude).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const all = whole + fraction;
  const leading = all.length - all.replace(/^0+/, '').length;
  const digits = all.slice(leading).replace(/0+$/, '');
  return { digits, point: digits ? whole.length + Number(exponent) - leading : 0 };
}

// The first `keep` digits, rounded half away from zero on the next one (trailing zeros dropped).
function rounded({ digits, point }, keep) {
  if (keep >= digits.length) return { digits, point };
  if (keep < 0 || digits[keep] < '5') {
    const kept = keep > 0 ? digits.slice(0, keep).replace(/0+$/, '') : '';
    return { digits: kept, point: kept ? point : 0 };
  }
  // Round up: add one to the kept digits; a carry out of the first one moves the point.
  const kept = [...digits.slice(0, keep)].map(Number);
  let at = kept.length - 1;
  while (at >= 0 && kept[at] === 9) { kept[at] = 0; at -= 1; }
  if (at < 0) return { digits: '1', point: point + 1 };
  kept[at] += 1;
  return { digits: kept.join('').replace(/0+$/, ''), point };
}

const grouped = (whole) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// The quick way for a fixed number of decimals, as a keystroke formats thousands of values:
// toFixed rounds the double's binary value, which only a tie can round the other way, and below a
// million with at most 8 decimals the one tie a double can stand for is its shortest decimal (the
// doubles around it are closer together than the decimals of that length), so the shortest
// decimal ending in a 5 just past the kept digits goes the careful way. Null there, and above.
function quickFixed(magnitude, fraction) {
  if (!(magnitude < 1e6) || fraction > 8) return null;
  const shortest = String(magnitude);
  const dot = shortest.indexOf('.');
  if (shortest.includes('e') || (dot >= 0 && shortest.length - dot - 2 === fraction && shortest.endsWith('5'))) return null;
  return magnitude.toFixed(fraction);
}

// Intl.NumberFormat('en', options).format, or null for options this does not write.
export function englishNumberFormat(options) {
  if (Object.keys(options).some((key) => !SUPPORTED.has(key)) || (options.style && options.style !== 'percent')) return null;
  const percent = options.style === 'percent';
  const significant = options.maximumSignificantDigits;
  const maxFraction = options.maximumFractionDigits ?? Math.max(options.minimumFractionDigits ?? 0, percent ? 0 : 3);
  const minFraction = options.minimumFractionDigits ?? 0;
  const format = (value) => {
    const number = Number(value);
    const sign = number < 0 || Object.is(number, -0) ? '-' : '';
    const suffix = percent ? '%' : '';
    if (Number.isNaN(number)) return `NaN${suffix}`;
    if (!Number.isFinite(number)) return `${sign}∞${suffix}`;
    if (!percent && !significant) {
      const quick = quickFixed(Math.abs(number), maxFraction);
      if (quick !== null && minFraction === maxFraction && number > -999 && number < 999) return sign + quick;  // (no thousands, rounded up or not)
      if (quick !== null) {
        const [whole, fraction] = quick.split('.');
        let kept = fraction ? fraction.replace(/0+$/, '') : '';
        if (kept.length < minFraction) kept = fraction.slice(0, minFraction);
        return `${sign}${whole.length > 3 ? grouped(whole) : whole}${kept ? `.${kept}` : ''}`;
      }
    }
    const exact = decimal(Math.abs(number));
    if (percent && exact.digits) exact.point += 2;
    const { digits, point } = significant ? rounded(exact, significant) : rounded(exact, exact.point + maxFraction);
    const whole = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
    let fraction = point > 0 ? digits.slice(point) : '0'.repeat(-point) + digits;
    if (!significant) fraction = fraction.padEnd(minFraction, '0');
    return `${sign}${grouped(whole)}${fraction ? `.${fraction}` : ''}${suffix}`;
  };
  return { format };
}

// Intl.PluralRules('en').select(n): "one" for a number that reads as 1 with at most three decimals.
const threeDecimals = englishNumberFormat({ maximumFractionDigits: 3 });
export const englishPlural = (n) => (Number.isFinite(n) && threeDecimals.format(Math.abs(n)) === '1' ? 'one' : 'other');
