// The walkthrough's texts as data: concepts x analogies (analogies.js), and the text per step and
// per analogy. A text an analogy lacks is simply absent; the page then says so and shows the plain
// one (see analogy-text.js). Numbers never appear in these texts: every number on the page comes from
// the core. The page loads them as a script of their own (walkthrough.js, built from
// entries/walkthrough.js) the first time the walkthrough opens: a first visit does not need them.
// Every text reads its message (text/en/walkthrough-texts.js, which only this file imports) when read.
import { t } from '../text/en/walkthrough-texts.js';

// Shown on top of the walkthrough.
export const WALK_INTRO = {
  get plain() { return t('walkthrough-texts.intro.plain'); },
  get cricket() { return t('walkthrough-texts.intro.cricket'); },
};

// The heading over each step's reading, beside "The numbers".
export const READING_TITLE = { get plain() { return t('walkthrough-texts.reading.plain'); }, get cricket() { return t('walkthrough-texts.reading.cricket'); } };

export const WALK_MODES = {
  match: { get plain() { return t('walkthrough-texts.modes.match.plain'); }, get cricket() { return t('walkthrough-texts.modes.match.cricket'); } },
  sentence: { get plain() { return t('walkthrough-texts.modes.sentence.plain'); }, get cricket() { return t('walkthrough-texts.modes.sentence.cricket'); } },
};

// The six steps. `match` is the worked example, `sentence` the learner's own sentence.
export const WALK_STEPS = [
  {
    id: 'query',
    get title() { return t('walkthrough-texts.query.title'); },
    match: {
      get plain() { return t('walkthrough-texts.query.match.plain'); },
      get cricket() { return t('walkthrough-texts.query.match.cricket'); },
    },
    sentence: {
      get plain() { return t('walkthrough-texts.query.sentence.plain'); },
      get cricket() { return t('walkthrough-texts.query.sentence.cricket'); },
    },
  },
  {
    id: 'keys',
    get title() { return t('walkthrough-texts.keys.title'); },
    match: {
      get plain() { return t('walkthrough-texts.keys.match.plain'); },
      get cricket() { return t('walkthrough-texts.keys.match.cricket'); },
    },
    sentence: {
      get plain() { return t('walkthrough-texts.keys.sentence.plain'); },
      get cricket() { return t('walkthrough-texts.keys.sentence.cricket'); },
    },
  },
  {
    id: 'dot',
    get title() { return t('walkthrough-texts.dot.title'); },
    match: {
      get plain() { return t('walkthrough-texts.dot.match.plain'); },
      get cricket() { return t('walkthrough-texts.dot.match.cricket'); },
    },
    sentence: {
      get plain() { return t('walkthrough-texts.dot.sentence.plain'); },
      get cricket() { return t('walkthrough-texts.dot.sentence.cricket'); },
    },
  },
  {
    id: 'scale',
    get title() { return t('walkthrough-texts.scale.title'); },
    match: {
      get plain() { return t('walkthrough-texts.scale.match.plain'); },
      get cricket() { return t('walkthrough-texts.scale.match.cricket'); },
    },
    sentence: {
      get plain() { return t('walkthrough-texts.scale.sentence.plain'); },
      get cricket() { return t('walkthrough-texts.scale.sentence.cricket'); },
    },
  },
  {
    id: 'softmax',
    get title() { return t('walkthrough-texts.softmax.title'); },
    match: {
      get plain() { return t('walkthrough-texts.softmax.match.plain'); },
      get cricket() { return t('walkthrough-texts.softmax.match.cricket'); },
    },
    sentence: {
      get plain() { return t('walkthrough-texts.softmax.sentence.plain'); },
      get cricket() { return t('walkthrough-texts.softmax.sentence.cricket'); },
    },
  },
  {
    id: 'output',
    get title() { return t('walkthrough-texts.output.title'); },
    match: {
      get plain() { return t('walkthrough-texts.output.match.plain'); },
      get cricket() { return t('walkthrough-texts.output.match.cricket'); },
    },
    sentence: {
      get plain() { return t('walkthrough-texts.output.sentence.plain'); },
      get cricket() { return t('walkthrough-texts.output.sentence.cricket'); },
    },
  },
];

// Sentences the own-sentence walkthrough adds when the settings make them true.
export const SENTENCE_NOTES = {
  get rope() { return t('walkthrough-texts.notes.rope'); },
  get bias() { return t('walkthrough-texts.notes.bias'); },
  get temperature() { return t('walkthrough-texts.notes.temperature'); },
  get causal() { return t('walkthrough-texts.notes.causal'); },
  get designed() { return t('walkthrough-texts.notes.designed'); },
};

