// The positional encodings the page knows, in the order it lists them, and everything the page says
// about them, read from the core's registry (scheme-registry.js, generated from core/schemes.cpp).
// A module of its own so the Train panel's script (loaded on demand) has the list without the link
// table and its content.
import { REGISTRY } from './scheme-registry.js';
import { t } from '../text/en/schemes.js';

// The registry names its words by message id; these read them in the page's language each time
// (a getter), so a language chosen after this module loaded still applies.
const inWords = (ids) => Object.defineProperties({}, Object.fromEntries(Object.entries(ids)
  .map(([key, id]) => [key, { get: () => t(id), enumerable: true }])));

// Each scheme as the registry gives it ({name, label, phrase, description, family, parameters}, the
// three words as message ids).
export const SCHEME_INFO = Object.fromEntries(REGISTRY.schemes.map((s) => [s.name, s]));
export const SCHEMES = REGISTRY.schemes.map((s) => s.name);
// Every scheme parameter ({name, label, kind, min, max, fallback}, the label in words) by name.
export const SCHEME_PARAMETERS = Object.fromEntries(REGISTRY.parameters.map((p) =>
  [p.name, Object.defineProperty({ ...p }, 'label', { get: () => t(p.label), enumerable: true })]));

const byName = (field) => inWords(Object.fromEntries(REGISTRY.schemes.map((s) => [s.name, s[field]])));
export const SCHEME_LABELS = byName('label');              // short: 'RoPE'
export const SCHEME_PHRASES = byName('phrase');            // in a sentence: 'the learned table'
export const SCHEME_DESCRIPTIONS = byName('description');  // the picker's options

const inFamily = (...families) => SCHEMES.filter((name) => families.includes(SCHEME_INFO[name].family));
export const ADDED_SCHEMES = inFamily('absolute');         // add a vector per position
export const RELATIVE_SCHEMES = inFamily('rotary', 'bias'); // scores see only offsets
export const BIAS_SCHEMES = inFamily('bias');              // add a bias to the scores
// The schemes that read a parameter (the settings show its control only for them).
export const schemesWith = (parameter) => SCHEMES.filter((name) => SCHEME_INFO[name].parameters.includes(parameter));
