// A message as a pattern, for tests that find one message inside a longer text: the arguments
// given are filled in, every other one matches any text. Plural and select arguments must be given
// (a missing one would pick the "other" branch).
import { messageArguments } from '../../web/js/text/format-message.js';
import { loadEnglishMessages } from './english-messages.mjs';

const HOLE = '\u0000';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function messagePattern(id, args = {}, flags = '') {
  const { all, t } = await loadEnglishMessages();
  if (!all.has(id)) throw new Error(`No message ${id}`);
  const filled = { ...args };
  for (const name of messageArguments(all.get(id))) if (!(name in filled)) filled[name] = HOLE;
  return new RegExp(escape(t(id, filled)).split(HOLE).join('.*?'), flags);
}
