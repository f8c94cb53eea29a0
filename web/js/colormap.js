// Perceptually uniform, colour-blind-safe maps from d3-scale-chromatic, plus a readable text colour
// for each cell. Colour is never the only cue: cells also carry their value as text and label.
import { interpolateViridis, interpolateCividis, interpolatePuOr } from 'd3-scale-chromatic';
import { color } from 'd3-color';

const SEQUENTIAL = { viridis: interpolateViridis, cividis: interpolateCividis };

// value in [lo, hi] -> css colour
export function sequentialColour(value, lo, hi, name = 'viridis') {
  const t = hi > lo ? (value - lo) / (hi - lo) : 0;
  return SEQUENTIAL[name](Math.min(1, Math.max(0, t)));
}

// value in [-limit, limit] -> css colour (purple negative, orange positive, white-ish zero)
export function divergingColour(value, limit) {
  const t = limit > 0 ? 0.5 + 0.5 * Math.max(-1, Math.min(1, value / limit)) : 0.5;
  return interpolatePuOr(1 - t);
}

export function textColourOn(background) {
  const { r, g, b } = color(background).rgb();
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  return luminance > 0.55 ? '#111' : '#fff';
}
