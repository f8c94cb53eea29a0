// The English messages of what the page states from a trained English model's card
// (content/english-facts.js): its accuracy beside the count model's, and what its heads read.
// See text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'english-facts.accuracy': 'On {sentences, number, integer} held-out sentences it guesses about {modelPer100, number, integer} in 100 hidden words right (top-1 {model, number, ::percent .0}); counting each word’s neighbours gets {comparison, select, more {more right} slightlyMore {slightly more right} fewer {fewer right} slightlyFewer {slightly fewer right} other {as many right}}: about {countPer100, number, integer} in 100 ({count, number, ::percent .0}).',
  'english-facts.accuracyWindow': 'On {sentences, number, integer} held-out sentences it guesses about {modelPer100, number, integer} in 100 hidden words right (top-1 {model, number, ::percent .0}). Counting, in the training sentences, which words stood between the same two words on each side gets {comparison, select, more {more right} slightlyMore {slightly more right} fewer {fewer right} slightlyFewer {slightly fewer right} other {as many right}}: about {windowPer100, number, integer} in 100 ({window, number, ::percent .0}); counting only the word on each side, about {countPer100, number, integer} in 100 ({count, number, ::percent .0}).',
  'english-facts.accuracyAlone': 'On {sentences, number, integer} held-out sentences it guesses about {modelPer100, number, integer} in 100 hidden words right (top-1 {model, number, ::percent .0}).',
  'english-facts.content': 'On content words alone (outside the {common, number, integer} commonest): {model, number, ::percent .0} for this model, {count, number, ::percent .0} for counting.',
  'english-facts.contentWindow': 'On content words alone (outside the {common, number, integer} commonest): {model, number, ::percent .0} for this model, {window, number, ::percent .0} for counting two words on each side, {count, number, ::percent .0} for counting one.',
  'english-facts.memory': 'Counting two words on each side does it by keeping {counts, number, integer} counts from the training sentences: {countsMegabytes, number} MB packed, about {times, number, integer} times this model’s file ({modelMegabytes, number} MB).',
  'english-facts.mirrored': 'It scores the same on the held-out sentences read backwards: it cannot tell left from right. Counting that cannot either (every training sentence counted in both directions) guesses {mirrored, number, ::percent .0} of the hidden words right.',
  'english-facts.headReads': 'Head {head} of layer {layer} reads {place, select, previous {the previous word} next {the next word} other {the word itself}} for {share, number, percent} of words (its largest weight falls there, on held-out sentences).',
  'english-facts.tileReads': 'reads {place, select, previous {the previous word} next {the next word} other {the word itself}} ({share, number, percent} of words)',
  'english-facts.noneNamed': 'No head of layer {layer} mostly reads one place: none puts its largest weight on the previous word, the next word or the word itself for more than {majority, number, percent} of words (on held-out sentences).',
  // Under Fill the blank: the top-1 of each model in its table, per group of cards measured on the same sentences.
  'english-facts.blankAccuracy': 'How often each model guesses a hidden word right, on {sentences, number, integer} held-out sentences: {figures}; counting each word’s neighbours, {count, number, ::percent .0}.',
  'english-facts.blankAccuracyWindow': 'How often each model guesses a hidden word right, on {sentences, number, integer} held-out sentences: {figures}; counting two words on each side, {window, number, ::percent .0}; counting one, {count, number, ::percent .0}.',
  'english-facts.blankAccuracyAlone': 'How often each model guesses a hidden word right, on {sentences, number, integer} held-out sentences: {figures}.',
  'english-facts.figure': '{scheme} {top1, number, ::percent .0}',
  'english-facts.listSeparator': ', ',
});
