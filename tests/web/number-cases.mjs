// The values and options English numbers are checked on (english-numbers.test.mjs in Node's Intl,
// tests/e2e/english-numbers.test.mjs in Chromium's).

// A seeded generator, so a failure names values that come back.
function random(seed) {
  let s = seed >>> 0;
  return () => { s = (s + 0x6d2b79f5) >>> 0; let t = Math.imul(s ^ (s >>> 15), 1 | s); t ^= t + Math.imul(t ^ (t >>> 7), 61 | t); return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32; };
}

export function values() {
  const next = random(46);
  const list = [0, -0, NaN, Infinity, -Infinity, 5e-324, -5e-324, 1e21, 1e22, 1.7976931348623157e308, 0.1 + 0.2,
    1.005, 0.125, 0.25, 2.5, 0.0145, 0.9996, 0.99949, 9.995, 99.95, 999.5, 999.9996, 9999.5, 123456789, 0.000123456];
  for (let place = -12; place <= 8; place += 1)  // a tie at every rounding place, and next to it
    for (const k of [1, 4, 5, 9, 15, 95, 995, 12345])
      for (const offset of [0.5, 0.4999, 0.5001]) list.push((k + offset) * 10 ** place, -(k + offset) * 10 ** place);
  for (let i = 0; i < 4000; i += 1) {
    const magnitude = 10 ** (next() * 34 - 12);
    const value = next() < 0.5 ? magnitude : Number((magnitude).toPrecision(1 + Math.floor(next() * 6)));
    list.push(next() < 0.3 ? -value : value);
  }
  return list;
}

// Every option the page passes (util/format.js, util/format-more.js, text/format-message.js), and more digits.
export const OPTIONS = [
  ...Array.from({ length: 9 }, (_, d) => ({ minimumFractionDigits: d, maximumFractionDigits: d })),
  ...Array.from({ length: 9 }, (_, d) => ({ maximumFractionDigits: d })),
  ...Array.from({ length: 8 }, (_, d) => ({ maximumSignificantDigits: d + 1 })),
  { minimumFractionDigits: 1 }, { minimumFractionDigits: 1, maximumFractionDigits: 3 }, {},
  { style: 'percent', maximumFractionDigits: 1 }, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { style: 'percent' }, { style: 'percent', maximumFractionDigits: 3 },
  ...Array.from({ length: 5 }, (_, d) => ({ style: 'percent', minimumFractionDigits: d, maximumFractionDigits: d })),
];
