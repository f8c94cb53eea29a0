// The English names of what the core names by code: its heads ({code: 'head', n: 1}, the designed
// heads, an English model's layer and head). See text/messages.js; errors are text/en/errors.js.
import { addMessages, hasMessage } from '../messages.js';

export const t = addMessages({
  'core.head': 'head {n}',
  'core.previous-token-head': 'previous-token head',
  'core.same-word-head': 'same-word head',
});

// A head's name from the core's label; a label the page does not know reads as its code.
export function headName(label) {
  if (typeof label === 'string') return label;
  const code = String(label?.code);
  return hasMessage(`core.${code}`) ? t(`core.${code}`, label) : code;
}
