// The pseudo-locale en-XA: every message's own words accented and about 30% longer (each vowel
// doubled), the whole message inside ⟦ ⟧. Arguments (the learner's words, numbers) stay as they are,
// so a scan of the page in en-XA finds any visible text that did not come from the catalogue, and
// screenshots show where longer texts break the layout. Loaded only when a link asks for it.
const ACCENTED = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};
const VOWELS = new Set('aeiouAEIOU');

export function pseudoLiteral(text) {
  let out = '';
  for (const c of text) out += VOWELS.has(c) ? ACCENTED[c] + ACCENTED[c.toLowerCase()] : (ACCENTED[c] ?? c);
  return out;
}
export const pseudoWrap = (text) => `⟦${text}⟧`;
export const PSEUDO_LOCALE = { intl: 'en', literal: pseudoLiteral, wrap: pseudoWrap };
// The same, right to left (lang=ar-XB): the page mirrors (dir=rtl) while every text stays
// checkable, so screenshots show whether grids, chips and labels still read in a sensible order.
export const PSEUDO_RTL_LOCALE = { intl: 'en', literal: pseudoLiteral, wrap: (text) => `\u200f⟦${text}⟧\u200f` };
