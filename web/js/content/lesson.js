// The guided lesson, as data: six short steps from "what attention does" to query, key and value.
// Each step:
//   title    - a few words, shown as "Step k of N: title";
//   state    - the properties the step sets when the learner arrives on it (views/lesson/lesson.js);
//   show     - what the picture shows now, in plain words;
//   predict  - the question to answer in your head before doing anything;
//   task     - the one thing to do;
//   done     - optional (state) => boolean: the task is done (the answer may then show);
//   action   - optional {label, patch}: a button that does the task for you;
//   link     - optional {label, target, place}: a link to the element with id `target` (a view further
//              down), which the card follows, above it (or under it: place 'after');
//   now      - optional (state) => text: what the picture shows in this state, written as it changes;
//   saysMaskOff - its words say that it turns the causal mask off (else the card says so on arrival);
//   veils    - optional id of a view further down that answers the question: hidden until the answer opens;
//   answers  - the message ids of the page's other texts (index.html's, a view's paragraphs) that state
//              the step's answer: hidden wherever they are on the page until the answer opens, like
//              its claims (views/lesson/answer-veil.js). tests/e2e/lesson-answers.test.mjs reads the
//              page of every step, in every language, for these and for the step's answering claims;
////   parts    - optional parts of the analysis its sentences read on any panel (engine.js, partsFor);
//   claims   - a claim list (web/js/content/claims.js): the sentence about the current numbers is the first
//              claim whose `when` holds for the facts of the result (claims.js `facts`, plus the
//              open `panel`); each claim names what it `asserts`, and tests/web/claims.test.mjs
//              checks those assertions against the core's numbers, as for every other claim.
//              Predict, act, then reveal: a claim that answers the step's question shows only once
//              the learner has done the task (`done`) or asked for the answer (the card's button);
//              a claim marked `before: true` answers nothing (what to do first) and shows at once.
//              tests/web/lesson.test.mjs reads every step's claims both ways.
// Every text names a message of text/en/lesson.js: a field the card shows as it is reads its message
// when read (in the page's language then); a claim names its message and its arguments (claims.js).
import { formatError, formatShort, ROUNDING_BELOW } from '../util/format.js';
import { choose, claimText } from './claims.js';
import { SCHEME_PHRASES } from '../schemes/schemes.js';
import { t } from '../text/en/lesson.js';
import { inputKind } from '../util/input-kind.js';
import '../text/en/englishLesson.js';  // the sentences about the English models (a room of their own)

const scheme = (f) => SCHEME_PHRASES[f.scheme];
// The largest change of an output, with its scale: the largest number in the outputs themselves.
const error = (f) => ({ scheme: scheme(f), error: formatError(f.outputError), scale: formatError(f.outputScale) });
const shift = (f) => ({ scheme: scheme(f), shiftBy: f.shiftBy, error: formatError(f.shiftDifference),
  same: f.shiftDifference < ROUNDING_BELOW ? 'yes' : 'no' });  // rounding noise reads as identical

// The sentence step 3 puts in, with the word Fill the blank hides: candidates, everyday and simple.
// The step uses the first; tests/web/claims-blank.test.mjs checks on the shipped English models that
// it tells the story the step's answer tells (content/blank.js, storyHolds: no position guesses the
// same in both orders, a scheme with positions guesses the word in order and not shuffled), and
// names the candidates that do when it does not (after a retraining, reorder the list).
export const STORY_SENTENCES = [
  { text: 'she drank a cup of hot tea', blank: 4 },
  { text: 'the cat sat on the mat', blank: 4 },
  { text: 'the sun rises in the east', blank: 4 },
  { text: 'he put the milk in the fridge', blank: 5 },
  { text: 'the cat sat on the mat', blank: 5 },
  { text: 'she drank a cup of hot tea', blank: 6 },
  { text: 'the dog ran across the road', blank: 4 },
  { text: 'we went to the park on sunday', blank: 3 },
]
export const STORY = STORY_SENTENCES[0];
// What the step's first fetch of the English models costs, as its text says ("under 8 MB"): the
// vocabulary and the six model files, uncompressed (so true however the site is served), in MB of
// 1,000,000 B. tests/web/english-model-size.test.mjs checks it against the files (and that it is
// the next whole MB above them, not a loose bound).
export const SIX_MODELS_UNDER_MB = 8;

const input = () => ({ input: inputKind() });
const seededModel = { model: 'seeded' };

