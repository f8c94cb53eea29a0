// What the page states from a trained English model's card (docs/models.md) and the count baselines,
// as claims (claims.js): the model's accuracy beside the count models' on the same test sentences
// (the stronger, two words on each side, first where count-baseline.json has it; the neighbours alone after),
// and the heads that mostly read one place (the previous word, the next word, the word itself). The
// facts come from `result.englishModel.card` (engine/english-calls.js, cardFacts), never from the
// page's numbers; tests/web/claims.test.mjs checks every claim against the files themselves.
// Its messages: text/en/english-facts.js.
import { t } from '../text/en/english-facts.js';

// A head is named for a place when its largest weight falls there for more than this share of words.
export const HEAD_MAJORITY = 0.5;
// Content words: outside this many commonest training words (core/lm/evaluation.hpp, kCommonWords).
export const COMMON_WORDS = 100;

// Percentages are shown to a tenth ({x, number, ::percent .0}: 10.0%): the comparison is made at that precision,
// so "as many" is said exactly when the two shown figures are the same.
const tenths = (share) => Math.round(1000 * share);
// "About 37 in 100": whole words in a hundred, which tell 36.6% from 32.1% where "1 in 3" did not.
const per100 = (share) => Math.round(100 * share);
// Two shown figures less than a point apart (35.3% and 34.7%) are "slightly" more or fewer: their
// "about 35 in 100" may be the same, and "fewer right: about 35 in 100" beside it would read oddly.
const CLOSE_TENTHS = 10;
const close = (a, b) => Math.abs(tenths(a) - tenths(b)) < CLOSE_TENTHS;

// How a trained model's one-sided ALiBi heads pair up, from the analysis result (each head's reads
// and the slopes its softmax applied): 'mirrored' when heads 2k-1 and 2k read opposite sides with
// the same slope (core/lm/model.hpp, MirroredPairs), 'own' when the heads of each side have slopes of
// their own (the paper's schedule over all the heads), 'none' when no head reads one side.
export function headPairing(reads, slopes) {
  if (!slopes?.length || slopes.length !== reads.length || reads.every((r) => r === 'both')) return 'none';
  const mirrored = reads.length % 2 === 0 && reads.every((r, h) => (h % 2 === 0
    ? r !== 'both' && reads[h + 1] !== 'both' && reads[h + 1] !== r && slopes[h + 1] === slopes[h] : true));
  return mirrored ? 'mirrored' : 'own';
}

// The card's figures for the accuracy claims: model is result.englishModel (null outside model=english).
export function accuracyFacts(model) {
  const card = model?.card;
  if (!card || !(card.original.top1 > 0)) return { cardRead: false };
  const count = card.countBaseline?.original;
  return {
    cardRead: true,
    sentences: card.sentences,
    top1: card.original.top1,
    countKnown: Boolean(count && count.top1 > 0),
    countTop1: count?.top1,
    // +1: the count model's shown top-1 is higher; -1: lower; 0: the same.
    countVersusModel: count ? Math.sign(tenths(count.top1) - tenths(card.original.top1)) : null,
    countClose: Boolean(count) && close(count.top1, card.original.top1),
    contentKnown: Boolean(card.original.content && count?.content),
    contentTop1: card.original.content?.top1,
    countContentTop1: count?.content?.top1,
    // The stronger count model (two words on each side), when measured on the same sentences.
    windowKnown: Boolean(count && count.top1 > 0 && card.windowCount?.original.top1 > 0),
    windowTop1: card.windowCount?.original.top1,
    windowVersusModel: card.windowCount ? Math.sign(tenths(card.windowCount.original.top1) - tenths(card.original.top1)) : null,
    windowClose: Boolean(card.windowCount) && close(card.windowCount.original.top1, card.original.top1),
    windowContentTop1: card.windowCount?.original.content?.top1,
    // +1: the stronger count model's shown content-word top-1 is higher than the model's.
    windowContentVersusModel: card.windowCount?.original.content && card.original.content
      ? Math.sign(tenths(card.windowCount.original.content.top1) - tenths(card.original.content.top1)) : null,
    windowCounts: card.windowCount?.memory?.counts,
    windowCountsBytes: card.windowCount?.memory?.countsBytes,
    modelBytes: card.windowCount?.memory?.modelBytes,
    // The model scores the same on the sentences read backwards (to a millionth: the same sums in
    // another order) but not shuffled: it cannot tell left from right, yet order matters to it.
    leftRightBlind: sameScores(card.reversed, card.original) && !sameScores(card.shuffled, card.original),
    mirroredTop1: card.mirroredCount?.original.top1,
  };
}
const sameScores = (a, b) => Boolean(a && b) && a.top1 === b.top1 && a.top5 === b.top5 &&
  Math.abs(a.pseudoPerplexity - b.pseudoPerplexity) <= 1e-6 * b.pseudoPerplexity;

