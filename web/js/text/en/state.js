// The English messages of the link's reading (state/): the notes about a link setting the page could
// not follow. {name} is the setting, {fallback} the value used instead; see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'state.unknown': 'Ignored the unknown link setting "{name}".',
  'state.twice': 'The link sets {name} more than once; using the last one.',
  'state.tooLong': 'The link\'s {name} is longer than {max} characters; using {fallback} instead.',
  'state.notWhole': 'The link\'s {name} is not a whole number; using {fallback} instead.',
  'state.notNumber': 'The link\'s {name} is not a number; using {fallback} instead.',
  'state.outOfRange': 'The link\'s {name} must be between {min} and {max}; using {fallback} instead.',
  'state.notBool': 'The link\'s {name} must be 0 or 1; using {fallback} instead.',
  'state.notOneOf': 'The link\'s {name} must be one of {values}; using {fallback} instead.',
  'state.notSomeOf': 'The link\'s {name} must list some of {values}; using {fallback} instead.',
  'state.notOrder': 'The link\'s {name} must be {names} or positions such as 2.0.1; using {fallback} instead.',
  'state.orderTooLong': 'The link\'s {name} has more than {max} positions; using {fallback} instead.',
  'state.notPermutation': 'The link\'s {name} must use each position from 0 to {last} once; using {fallback} instead.',
});
