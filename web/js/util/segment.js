// Text the core's tokenizer cannot split by itself, split first with the browser's own word
// breaker (Intl.Segmenter, ICU's dictionaries: no hand-written rules here). The core splits at
// spaces and punctuation, and Chinese and Japanese characters one by one; Thai, Lao, Khmer and
// Burmese are written without spaces between words, so a whole Thai sentence would otherwise be
// one token. A run of emoji splits into its graphemes (a family or a flag stays one), each its own
// token. Only the text sent to the engine changes; the sentence box keeps what the reader typed.
// No DOM: node tests it directly (tests/web/segment.test.mjs).

const UNSPACED = /[\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]+/gu;
const EMOJI_RUN = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u200d\ufe0f\u20e3\u{e0020}-\u{e007f}])*/gu;

const hasSegmenter = typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function';
// Made on first need: the first word breaker loads ICU's dictionaries, which is slow on a page's
// first load, and most sentences never need one.
const segmenters = new Map();
const segmenter = (granularity) => {
  if (!segmenters.has(granularity)) segmenters.set(granularity, new Intl.Segmenter(undefined, { granularity }));
  return segmenters.get(granularity);
};

const pieces = (granularity, text) => Array.from(segmenter(granularity).segment(text), (s) => s.segment);

export function segmentWords(text) {
  if (!hasSegmenter) return text;  // an old browser: the core's own splitting
  return text
    .replace(UNSPACED, (run) => ` ${pieces('word', run).filter((piece) => piece.trim() !== '').join(' ')} `)
    .replace(EMOJI_RUN, (run) => ` ${pieces('grapheme', run).join(' ')} `);
}