// (Every alternative's arguments are given whatever the facts, 0 for a figure the files lack: the
// claims test checks each message's arguments in every state.)
// comparison: 'more' or 'fewer' is "slightly" so when `close` (the count model's figure is less than
// a point from the model's).
const slightly = (word, close) => (close ? `slightly${word[0].toUpperCase()}${word.slice(1)}` : word);
const accuracyArgs = (comparison, close = () => false) => (f) => ({ sentences: f.sentences ?? 0, model: f.top1 ?? 0, modelPer100: f.top1 > 0 ? per100(f.top1) : 0,
  comparison: comparison === 'more' || comparison === 'fewer' ? slightly(comparison, close(f)) : (comparison ?? 'same'), count: f.countTop1 ?? 0, countPer100: f.countTop1 > 0 ? per100(f.countTop1) : 0,
  window: f.windowTop1 ?? 0, windowPer100: f.windowTop1 > 0 ? per100(f.windowTop1) : 0 });

// The model's top-1 on held-out sentences, beside the count models' when they were measured on the
// same sentences (the card's test.sentences), with the comparison word the figures give: against the
// stronger count model where count-baseline.json has it, the neighbours alone as a second figure.
// Less than a point apart, "slightly" more or fewer.
export const ACCURACY = [
  { when: (f) => f.windowKnown && f.windowVersusModel > 0, text: 'english-facts.accuracyWindow', args: accuracyArgs('more', (f) => f.windowClose),
    asserts: ['cardAccuracy', 'countSameSentences', 'windowSameSentences', 'windowMore'] },
  { when: (f) => f.windowKnown && f.windowVersusModel < 0, text: 'english-facts.accuracyWindow', args: accuracyArgs('fewer', (f) => f.windowClose),
    asserts: ['cardAccuracy', 'countSameSentences', 'windowSameSentences', 'windowFewer'] },
  { when: (f) => f.windowKnown && f.windowVersusModel === 0, text: 'english-facts.accuracyWindow', args: accuracyArgs('same'),
    asserts: ['cardAccuracy', 'countSameSentences', 'windowSameSentences', 'windowAsMany'] },
  { when: (f) => f.countKnown && f.countVersusModel > 0, text: 'english-facts.accuracy', args: accuracyArgs('more', (f) => f.countClose),
    asserts: ['cardAccuracy', 'countSameSentences', 'countMore'] },
  { when: (f) => f.countKnown && f.countVersusModel < 0, text: 'english-facts.accuracy', args: accuracyArgs('fewer', (f) => f.countClose),
    asserts: ['cardAccuracy', 'countSameSentences', 'countFewer'] },
  { when: (f) => f.countKnown && f.countVersusModel === 0, text: 'english-facts.accuracy', args: accuracyArgs('same'),
    asserts: ['cardAccuracy', 'countSameSentences', 'countAsMany'] },
  { when: (f) => f.cardRead, text: 'english-facts.accuracyAlone', args: accuracyArgs(null), asserts: ['cardAccuracy'] },
  { text: '' },
];

// The same on content words, when the card and the count models measured them.
export const CONTENT_ACCURACY = [
  { when: (f) => f.cardRead && f.contentKnown && f.windowKnown && f.windowContentTop1 >= 0, text: 'english-facts.contentWindow',
    args: (f) => ({ common: COMMON_WORDS, model: f.contentTop1 ?? 0, count: f.countContentTop1 ?? 0, window: f.windowContentTop1 ?? 0 }),
    asserts: ['cardContent', 'windowContent'] },
  { when: (f) => f.cardRead && f.contentKnown, text: 'english-facts.content',
    args: (f) => ({ common: COMMON_WORDS, model: f.contentTop1 ?? 0, count: f.countContentTop1 ?? 0 }), asserts: ['cardContent'] },
  { text: '' },
];

// Where the stronger count model gets more content words right, what it keeps to do so: its counts,
// packed, beside this model's file (docs/models.md, "The bar's memory"). Megabytes to a tenth.
const megabytes = (bytes) => (bytes > 0 ? Math.round(bytes / 1e5) / 10 : 0);
export const MEMORY = [
  { when: (f) => f.cardRead && f.contentKnown && f.windowKnown && f.windowContentVersusModel > 0 && f.windowCounts > 0 && f.modelBytes > 0
    && f.windowCountsBytes >= f.modelBytes,  // "about N times": N at least 1
    text: 'english-facts.memory',
    args: (f) => ({ counts: f.windowCounts ?? 0, countsMegabytes: megabytes(f.windowCountsBytes), modelMegabytes: megabytes(f.modelBytes),
      times: f.modelBytes > 0 ? Math.round(f.windowCountsBytes / f.modelBytes) : 0 }),
    asserts: ['windowMemory', 'windowContentMore'] },
  { text: '' },
];

