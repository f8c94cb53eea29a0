// The positional encodings the page knows, in the order it lists them, and everything the page says
// about them, read from the core's registry (scheme-registry.js, generated from core/schemes.cpp).
// A module of its own so the Train panel's script (loaded on demand) has the list without the link
// table and its content.
import { REGISTRY } from './scheme-registry.js';

export const SCHEME_INFO = Object.fromEntries(REGISTRY.schemes.map((s) => [s.name, s]));
export const SCHEMES = REGISTRY.schemes.map((s) => s.name);
// Every scheme parameter ({name, label, kind, min, max, fallback}) by name.
export const SCHEME_PARAMETERS = Object.fromEntries(REGISTRY.parameters.map((p) => [p.name, p]));

const byName = (field) => Object.fromEntries(REGISTRY.schemes.map((s) => [s.name, s[field]]));
export const SCHEME_LABELS = byName('label');              // short: 'RoPE'
export const SCHEME_PHRASES = byName('phrase');            // in a sentence: 'the learned table'
export const SCHEME_DESCRIPTIONS = byName('description');  // the picker's options

const inFamily = (...families) => SCHEMES.filter((name) => families.includes(SCHEME_INFO[name].family));
export const ADDED_SCHEMES = inFamily('absolute');         // add a vector per position
export const RELATIVE_SCHEMES = inFamily('rotary', 'bias'); // scores see only offsets
export const BIAS_SCHEMES = inFamily('bias');              // add a bias to the scores
// The schemes that read a parameter (the settings show its control only for them).
export const schemesWith = (parameter) => SCHEMES.filter((name) => SCHEME_INFO[name].parameters.includes(parameter));
