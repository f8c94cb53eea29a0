// CSS colours in and out, and CIELAB, computed as d3-color 3 computes them (ISC, Mike Bostock;
// tests/web/colour.test.mjs compares them with it), for the few uses the page has: reading back
// what the colour maps return, blending two colours evenly to the eye, and the text colour that
// reads on a cell.

// 'rgb(r, g, b)', each channel rounded and clamped to 0..255.
const channel = (value) => Math.max(0, Math.min(255, Math.round(value) || 0));
export const formatRgb = (r, g, b) => `rgb(${channel(r)}, ${channel(g)}, ${channel(b)})`;

// '#rrggbb' or 'rgb(r, g, b)' (what maps.js returns) -> [r, g, b]; null for anything else.
export function parseRgb(css) {
  const hex = /^#([0-9a-f]{6})$/i.exec(css);
  if (hex) return [1, 3, 5].map((at) => Number.parseInt(css.slice(at, at + 2), 16));
  const rgb = /^rgb\((\d+), ?(\d+), ?(\d+)\)$/.exec(css);
  return rgb ? rgb.slice(1).map(Number) : null;
}

// CIELAB with the D50 white point, as d3-color.
const Xn = 0.96422, Yn = 1, Zn = 0.82521;
const t0 = 4 / 29, t1 = 6 / 29, t2 = 3 * t1 * t1, t3 = t1 * t1 * t1;
const xyzToLab = (t) => (t > t3 ? Math.pow(t, 1 / 3) : t / t2 + t0);
const labToXyz = (t) => (t > t1 ? t * t * t : t2 * (t - t0));
// sRGB channel (0..255) -> linear light (0..1), and back to 0..255.
const linear = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
const gamma = (x) => 255 * (x <= 0.0031308 ? 12.92 * x : 1.055 * Math.pow(x, 1 / 2.4) - 0.055);

function rgbToLab([red, green, blue]) {
  const r = linear(red), g = linear(green), b = linear(blue);
  const y = xyzToLab((0.2225045 * r + 0.7168786 * g + 0.0606169 * b) / Yn);
  const grey = r === g && g === b;
  const x = grey ? y : xyzToLab((0.4360747 * r + 0.3850649 * g + 0.1430804 * b) / Xn);
  const z = grey ? y : xyzToLab((0.0139322 * r + 0.0971045 * g + 0.7141733 * b) / Zn);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

function labToRgb([l, a, b]) {
  const fy = (l + 16) / 116;
  const x = Xn * labToXyz(fy + a / 500), y = Yn * labToXyz(fy), z = Zn * labToXyz(fy - b / 200);
  return [
    gamma(3.1338561 * x - 1.6168667 * y - 0.4906146 * z),
    gamma(-0.9787684 * x + 1.9161415 * y + 0.0334540 * z),
    gamma(0.0719453 * x - 0.2289914 * y + 1.4052427 * z),
  ];
}

// Two colours (as parseRgb reads them) -> t in [0, 1] -> 'rgb(r, g, b)', a straight line in CIELAB.
export function interpolateLab(from, to) {
  const a = rgbToLab(parseRgb(from)), b = rgbToLab(parseRgb(to));
  return (t) => formatRgb(...labToRgb(a.map((start, i) => start + (b[i] - start) * t)));
}

// Black or white, whichever contrasts more with the background (WCAG relative luminance): one of
// the two always reaches 4.5:1, so the value printed in a cell is readable on every colour.
export function textColourOn(background) {
  const [r, g, b] = parseRgb(background) ?? [0, 0, 0];
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000' : '#fff';
}
