// The English messages of the analogies the page explains with (content/analogies.js) and the note
// when one lacks a text (content/analogy-text.js): see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'analogies.cricket': 'Cricket: Kohli against Australia',
  'analogies.cricket.short': 'cricket',
  'analogies.plain': 'Plain: no analogy',
  'analogies.plain.short': 'plain',
  'analogies.missing': 'No {name} version of this {what, select, step {step} other {concept}} yet: here is the plain explanation.',
});
