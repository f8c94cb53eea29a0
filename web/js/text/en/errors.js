// The English of every code the core and its binding answer with ({code, ...arguments}: the codes
// table of docs/api.md): see text/messages.js. errorText turns such a value into its sentence; an
// argument that is itself a value (a note's reason, a JavaScript value shown) is turned first.
import { addMessages, hasMessage, t as message } from '../messages.js';

export const t = addMessages({
  'errors.unknown': 'The core refused this with a code the page does not know: {code}.',
  // The sentence
  'errors.no-words': 'Type a sentence: there are no words in it yet.',
  'errors.invalid-utf8': 'The text is not valid UTF-8 (at character {at}).',
  'errors.too-many-tokens': 'The sentence has {count, plural, one {# token} other {# tokens}}; the limit is {limit}.',
  'errors.token-too-long': 'Token {token} is longer than {limit, plural, one {# character} other {# characters}}; split it with spaces.',
  'errors.text-too-long': 'The text has {length} characters; the limit is {limit}.',
  // The settings (validateSettings)
  'errors.heads-out-of-range': 'Choose between {min} and {max} heads.',
  'errors.width-out-of-range': 'The model width must be between {min} and {max}.',
  'errors.width-not-divisible': 'The model width ({width}) must divide evenly into {heads, plural, one {# head} other {# heads}}.',
  'errors.rope-odd-head-width': 'RoPE rotates pairs of dimensions, so each head needs an even width; {width} / {heads} = {headWidth} is odd.',
  'errors.sinusoidal-odd-width': 'Sinusoidal encoding pairs a sine with a cosine, so the model width must be even; {width} is odd.',
  'errors.temperature-out-of-range': 'The softmax temperature must be between {min} and {max}.',
  'errors.base-out-of-range': 'The wavelength base must be between {min} and {max, number, integer}.',
  'errors.strength-out-of-range': 'The position strength must be between {min} and {max}.',
  // A scheme parameter without an error of its own (core/schemes.hpp): {parameter} is its label.
  'errors.parameter-out-of-range': '{parameter} must be between {min} and {max}.',
  'errors.t5-buckets-out-of-range': 'T5 needs an even number of buckets between {min} and {max}.',
  'errors.t5-distance-out-of-range': 'The T5 maximum distance must be at least half the buckets ({min}) and at most {max}.',
  'errors.start-out-of-range': 'Positions run from 0 to {last}; the start position is too large for this sentence.',
  'errors.sharpness-out-of-range': "The designed heads' sharpness must be between {min} and {max}.",
  'errors.shift-out-of-range': 'The shift must be at least 1 and keep every position below {limit}.',
  // The order and the parts
  'errors.order-length': 'The order lists {positions, plural, one {# position} other {# positions}} for {tokens, plural, one {# token} other {# tokens}}.',
  'errors.order-not-permutation': 'The order is not a rearrangement of the tokens.',
  'errors.order-too-long': 'order has {length} entries; the limit is {limit}.',
  'errors.detail-head-out-of-range': 'parts.detailHead must be -1 (every head) or a head from 0 to {max}; it is {value}.',
  'errors.comparison-head-out-of-range': 'parts.comparisonHead must be -1 (every head) or a head from 0 to {max} (the seeded heads, then the designed ones); it is {value}.',
  // A trained model
  'errors.model-width-mismatch': 'The trained model has width {modelWidth}; the settings ask for {width}.',
  'errors.model-heads-mismatch': 'The trained model has {modelHeads, plural, one {# head} other {# heads}}; the settings ask for {heads}.',
  'errors.model-t5-mismatch': "The trained model's T5 table does not match the bucket settings.",
  'errors.model-alibi-mismatch': "The trained model's ALiBi slopes do not match its heads.",
  'errors.model-refused': '{reason}',
  'errors.trained-model-in-other-module': 'This copy of the analysis module runs the seeded model only; a trained model runs in attention-trained.js.',
  'errors.non-finite-result': "The analysis gave a number that is not finite (NaN or infinite) in {part, select, vectors {the token vectors} queries {a head's queries, keys or values} scores {a head's scores} weights {a head's attention weights} head-outputs {a head's outputs} outputs {the outputs} comparison {the comparison of the orders} positions {the position view} guesses {the guesses} other {{part}}}: the model's weights are too large for this sentence, so nothing is drawn.",
  // The nearest settings that run (nearestRunnableSettings' notes)
  'errors.setting-changed': 'Using {field, select, heads {heads} modelWidth {model width} temperature {temperature} base {wavelength base} strength {position strength} t5Buckets {T5 buckets} t5MaxDistance {T5 maximum distance} startPosition {start position} designedSharpness {designed-head sharpness} other {{field}}} {to} instead of {from}: {reason}',
  'errors.shift-changed': 'Using shift {to} instead of {from}: {reason}',
  'errors.settings-defaults': 'Using the default model settings: {reason}',
  // The cricket walkthrough and the English models
  'errors.unknown-phase': 'Unknown cricket phase "{phase}"; choose "powerplay" or "over35".',
  'errors.layer-out-of-range': 'The layer must be between {min} and {max}.',
  'errors.token-out-of-range': 'Pick a word of the sentence.',
  'errors.vocabulary-not-loaded': 'Load the vocabulary first.',
  'errors.model-not-loaded': 'The {scheme, select, none {no-position} sinusoidal {sinusoidal} learned {learned-table} rope {RoPE} alibi {ALiBi} t5 {T5} other {{scheme}}} model is not loaded.',
  'errors.model-file-refused': '{file, select, vocabulary {vocabulary} other {weights}}: {reason}',
  'errors.file-too-large': 'The file has {bytes, number, integer} bytes; the limit is {limit, number, integer} ({mebibytes} MiB).',
  'errors.file-unreadable': "The file's bytes could not be read.",
  // A call's arguments (the binding's checks: a caller's mistake, not a learner's)
  'errors.value': '{type, select, string {a piece of text} object {an object} array {a list} absent {nothing} unreadable {a value that is not plain data (a getter, symbol, BigInt or function)} symbol {a symbol} function {a function} bigint {the BigInt {text}n} null {null} other {{text}}}',
  'errors.expected-request': "analyze expects one object of settings, such as '{'text: \"The cat sat\"'}', not {value}.",
  'errors.getter': 'The request\'s "{field}" must be plain data, not a getter.',
  'errors.getters': '{field} must hold plain values, not getters.',
  'errors.unreadable-properties': "The request's properties cannot be read (a Proxy whose trap throws?); pass a plain object.",
  'errors.expected-object': "{field} must be an object such as '{'shift: false'}', not {value}.",
  'errors.expected-array': '{field} must be an array, not {value}.',
  'errors.expected-text': '{field} must be a string, not {value}.',
  'errors.expected-number': '{field} must be a number, not {value}.',
  'errors.expected-boolean': '{field} must be true or false, not {value}.',
  'errors.expected-whole-number': '{field} must be a whole number, not {value}.',
  'errors.not-whole-number': '{field} must be a whole number; {value} is not one.',
  'errors.out-of-range': '{field} must be between {min} and {max}; {value} is not.',
  'errors.expected-bytes': 'bytes must be a Uint8Array, not {value}.',
  'errors.unknown-scheme': 'Unknown positional encoding "{scheme}".',
  // A model from outside (core/model_reader.hpp; a trained model's file and settings)
  'errors.not-finite': '{field} must be a finite number, not {value}.',
  'errors.field-too-long': '{field} has {length} characters; the limit is {limit}.',
  'errors.missing-weights': 'The model is missing its "{name}" weights.',
  'errors.expected-tensor': "{field} must be an object '{'rows, cols, data'}', not {value}.",
  'errors.tensor-too-large': '{field} would hold more than {limit} numbers.',
  'errors.tensor-shape': "{field} is {rows} x {cols}; the model's settings need {needRows} x {needCols}.",
  'errors.expected-numbers': '{field} must be a list of numbers, not {value}.',
  'errors.tensor-length': '{field} has {length} numbers; {rows} x {cols} needs {count}.',
  'errors.entry-not-number': '{field} entry {entry} is not a number.',
  'errors.weight-out-of-range': '{field} entry {entry} is {value}; weights must be finite and at most {limit} in size.',
  'errors.too-many-entries': '{field} has more than {limit} entries.',
  'errors.unexpected-key': '{field} holds "{key}", which this model\'s settings do not use.',
  'errors.not-trained-model': 'This is not a trained model exported by this page.',
  'errors.no-parameters': 'The model has no parameters.',
  'errors.expected-settings': "{caller, select, model {The model} other {{caller}}} expects one object of settings, such as '{'task: \"who-did-it\"'}', not {value}.",
  'errors.unknown-task': 'Unknown task "{task}".',
  'errors.unknown-rope-scaling': 'Unknown RoPE scaling "{scaling}".',
  'errors.layers-out-of-range': 'Choose one or two layers.',
  'errors.rope-factor-out-of-range': 'The RoPE scaling factor must be between {min} and {max}.',
  'errors.rope-scaling-not-rope': 'RoPE scaling applies to RoPE only.',
  'errors.learning-rate-out-of-range': 'The learning rate must be above 0 and at most {max}.',
  'errors.batch-size-out-of-range': 'The batch size must be between {min} and {max}.',
  'errors.train-examples-out-of-range': 'The training set must have between {min} and {max} sentences.',
  'errors.test-examples-out-of-range': 'Each test set must have between {min} and {max} sentences.',
});

// The sentence for an error value from the core ({code, ...arguments}). The training module's own
// codes and the English model files' are in errors.train.js and errors.model-file.js, loaded with
// their panels. A string (a page's own text passed along) is shown as it is; a code the page does
// not know reads as a message naming it, never "undefined".
export function errorText(error) {
  if (error === null || error === undefined || error === '') return '';
  if (typeof error === 'string') return error;
  const code = typeof error?.code === 'string' ? error.code
    : (typeof error === 'object' ? JSON.stringify(error) ?? '' : String(error)).slice(0, 80);
  if (!hasMessage(`errors.${code}`)) return t('errors.unknown', { code });
  return t(`errors.${code}`, errorArguments(error));
}

// A message's arguments with each one that is itself a value from the core put in words, and a
// scheme parameter named as `parameter` by its label (the registry's id for it: schemes/schemes.js).
export function errorArguments(args) {
  if (!args) return args;
  return Object.fromEntries(Object.entries(args).map(([name, value]) => {
    if (value !== null && typeof value === 'object') return [name, errorText(value)];
    if (name === 'parameter' && hasMessage(`schemes.parameter.${value}`)) return [name, message(`schemes.parameter.${value}`)];
    return [name, value];
  }));
}