// A model that cannot tell left from right (symmetric ALiBi), beside counting that cannot either.
export const MIRRORED_ACCURACY = [
  { when: (f) => f.cardRead && f.leftRightBlind && f.mirroredTop1 > 0, text: 'english-facts.mirrored',
    args: (f) => ({ mirrored: f.mirroredTop1 ?? 0 }), asserts: ['cardLeftRightBlind', 'mirroredSameSentences'] },
  { text: '' },
];

// One head's reading from the card, or null: layer and head count from 1, as in the card.
export function headFacts(model, layer, head) {
  const reading = model?.card?.heads.find((h) => h.layer === layer && h.head === head);
  return reading ? { cardRead: true, ...reading } : { cardRead: false, layer, head, previousTop: 0, nextTop: 0, selfTop: 0 };
}

const PLACES = [['previous', 'previousTop'], ['next', 'nextTop'], ['self', 'selfTop']];
const ASSERTS = { previous: 'readsPrevious', next: 'readsNext', self: 'readsSelf' };
// A head's place named in a sentence (text 'english-facts.headReads') or under its tile ('english-facts.tileReads').
export const headReads = (text) => [
  ...PLACES.map(([place, field]) => ({ when: (f) => f.cardRead && f[field] > HEAD_MAJORITY, text,
    args: (f) => ({ head: f.head, layer: f.layer, place, share: f[field] }), asserts: [ASSERTS[place]] })),
  { text: '' },
];
export const HEAD_READS = headReads('english-facts.headReads');
export const TILE_READS = headReads('english-facts.tileReads');

// The heads of one layer from the card (layer from 1): whether any is named.
export function layerFacts(model, layer) {
  const heads = model?.card?.heads.filter((h) => h.layer === layer) ?? [];
  return { layer, cardRead: heads.length > 0,
    named: heads.filter((h) => PLACES.some(([, field]) => h[field] > HEAD_MAJORITY)).length };
}
export const LAYER_READS = [
  { when: (f) => f.cardRead && f.named === 0, text: 'english-facts.noneNamed', args: (f) => ({ layer: f.layer, majority: HEAD_MAJORITY }),
    asserts: ['noHeadNamed'] },
  { text: '' },
];

// Under Fill the blank (views/english/english-panel.js): each model of its table with its top-1, in
// groups of the cards measured on the same test sentences (a retraining may leave some cards on
// other sentences than others), each group beside the count model on those sentences when
// count-baseline.json has them. cards: {scheme: card figures or null} (english-calls.js, fillBlank);
// schemes: the table's; nameOf(scheme): its name as the table's rows write it. One facts object per
// group, in the table's order; a card missing leaves its model out.
export function blankAccuracyGroups(cards, schemes, nameOf = String) {
  const groups = new Map();
  for (const scheme of schemes) {
    const card = cards?.[scheme];
    if (!card || !(card.original.top1 > 0)) continue;
    if (!groups.has(card.sentences)) groups.set(card.sentences, { sentences: card.sentences, figures: [],
      countTop1: card.countBaseline?.original.top1, windowTop1: card.windowCount?.original.top1 });
    groups.get(card.sentences).figures.push({ scheme, name: nameOf(scheme), top1: card.original.top1 });
  }
  return [...groups.values()].map((g) => ({ ...g, countKnown: g.countTop1 > 0, windowKnown: g.countTop1 > 0 && g.windowTop1 > 0 }));
}
const figureList = (f) => (f.figures ?? []).map(({ name, top1 }) => t('english-facts.figure', { scheme: name, top1 }))
  .join(t('english-facts.listSeparator'));
export const BLANK_ACCURACY = [
  { when: (f) => f.figures.length > 0 && f.windowKnown, text: 'english-facts.blankAccuracyWindow',
    args: (f) => ({ sentences: f.sentences, figures: figureList(f), count: f.countTop1 ?? 0, window: f.windowTop1 ?? 0, models: f.figures }),
    asserts: ['blankFigures', 'blankCount', 'blankWindow'] },
  { when: (f) => f.figures.length > 0 && f.countKnown, text: 'english-facts.blankAccuracy',
    args: (f) => ({ sentences: f.sentences, figures: figureList(f), count: f.countTop1 ?? 0, models: f.figures }), asserts: ['blankFigures', 'blankCount'] },
  { when: (f) => f.figures.length > 0, text: 'english-facts.blankAccuracyAlone',
    args: (f) => ({ sentences: f.sentences, figures: figureList(f), models: f.figures }), asserts: ['blankFigures'] },
  { text: '' },
];
