// The teacher's guide's statements about what a model does, as claims (as web/js/content/claims.js
// keeps the page's): each is keyed by where its text sits in the guide's content, the same path in
// every language (guide-content.mjs and its translations: "STEP_ANSWERS.2.answer"), and names what
// it asserts as "check@where": a check of tests/scripts/guide-claims.test.mjs, which reads it from the
// raw numbers, and the measurement it reads (guide-facts.mjs: a seeded state of SEEDED_STATES, or
// one of the English runs below). A statement whose truth depends on the shipped English models
// holds its texts under names in the content ({changes: '…', same: '…'}) and `choose` lists them as
// alternatives in order, each with its `when` over the facts (guideFacts), the last without one and
// stating only what holds whatever the models; guide.mjs shows the first whose `when` holds. So
// after a retraining the guide follows the model files, and the test fails if a statement shown is
// false of them.
//
// The English runs a statement may read: storyShuffled (lesson step 3's sentence after the first
// Shuffle, all six models), exampleInOrder, exampleShuffled, exampleReversed (the Fill the blank
// example, picked by EXAMPLE_FITS), grid:<scheme> (each model's analysis of step 3's sentence after
// the first Shuffle), files (the model folder), cricket (the walkthrough's numbers).

import { choose } from '../web/js/content/claims.js';

// The Fill the blank example the guide sends a class to (from guide-facts.mjs, EXAMPLE_CANDIDATES):
// most models with positions guess the hidden word first in the sentence's order, the model with no
// position does not, and fewer of them guess it after the first Shuffle, while the model with no
// position guesses the same. f: content/blank.js's blankFacts after the first Shuffle.
export const EXAMPLE_FITS = (f) => f.moved && Boolean(f.models.none?.same) && !f.models.none.rightInOrder &&
  2 * f.rightInOrder.length > f.positional.length && f.rightShuffled.length < f.rightInOrder.length;

const alibiSame = (f) => Boolean(f.example?.reversedFacts.models.alibi?.same);

