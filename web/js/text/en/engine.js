// The English messages of the engine (engine/): its offers and the reasons a model could not be
// used. The English models' calls may run in a worker, which has no language of its own: they answer
// with {id, args} (problem) and engine.js words it in the page's language. See text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'engine.firstTokens': 'Use the first {count, plural, one {# token} other {# tokens}}',
  'engine.fetchFailed': '{file} could not be fetched ({reason}).',
  'engine.httpFailed': '{file} did not load (HTTP {status}).',
  'engine.fromFile': 'from a file on this computer they need offline-english.html, the offline file that carries them.',
  'engine.vocabularyRefused': 'The vocabulary file was refused: {reason}',
  'engine.modelRefused': 'The {scheme, select, none {no-position} sinusoidal {sinusoidal} learned {learned-table} rope {RoPE} alibi {ALiBi} t5 {T5} other {{scheme}}} model file was refused: {reason}',
  'engine.noModel': 'no English model was trained with “{scheme}”.',
  'engine.orderUnfit': 'The order no longer fits the sentence.',
});
