// The page's one text seam: every sentence, label and note a user sees is a message with an id,
// looked up and formatted here. The English messages live in text/en/<room>.js, one file per part
// of the page, each registered by the module that shows it (so a lazily loaded panel brings its own
// texts and the first visit carries only its own). Another language replaces them by id from a
// catalogue loaded when chosen; the pseudo-locale en-XA (lang=en-XA in the link) shows every
// message accented, about 30% longer and inside ⟦ ⟧, so a scan can find any text that bypasses
// this file (tests/e2e/truth-locale.test.mjs). No DOM.
import { formatMessage } from './format-message.js';
import { LANGUAGE_CODES, MENU_LANGUAGES } from './languages.js';

// One catalogue and one language for the page. The scripts the page adds later borrow this module
// from app.js (scripts/bundle.mjs); the global still joins any copy bundled on its own (a worker has
// a global of its own, in English).
const shared = globalThis.posattnMessages ??= {
  english: new Map(), locale: { lang: 'en', intl: 'en', messages: null, literal: null, wrap: null, fellBack: false } };
const { english, locale } = shared;

// Registers a room's English messages and returns t. Ids are "<room>.<name>"; one id, one text.
export function addMessages(table) {
  for (const id of Object.keys(table)) {
    const text = table[id];
    if (typeof text !== 'string') throw new TypeError(`Message ${id} is not a string`);
    if (english.has(id) && english.get(id) !== text) throw new Error(`Message ${id} is defined twice`);
    english.set(id, text);
  }
  return t;
}

// The text of message `id` with its named arguments, in the page's language.
export function t(id, args) {
  // A catalogue's first part lacks the rest's messages until they come (app/language.js): a message
  // read in English meanwhile is noted, so the page can be drawn again then.
  if (locale.messages && !(id in locale.messages)) locale.fellBack = true;
  const source = locale.messages?.[id] ?? english.get(id);
  if (source === undefined) return locale.wrap ? `⟦!${id}⟧` : id;  // a fault the messages test catches
  const text = formatMessage(source, args, locale.intl, locale.literal ?? undefined);
  return locale.wrap ? locale.wrap(text) : text;
}

export const hasMessage = (id) => english.has(id);
// Whether a message has been read in English since the last call (see t).
export function fellBackSinceLastAsked() {
  const fell = locale.fellBack;
  locale.fellBack = false;
  return fell;
}
export const englishMessages = () => new Map(english);
export const currentLanguage = () => locale.lang;

// The languages a link may ask for (text/languages.js, the one list). Every one but English loads
// when chosen (loader: () => promise of {messages?, literal?, wrap?, intl}), so it costs a first
// visit nothing. The menu offers MENU_LANGUAGES; the pseudo-locales only a link names.
export { MENU_LANGUAGES };
export const LANGUAGES = LANGUAGE_CODES;

// The first of the reader's languages (navigator.languages, best first) the menu offers, matched
// by its main part ("es-MX" is Spanish), or English.
export const preferredLanguage = (wanted = []) => wanted.map((tag) => String(tag).toLowerCase().split(/[-_]/)[0])
  .find((main) => MENU_LANGUAGES.includes(main)) ?? 'en';

// The locale numbers are written in (util/format.js): the page's language, for Intl.NumberFormat.
export const numberLocale = () => locale.intl;
// The example sentences the language adds to the examples menu (content/language-examples.js).
export const languageExamples = () => locale.examples ?? [];

export async function useLanguage(lang, loader) {
  if (lang === locale.lang) return;
  const loaded = lang === 'en' ? { intl: 'en' } : await loader(lang);
  Object.assign(locale, { lang, intl: loaded.intl ?? 'en', messages: loaded.messages ?? null,
    literal: loaded.literal ?? null, wrap: loaded.wrap ?? null, examples: loaded.examples ?? [] });
}
