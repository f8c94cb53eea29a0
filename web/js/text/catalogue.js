// A language's catalogue (text/catalogues/<lang>.json, one file per language, written and merged by
// scripts/messages.mjs): {id: {text, source}}, where source is a short hash of the English the
// translation was made from, so the report can tell a translation whose English has changed since.
// The page needs only the texts. No DOM.
export function catalogueTexts(catalogue) {
  const texts = {};
  for (const [id, entry] of Object.entries(catalogue)) if (typeof entry?.text === 'string') texts[id] = entry.text;
  return texts;
}