export const GUIDE_CLAIMS = {
  // The lesson's steps: the answers to their predictions.
  'STEP_ANSWERS.0.answer': { asserts: ['rowsSumToOne@noneShuffled', 'weightsMove@noneShuffled'] },
  'STEP_ANSWERS.0.why': { asserts: ['rowsSumToOne@noneShuffled', 'weightsMove@noneShuffled'] },
  'STEP_ANSWERS.1.answer': { asserts: ['equivariant@noneShuffled'] },
  'STEP_ANSWERS.1.why': { asserts: ['equivariant@noneShuffled'] },
  'STEP_ANSWERS.2.answer': { asserts: ['fewerRight@storyShuffled', 'noneSame@storyShuffled', 'equivariant@grid:none', 'changed@grid:sinusoidal'] },
  'STEP_ANSWERS.2.why': { asserts: ['changed@grid:sinusoidal', 'noneSame@storyShuffled'] },
  'STEP_ANSWERS.3.answer': { asserts: ['shiftInvariant@ropeShifted', 'shiftChanged@sinusoidalShifted'] },
  'STEP_ANSWERS.3.why': { asserts: ['shiftInvariant@ropeShifted', 'shiftChanged@sinusoidalShifted'] },
  'STEP_ANSWERS.4.answer': { asserts: ['changed@maskShuffled'] },
  'STEP_ANSWERS.4.why': { asserts: ['changed@maskShuffled'] },
  'STEP_ANSWERS.5.answer': { asserts: ['paceLeadsPowerplay@cricket', 'spinLeadsOver35@cricket'] },
  'STEP_ANSWERS.5.why': { asserts: ['paceLeadsPowerplay@cricket', 'spinLeadsOver35@cricket'] },
  // The discussion questions and their answers.
  'DISCUSSION.0.question': { asserts: ['equivariant@noneShuffled', 'meanInvariant@noneShuffled'] },
  'DISCUSSION.0.answer': { asserts: ['meanInvariant@noneShuffled'] },
  'DISCUSSION.1.question': { asserts: ['copiesIdentical@noneInOrder'] },
  'DISCUSSION.1.answer': { asserts: ['copiesIdentical@noneInOrder', 'copiesDiffer@sinusoidalInOrder', 'copiesDiffer@learnedInOrder',
    'copiesDiffer@ropeInOrder', 'copiesDiffer@alibiInOrder', 'copiesDiffer@t5InOrder'] },
  'DISCUSSION.2.question': { asserts: ['changed@maskShuffled'] },
  'DISCUSSION.3.answer': { asserts: ['shiftInvariant@ropeShifted', 'shiftInvariant@alibiShifted', 'shiftInvariant@t5Shifted'] },
  'DISCUSSION.4.question': { asserts: ['equivariant@alibiReversed'] },
  'DISCUSSION.4.answer': { asserts: ['equivariant@alibiReversed'] },
  // What the lab shows: attention alone is blind to order; an encoding or the mask changes that.
  'PAGE.lede': { asserts: ['equivariant@noneShuffled', 'changed@sinusoidalShuffled', 'changed@maskShuffled'] },
  // Fill the blank on the English models.
  'PAGE.blank.intro': { asserts: ['sixModels@files'] },
  'PAGE.blank.steps.0': {
    choose: [
      { when: (f) => Boolean(f.example), text: 'example', asserts: ['mostRightInOrder@exampleInOrder'] },
      { text: 'own' },
    ],
  },
  'PAGE.blank.steps.3': { asserts: ['noneLowestOnCards@files'] },
  'PAGE.blank.look.0': { asserts: ['noneSame@exampleShuffled'] },
  'PAGE.blank.look.1': { asserts: ['fewerRight@exampleShuffled'] },
  'PAGE.blank.look.2': {
    choose: [
      // ALiBi's heads read one side each (the paper's causal heads and their mirror images).
      { when: (f) => f.example && !alibiSame(f) && f.alibiSides !== 'both', text: 'changes',
        asserts: ['noneSame@exampleReversed', 'alibiChanges@exampleReversed', 'alibiOneSided@grid:alibi'] },
      // Symmetric ALiBi, −slope × |i − j|.
      { when: (f) => f.example && alibiSame(f) && f.alibiSides === 'both', text: 'same',
        asserts: ['noneSame@exampleReversed', 'alibiSame@exampleReversed', 'alibiBothSides@grid:alibi'] },
      { text: 'none', asserts: ['noneSame@exampleReversed'] },
    ],
  },
};

// The guide's statements about the Train panel's runs, as "check@runs": runs the page makes with its
// default settings (2 heads, width 16, 200 steps, seeds 1 to 3): 'grid' is who-did-it for every
// scheme with the mask off and on (the haviv and length presets are parts of it), 'rope-scaling' that
// preset, 'presets' the three presets' readings (train/reading.js). tests/scripts/guide-train.test.mjs
// trains them and checks each statement from the runs' accuracies.
export const TRAIN_CLAIMS = {
  'DISCUSSION.6.answer': ['orderBlind@grid', 'everySchemeLearnsWithMask@grid', 'positionsLearnWithoutMaskButAlibi@grid', 'alibiFailsWithoutMask@grid'],
  'PRESET_NOTES.0.expect': ['orderBlind@grid', 'noneLearnsWithMask@grid', 'learnedLearnsEitherWay@grid'],
  'PRESET_NOTES.1.expect': ['alibiHoldsWithMask@grid', 'noneHoldsWithMask@grid', 'learnedFallsWithMask@grid', 'sinusoidalKeepsWithMask@grid'],
  'PRESET_NOTES.2.expect': ['interpolationHurts@rope-scaling', 'tuningMendsInterpolation@rope-scaling', 'ntkBeatsInterpolation@rope-scaling',
    'ntkNoBetterThanPlain@rope-scaling', 'controlAtLeastInterpolation@rope-scaling'],
  'PRESET_NOTES.2.caveat': ['controlLearnsLonger@rope-scaling'],
  // The class plan asks about a difference from the paper only where the reading names one: some
  // presets' readings do, and some (the Haviv preset's) do not.
  'CLASS_PLAN.4.1': ['someReadingNamesDifference@presets', 'someReadingNamesNone@presets'],
};