// Where the example (and its analogy) stops matching a real transformer.
export const LIMITS = {
  title: { get plain() { return t('walkthrough-texts.limits.plain'); }, get cricket() { return t('walkthrough-texts.limits.cricket'); } },
  points: {
    get cricket() { return [1, 2, 3, 4].map((k) => t(`walkthrough-texts.limits.cricket${k}`)); },
    get plain() { return [1, 2, 3].map((k) => t(`walkthrough-texts.limits.plain${k}`)); },
  },
};

// The ideas the page relies on. Cricket has no version of the first two yet, on purpose: the page
// then says so and shows the plain text.
export const CONCEPTS = [
  {
    id: 'embeddings',
    get title() { return t('walkthrough-texts.embeddings.title'); },
    text: {
      get plain() { return t('walkthrough-texts.embeddings.plain'); },
    },
  },
  {
    id: 'positional-encoding',
    get title() { return t('walkthrough-texts.positional-encoding.title'); },
    text: {
      get plain() { return t('walkthrough-texts.positional-encoding.plain'); },
    },
  },
  {
    id: 'attention',
    get title() { return t('walkthrough-texts.attention.title'); },
    text: {
      get plain() { return t('walkthrough-texts.attention.plain'); },
      get cricket() { return t('walkthrough-texts.attention.cricket'); },
    },
  },
  {
    id: 'query-key-value',
    get title() { return t('walkthrough-texts.query-key-value.title'); },
    text: {
      get plain() { return t('walkthrough-texts.query-key-value.plain'); },
      get cricket() { return t('walkthrough-texts.query-key-value.cricket'); },
    },
  },
  {
    id: 'equivariance',
    get title() { return t('walkthrough-texts.equivariance.title'); },
    text: {
      get plain() { return t('walkthrough-texts.equivariance.plain'); },
      get cricket() { return t('walkthrough-texts.equivariance.cricket'); },
    },
  },
];

// The worked example's names, per analogy. Cricket keeps the core's own (Kohli, the bowlers, their
// features, the phases of the match); the plain explanation names every part by its role only, so a
// reader who chose no analogy meets none. The numbers are the same.
export const MATCH_NAMES = {
  cricket: {
    get asker() { return t('walkthrough-texts.names.cricket.asker'); }, get row() { return t('walkthrough-texts.names.cricket.row'); }, get weightOf() { return t('walkthrough-texts.names.cricket.weightOf'); }, get itsScore() { return t('walkthrough-texts.names.cricket.itsScore'); },
    get valuesCaption() { return t('walkthrough-texts.names.cricket.valuesCaption'); },
  },
  plain: {
    get asker() { return t('walkthrough-texts.names.plain.asker'); }, get row() { return t('walkthrough-texts.names.plain.row'); }, get weightOf() { return t('walkthrough-texts.names.plain.weightOf'); }, get itsScore() { return t('walkthrough-texts.names.plain.itsScore'); },
    get valuesCaption() { return t('walkthrough-texts.names.plain.valuesCaption'); },
    rows: (count) => Array.from({ length: count }, (_, i) => t('walkthrough-texts.names.plain.key', { n: i + 1 })),
    keyFeatures: (count) => Array.from({ length: count }, (_, i) => t('walkthrough-texts.names.plain.feature', { n: i + 1 })),
    valueFeatures: (count) => Array.from({ length: count }, (_, i) => t('walkthrough-texts.names.plain.valuePart', { n: i + 1 })),
    phases: { get powerplay() { return t('walkthrough-texts.names.plain.phases.powerplay'); }, get over35() { return t('walkthrough-texts.names.plain.phases.over35'); } },
    situations: {
      get powerplay() { return t('walkthrough-texts.names.plain.situations.powerplay'); },
      get over35() { return t('walkthrough-texts.names.plain.situations.over35'); },
    },
    get queryScale() { return t('walkthrough-texts.names.plain.queryScale'); },
    get keyScale() { return t('walkthrough-texts.names.plain.keyScale'); },
    get valueScale() { return t('walkthrough-texts.names.plain.valueScale'); },
  },
};

// The worked example under the names of the chosen analogy: the plain one renames every cricket
// part by its role (MATCH_NAMES); the numbers stay the core's.
export function namedWalk(walk, analogy) {
  const names = MATCH_NAMES[analogy] ?? MATCH_NAMES.plain;
  if (!walk.ok || !names.rows) return { ...walk, names };
  return {
    ...walk, names,
    bowlers: names.rows(walk.bowlers.length), bowlerDescriptions: [],
    keyFeatures: names.keyFeatures(walk.keyFeatures.length), valueFeatures: names.valueFeatures(walk.valueFeatures.length),
    phaseLabel: names.phases[walk.phase] ?? walk.phaseLabel, situation: names.situations[walk.phase] ?? '',
    queryScale: names.queryScale, keyScale: names.keyScale, valueScale: names.valueScale,
  };
}
