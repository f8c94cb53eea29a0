// Perceptually uniform, colour-blind-safe maps (d3-scale-chromatic's, maps.js), the one the
// reader chose. Colour is never the only cue: cells also carry their value as text and label (in a
// colour that reads on the cell's: textColourOn in space.js).
import { viridis, cividis, puOr } from './maps.js';
import { interpolateLab } from './space.js';

const SEQUENTIAL = { viridis, cividis };

// The reader's choice (state.colours), set once per render by main.js, so every view that asks for
// a sequential colour follows it without passing it around.
let chosenMap = 'viridis';
let darkPage = false;
export function setSequentialMap(name) {
  if (name in SEQUENTIAL) chosenMap = name;
  darkPage = pageIsDark();
}

// The page's theme (display-settings.js sets data-theme; otherwise the system's), read once per draw.
// The system's is one media query list kept from the first read: each matchMedia() call made the
// browser bring the page's style up to date first, in the middle of a draw.
let systemDark = null;
function pageIsDark() {
  if (typeof document === 'undefined') return false;
  const theme = document.documentElement.dataset.theme;
  if (theme) return theme === 'dark';
  systemDark ??= matchMedia('(prefers-color-scheme: dark)');
  return systemDark.matches;
}

// value in [lo, hi] -> css colour
export function sequentialColour(value, lo, hi, name = chosenMap) {
  const t = hi > lo ? (value - lo) / (hi - lo) : 0;
  return SEQUENTIAL[name](Math.min(1, Math.max(0, t)));
}

// value in [-limit, limit] -> css colour: purple below zero, orange above, white-ish at zero
// (DIVERGING_HUES names them for the sentences that mention them; tests/e2e/truth.test.mjs reads
// both ends off the page in both themes). puOr runs from purple (0) to orange (1), so t is used as
// it is. On a dark page zero is dark instead, so a grid of small values does not glare white: the
// same two hues, fading into the dark card.
export const DIVERGING_HUES = { negative: 'purple', positive: 'orange' };
const DARK_MIDDLE = '#2a2e35';
const darkNegative = interpolateLab(DARK_MIDDLE, puOr(0.12));
const darkPositive = interpolateLab(DARK_MIDDLE, puOr(0.9));
export function divergingColour(value, limit) {
  const t = limit > 0 ? 0.5 + 0.5 * Math.max(-1, Math.min(1, value / limit)) : 0.5;
  if (!darkPage) return puOr(t);
  return t < 0.5 ? darkNegative((0.5 - t) * 2) : darkPositive((t - 0.5) * 2);
}