// The rest of what the guide says, and why it is no claim about the models' numbers ("*" stands
// for one part of a path, "**" for the rest of it): tests/scripts/guide-claims.test.mjs checks that
// every text of the guide is one or the other, so a new sentence about a model cannot go untested
// unnoticed.
export const NOT_CLAIMS = {
  'PAGE.title': 'a title', 'PAGE.description': 'what the guide holds', 'PAGE.skip': 'a link\'s name',
  'PAGE.languages': 'a label', 'PAGE.back': 'a link\'s name', 'PAGE.contents': 'a heading', 'PAGE.sections.**': 'headings',
  'PAGE.plan.**': 'how the class is set up, and labels',
  'PAGE.lesson.**': 'how the lesson works, and labels',
  'PAGE.answers.**': 'labels and where the questions are; the answers are the page\'s own, picked by the core (guide.mjs, defaultAnswer)',
  'PAGE.train.intro': 'how long the panel trains and how its reading works', 'PAGE.train.expect': 'a label', 'PAGE.train.caveat': 'a label',
  'PAGE.lms.**': 'adding the lab to a learning platform',
  'CLASS_PLAN.*.0': 'a row\'s minutes',
  'CLASS_PLAN.0.1': 'the hook: a question to the class',
  'CLASS_PLAN.1.1': 'how pairs work through the steps, and what learners tend to predict',
  'CLASS_PLAN.2.1': 'where the activity is',
  'CLASS_PLAN.3.1': 'which steps, and a task',
  'CLASS_PLAN.5.1': 'which step, or the recap',
  'CLASS_PLAN.6.1': 'the exit ticket',
  'STEP_ANSWERS.*.predict': 'which step the answer belongs to',
  'DISCUSSION.3.question': 'a question that states only what the shift test does',
  'DISCUSSION.5.question': 'a question about the analogy',
  'DISCUSSION.5.answer': 'the analogy, not the walkthrough\'s numbers',
  // The Train panel's runs: the page's reading under the table states what each run found, and
  // tests/web/train-reading.test.mjs checks it against real runs; these say what to look for.
  'DISCUSSION.6.question': 'a question about the Train panel\'s runs, which its reading answers',
  'PRESET_NOTES.*.name': 'which preset the note belongs to',
  'PRESET_NOTES.*.question': 'the question the preset asks',
  'PRESET_NOTES.0.caveat': 'how far the run is from the paper\'s models, no measured figure',
  'PRESET_NOTES.1.caveat': 'how far the run is from the paper\'s models, and what the reading says when seeds disagree',
  'DISCUSSION.2.answer': 'the mechanism and the paper; the mask\'s effect is DISCUSSION.2.question\'s claim',
  'PAGE.blank.steps.1': 'a question to ask',
  'PAGE.blank.steps.2': 'what to press',
  'PAGE.blank.after': 'advice about sentences of one\'s own, where no figure is stated',
};

// The alternative shown for each statement that has some, for these facts (guideFacts): {path: name}.
export const chosenAlternatives = (facts) => Object.fromEntries(Object.entries(GUIDE_CLAIMS)
  .filter(([, claim]) => claim.choose).map(([at, claim]) => [at, choose(claim.choose, facts).text]));

// A language's content (guide-content*.mjs) with each statement's alternatives replaced by the text
// of the one shown; a content path chosen that the content lacks is an error.
export function withChosen(content, chosen) {
  const found = new Set();
  const resolve = (value, at) => {
    if (at in chosen) {
      found.add(at);
      if (typeof value?.[chosen[at]] !== 'string') throw new Error(`guide: ${at} has no text "${chosen[at]}"`);
      return value[chosen[at]];
    }
    if (Array.isArray(value)) return value.map((item, k) => resolve(item, `${at}.${k}`));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, at ? `${at}.${key}` : key)]));
    return value;
  };
  const resolved = resolve({ ...content }, '');
  for (const at of Object.keys(chosen)) if (!found.has(at)) throw new Error(`guide: the content has no ${at}`);
  return resolved;
}
