// The guided lesson, as data: six short steps from "what attention does" to query, key and value.
// Each step:
//   title    - a few words, shown as "Step k of N: title";
//   state    - the properties the step sets when the learner arrives on it (views/lesson/lesson.js);
//   show     - what the picture shows now, in plain words;
//   predict  - the question to answer in your head before doing anything;
//   task     - the one thing to do;
//   action   - optional {label, patch}: a button that does the task for you;
//   link     - optional {label, target}: a link to the element with id `target` (a view further down);
//   parts    - optional parts of the analysis its sentences read on any panel (engine.js, partsFor);
//   claims   - a claim list (web/js/content/claims.js): the sentence about the current numbers is the first
//              claim whose `when` holds for the facts of the result (claims.js `facts`, plus the
//              open `panel`); each claim names what it `asserts`, and tests/web/claims.test.mjs
//              checks those assertions against the core's numbers, as for every other claim.
// Every text names a message of text/en/lesson.js: a field the card shows as it is reads its message
// when read (in the page's language then); a claim names its message and its arguments (claims.js).
import { formatError, ROUNDING_BELOW } from '../util/format.js';
import { say } from './claims.js';
import { SCHEME_PHRASES } from '../schemes/schemes.js';
import { t } from '../text/en/lesson.js';
import '../text/en/englishLesson.js';  // the sentences about the English models (a room of their own)

const scheme = (f) => SCHEME_PHRASES[f.scheme];
const error = (f) => ({ scheme: scheme(f), error: formatError(f.outputError) });
const shift = (f) => ({ scheme: scheme(f), shiftBy: f.shiftBy, error: formatError(f.shiftDifference),
  same: f.shiftDifference < ROUNDING_BELOW ? 'yes' : 'no' });  // rounding noise reads as identical

