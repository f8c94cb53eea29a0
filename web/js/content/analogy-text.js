// Picks a text in the chosen analogy, falling back to the plain one with a note that says so.
import { ANALOGIES } from './analogies.js';
import { t } from '../text/en/analogies.js';

// texts: {plain, cricket?, ...} -> {text, note}; note is '' when the analogy has its own version.
// what: 'concept' or 'step', what the text explains.
export function explain(texts, analogy, what = 'concept') {
  if (texts[analogy]) return { text: texts[analogy], note: '' };
  const name = ANALOGIES.find((a) => a.id === analogy)?.short ?? analogy;
  return { text: texts.plain, note: t('analogies.missing', { name, what }) };
}