export const LESSON = [
  {
    get title() { return t('lesson.attention.title'); },
    // The seeded model, in the original order (the shuffle is step 2's question).
    state: { ...seededModel, scheme: 'none', causal: false, panel: 'compare', order: 'original' },
    get show() { return t('lesson.attention.show'); },
    get predict() { return t('lesson.attention.predict'); },
    get task() { return t('lesson.attention.task', input()); },
    // "Every row sums to 1": the Compare panel's explanation and the seeded model's note say it too.
    answers: ['explanations.compare.rows', 'model-shown.seeded'],
    claims: [
      { when: (f) => f.modelKind === 'english', text: 'englishLesson.rows', asserts: ['englishModel'] },
      { when: (f) => f.modelKind === 'seeded', text: 'englishLesson.seeded', asserts: ['seededModel'] },
      { text: 'lesson.attention.rows', asserts: [] },
    ],
  },
  {
    get title() { return t('lesson.shuffle.title'); },
    state: { ...seededModel, scheme: 'none', causal: false, panel: 'compare', order: 'original' },
    get show() { return t('lesson.shuffle.show'); },
    get predict() { return t('lesson.shuffle.predict'); },
    get task() { return t('lesson.shuffle.task'); },
    // The page's subtitle and the panels' explanations say what a shuffle does without position.
    answers: ['html.lede', 'explanations.compare.equivariant', 'panel-explanations.none.p2.orderBlind', 'panel-explanations.outputs.p2'],
    done: (state) => state.order !== 'original',
    claims: [
      { when: (f) => !f.moved, text: 'lesson.shuffle.unmoved', asserts: ['unmoved'], before: true },
      { when: (f) => f.equivariant && f.orderBlind, text: 'lesson.shuffle.blind', asserts: ['moved', 'equivariant', 'orderBlind'] },
      { when: (f) => f.equivariant, text: 'lesson.shuffle.same', asserts: ['moved', 'equivariant'] },
      { text: 'lesson.shuffle.changed', asserts: ['changed', 'positionSignal'] },
    ],
  },
  {
    get title() { return t('lesson.encoding.title'); },
    // The models trained on English carry this step: Fill the blank, with all six side by side, on
    // a sentence they are measured to guess well (STORY), first in its own order.
    // (Its properties in the link's order: tests/web/state.test.mjs.)
    // The seed, so the first Shuffle gives the order the story is checked on (seed 2).
    state: { text: STORY.text, order: 'original', seed: 1, scheme: 'none', panel: 'compare', causal: false, model: 'english',
      blank: STORY.blank, blankSchemes: 'all', blankOpen: true },
    get show() { return t('lesson.encoding.show', { word: STORY.text.split(' ')[STORY.blank], megabytes: SIX_MODELS_UNDER_MB }); },
    get predict() { return t('lesson.encoding.predict'); },
    get task() { return t('lesson.encoding.task'); },
    // The grids show the English model of the scheme chosen (none on arrival, sinusoidal after the task).
    now: (state) => (state.model === 'english' ? t('lesson.encoding.grids', { scheme: state.scheme }) : ''),
    // On a phone Fill the blank is far below the Shuffle button: the card takes the learner there,
    // and follows under it.
    link: { get label() { return t('lesson.encoding.link'); }, target: 'blank-panel', place: 'after' },
    // Its second question (the grids' outputs with no position) is step 2's answer, said in the same
    // places; Fill the blank's note on the model with no position answers its first.
    answers: ['html.lede', 'explanations.compare.equivariant', 'english.blankNoneSame'],
    action: { get label() { return t('lesson.encoding.action'); }, patch: { scheme: 'sinusoidal' } },
    done: (state) => state.order !== 'original',
    // Its answer about the guesses is read from Fill the blank's own answer (content/blank.js,
    // BLANK_STORY), shown beside these.
    blankStory: true,
    claims: [
      { when: (f) => !f.moved, text: 'lesson.encoding.unmoved', asserts: ['unmoved'], before: true },
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
    // Back to the seeded model, and the step says so: the English models read positions from the
    // sentence's start only, so they have no shift test (a link that keeps model=english is told so).
    state: { ...seededModel, scheme: 'sinusoidal', causal: false, panel: 'position' },
    get show() { return t('lesson.shift.show'); },
    get predict() { return t('lesson.shift.predict'); },
    get task() { return t('lesson.shift.task'); },
    answers: ['panel-explanations.sinusoidal.n2.shiftChanged', 'panel-explanations.rope.n2.shiftIdentical', 'panel-explanations.shift.n1'],
    action: { get label() { return t('lesson.shift.action'); }, patch: { scheme: 'rope' } },
    link: { get label() { return t('lesson.shift.link'); }, target: 'shift-panel' },
    veils: 'shift-panel',  // its verdict answers the question: hidden until the step's answer opens
    // Done once the learner went to the shift test (the link) or left sinusoidal.
    done: (state, { linked }) => linked || state.scheme !== 'sinusoidal',
    parts: ['shift'],  // its sentences read the shift test, whichever panel is open (engine.js)
    claims: [
      { when: (f) => f.modelKind === 'english', text: 'englishLesson.noShift', asserts: ['englishModel', 'shiftNotRun'], before: true },
      { when: (f) => !f.shiftMeasured, text: 'lesson.shift.notRun', asserts: ['shiftNotRun'], before: true },
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
    state: { ...seededModel, scheme: 'none', causal: false, panel: 'compare', order: 'shuffle' },
    get show() { return t('lesson.mask.show'); },
    get predict() { return t('lesson.mask.predict'); },
    get task() { return t('lesson.mask.task'); },
    // The settings menu's explanation says what the mask does to order.
    answers: ['explanations.settings.controls', 'panel-explanations.none.p2.maskOn'],
    action: { get label() { return t('lesson.mask.action'); }, patch: { causal: true } },
    done: (state) => state.causal === true,
    claims: [
      { when: (f) => f.modelKind === 'english', text: 'englishLesson.noMask', asserts: ['englishModel', 'maskOff'], before: true },
      { when: (f) => !f.moved, text: 'lesson.original', asserts: ['unmoved'], before: true },
      { when: (f) => f.orderBlind && f.equivariant, text: 'lesson.mask.blind', asserts: ['maskOff', 'orderBlind', 'equivariant'] },
      { when: (f) => f.causal && !f.encodingActive && !f.equivariant, text: 'lesson.mask.changed', args: error, asserts: ['changed', 'maskIsCause'] },
      { when: (f) => f.causal && f.equivariant, text: 'lesson.mask.nothing', asserts: ['maskOn', 'moved', 'equivariant'] },
      { when: (f) => !f.equivariant, text: 'lesson.mask.other', args: error, asserts: ['changed'] },
      { text: 'lesson.mask.moved', asserts: ['moved', 'equivariant'] },
    ],
  },
  {
    get title() { return t('lesson.cricket.title'); },
    // The mask goes off again (step 5 turned it on), and the step says so. The walkthrough opens on
    // its step 2, which shows what the prediction needs: Kohli's intent (the query) and every
    // bowler's key; its step 3, the dot products, answers it.
    state: { causal: false, panel: 'walkthrough', walkMode: 'match', step: 2 },
    get show() { return t('lesson.cricket.show'); },
    get predict() { return t('lesson.cricket.predict'); },
    get task() { return t('lesson.cricket.task'); },
    done: (state) => state.panel === 'walkthrough' && (state.step > 2 || state.walkMode === 'sentence'),
    // Its answer is read from the walkthrough's numbers as it draws them (bestMatch, below).
    walkAnswer: true,
    saysMaskOff: true,
    claims: [
      { when: (f) => f.panel !== 'walkthrough', text: 'lesson.cricket.closed', asserts: ['walkthroughClosed'], before: true },
      { text: '' },
    ],
  },
];

// What the six steps showed, and where to go next: the card after the last step (state.lesson =
// LESSON.length + 1). Each `next` names the panel its button opens.
export const RECAP = {
  get title() { return t('lesson.recap.title'); },
  // Arriving on it turns the mask off, as step 6 does: nothing the lesson set stays on silently.
  state: { causal: false },
  get points() { return ['mixes', 'blind', 'encoding', 'shift', 'mask', 'qkv'].map((point) => t(`lesson.recap.${point}`)); },
  next: [
    // The mask off, as the lesson's last step left it: a view it opens never keeps it on silently.
    { get label() { return t('lesson.recap.explore'); }, panel: 'position', patch: { causal: false }, get about() { return t('lesson.recap.exploreText'); } },
    { get label() { return t('lesson.recap.train'); }, panel: 'train', patch: {}, get about() { return t('lesson.recap.trainText'); } },
  ],
};

// The sentence of a step that is true of these facts (claims.js picks it), as a list of at most one;
// before the answer is revealed, only a claim that answers nothing (`before`).
export function trueClaims(step, facts, { revealed = true } = {}) {
  const claim = choose(step.claims, facts);
  if (!revealed && !claim.before) return [];
  const text = claimText(claim, facts);
  return text ? [text] : [];
}

// Step 6's answer, from the numbers the walkthrough draws (the core's cricket example for one phase,
// in the chosen analogy's names: views/walkthrough/walkthrough.js sends them): the key the query
// matches best, the largest dot product, and so the largest weight (softmax keeps the order). Null
// when two keys tie for the largest, where "the best match" would be a choice, not a fact.
export function bestMatch({ names, dotProducts, phaseLabel }) {
  const best = dotProducts.reduce((top, value, i) => (value > dotProducts[top] ? i : top), 0);
  if (dotProducts.some((value, i) => i !== best && value === dotProducts[best])) return null;
  return { index: best, name: names[best], score: formatShort(dotProducts[best]), count: dotProducts.length, phase: phaseLabel };
}
export const bestMatchText = (match) => {
  const best = bestMatch(match);
  return best ? t('lesson.cricket.best', best) : '';
};

// Whether the step's task is done in this state (`seen`: what the card saw the learner do, {linked}).
export const stepDone = (step, state, seen = {}) => Boolean(step?.done?.(state, seen));