export const LESSON = [
  {
    get title() { return t('lesson.attention.title'); },
    state: { scheme: 'none', causal: false, panel: 'compare' },
    get show() { return t('lesson.attention.show'); },
    get predict() { return t('lesson.attention.predict'); },
    // The step's first task is the one click that loads the model trained on English (about 1 MB,
    // fetched once): a first visit, where the lesson starts by itself, fetches nothing of it.
    get task() { return t('englishLesson.task'); },
    action: { get label() { return t('englishLesson.action'); }, patch: { model: 'english', scheme: 'none' } },
    claims: [
      // The reveal, read from the English model's own numbers.
      { when: (f) => f.modelKind === 'english' && f.moved && f.orderBlind && f.equivariant, text: 'englishLesson.rows', asserts: ['englishModel', 'moved', 'orderBlind', 'equivariant'] },
      { when: (f) => f.modelKind === 'english' && !f.moved, text: 'englishLesson.unmoved', asserts: ['englishModel', 'unmoved'] },
      { when: (f) => f.modelKind === 'seeded', text: 'englishLesson.seeded', asserts: ['seededModel'] },
      { when: (f) => f.moved && f.orderBlind, text: 'lesson.attention.blind', asserts: ['moved', 'orderBlind'] },
      { when: (f) => f.moved, text: 'lesson.attention.moved', asserts: ['moved'] },
      { text: 'lesson.attention.unmoved', asserts: ['unmoved'] },
    ],
  },
  {
    get title() { return t('lesson.shuffle.title'); },
    state: { scheme: 'none', causal: false, panel: 'compare', order: 'original' },
    get show() { return t('lesson.shuffle.show'); },
    get predict() { return t('lesson.shuffle.predict'); },
    get task() { return t('lesson.shuffle.task'); },
    claims: [
      { when: (f) => !f.moved, text: 'lesson.shuffle.unmoved', asserts: ['unmoved'] },
      { when: (f) => f.equivariant && f.orderBlind, text: 'lesson.shuffle.blind', asserts: ['moved', 'equivariant', 'orderBlind'] },
      { when: (f) => f.equivariant, text: 'lesson.shuffle.same', asserts: ['moved', 'equivariant'] },
      { text: 'lesson.shuffle.changed', asserts: ['changed', 'positionSignal'] },
    ],
  },
  {
    get title() { return t('lesson.encoding.title'); },
    state: { scheme: 'none', causal: false, panel: 'compare', order: 'shuffle' },
    get show() { return t('lesson.encoding.show'); },
    get predict() { return t('lesson.encoding.predict'); },
    get task() { return t('lesson.encoding.task'); },
    action: { get label() { return t('lesson.encoding.action'); }, patch: { scheme: 'sinusoidal' } },
    claims: [
      { when: (f) => !f.moved, text: 'lesson.original', asserts: ['unmoved'] },
      { when: (f) => f.scheme === 'none' && f.equivariant, text: 'lesson.encoding.none', asserts: ['noEncoding', 'equivariant'] },
      { when: (f) => f.encodingActive && !f.causal && !f.equivariant, text: 'lesson.encoding.changed', args: error, asserts: ['changed', 'encodingIsCause'] },
      { when: (f) => f.encodingActive && !f.equivariant, text: 'lesson.encoding.both', args: error, asserts: ['changed', 'encodingOn', 'maskOn'] },
      { when: (f) => !f.equivariant, text: 'lesson.encoding.mask', args: error, asserts: ['changed', 'maskIsCause'] },
      { when: (f) => f.added && f.strength === 0, text: 'lesson.encoding.zero', asserts: ['equivariant', 'strengthZero'] },
      { text: 'lesson.encoding.other', asserts: ['moved', 'equivariant'] },
    ],
  },
  {
    get title() { return t('lesson.shift.title'); },
    // The seeded model: the English models read positions from the sentence's start only, so they
    // have no shift test (a link that keeps model=english is told so, below).
    state: { model: 'seeded', scheme: 'sinusoidal', causal: false, panel: 'position' },
    get show() { return t('lesson.shift.show'); },
    get predict() { return t('lesson.shift.predict'); },
    get task() { return t('lesson.shift.task'); },
    action: { get label() { return t('lesson.shift.action'); }, patch: { scheme: 'rope' } },
    link: { get label() { return t('lesson.shift.link'); }, target: 'shift-panel' },
    parts: ['shift'],  // its sentences read the shift test, whichever panel is open (engine.js)
    claims: [
      { when: (f) => f.modelKind === 'english', text: 'englishLesson.noShift', asserts: ['englishModel', 'shiftNotRun'] },
      { when: (f) => !f.shiftMeasured, text: 'lesson.shift.notRun', asserts: ['shiftNotRun'] },
      { when: (f) => f.added && f.shiftChanged, text: 'lesson.shift.changed', args: shift, asserts: ['added', 'shiftChanged'] },
      { when: (f) => f.relative && f.shiftInvariant, text: 'lesson.shift.relative', args: shift, asserts: ['relative', 'shiftIdentical'] },
      { when: (f) => f.scheme === 'none', text: 'lesson.shift.none', asserts: ['noEncoding', 'shiftIdentical'] },
      { text: 'lesson.shift.other', args: shift, asserts: [] },
    ],
  },
  {
    get title() { return t('lesson.mask.title'); },
    // The seeded model: the English models were trained without a mask (a link that keeps
    // model=english is told so, below).
    state: { model: 'seeded', scheme: 'none', causal: false, panel: 'compare', order: 'shuffle' },
    get show() { return t('lesson.mask.show'); },
    get predict() { return t('lesson.mask.predict'); },
    get task() { return t('lesson.mask.task'); },
    action: { get label() { return t('lesson.mask.action'); }, patch: { causal: true } },
    claims: [
      { when: (f) => f.modelKind === 'english', text: 'englishLesson.noMask', asserts: ['englishModel', 'maskOff'] },
      { when: (f) => !f.moved, text: 'lesson.original', asserts: ['unmoved'] },
      { when: (f) => f.orderBlind && f.equivariant, text: 'lesson.mask.blind', asserts: ['maskOff', 'orderBlind', 'equivariant'] },
      { when: (f) => f.causal && !f.encodingActive && !f.equivariant, text: 'lesson.mask.changed', args: error, asserts: ['changed', 'maskIsCause'] },
      { when: (f) => f.causal && f.equivariant, text: 'lesson.mask.nothing', asserts: ['maskOn', 'moved', 'equivariant'] },
      { when: (f) => !f.equivariant, text: 'lesson.mask.other', args: error, asserts: ['changed'] },
      { text: 'lesson.mask.moved', asserts: ['moved', 'equivariant'] },
    ],
  },
  {
    get title() { return t('lesson.cricket.title'); },
    state: { panel: 'walkthrough', walkMode: 'match', step: 1 },
    get show() { return t('lesson.cricket.show'); },
    get predict() { return t('lesson.cricket.predict'); },
    get task() { return t('lesson.cricket.task'); },
    claims: [
      { when: (f) => f.panel !== 'walkthrough', text: 'lesson.cricket.closed', asserts: ['walkthroughClosed'] },
      { text: '' },
    ],
  },
];

// What the six steps showed, and where to go next: the card after the last step (state.lesson =
// LESSON.length + 1). Each `next` names the panel its button opens.
export const RECAP = {
  get title() { return t('lesson.recap.title'); },
  get points() { return ['mixes', 'blind', 'encoding', 'shift', 'mask', 'qkv'].map((point) => t(`lesson.recap.${point}`)); },
  next: [
    { get label() { return t('lesson.recap.explore'); }, panel: 'position', get about() { return t('lesson.recap.exploreText'); } },
    { get label() { return t('lesson.recap.train'); }, panel: 'train', get about() { return t('lesson.recap.trainText'); } },
  ],
};

// The sentence of a step that is true of these facts (claims.js picks it), as a list of at most one.
export function trueClaims(step, facts) {
  const text = say(step.claims, facts);
  return text ? [text] : [];
}
