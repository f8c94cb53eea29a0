// The explanations beside the Heads, Position and Outputs panels' views (the format of
// explanations.js; their messages are in text/en/panel-explanations.js, which only this file
// imports). Bundled to panel-explanations.js, which main.js adds the first time one of those
// panels opens, so a first visit downloads neither.
import { SHIFT_VERDICT } from './verdicts.js';
import { t } from '../text/en/panel-explanations.js';

const isScheme = (...schemes) => (f) => schemes.includes(f.scheme);

export const PANEL_EXPLANATIONS = {
  heads: {
    get title() { return t('panel-explanations.heads.title'); },
    paragraphs: [
      'panel-explanations.heads.p1',
      [
        { when: (f) => f.modelKind === 'trained', text: 'panel-explanations.heads.p2.trainedModel', asserts: ['trainedModel'] },
        { when: (f) => f.modelKind === 'seeded', text: 'panel-explanations.heads.p2.seededModel', asserts: ['seededModel'] },
        { when: (f) => f.modelKind === 'english', text: 'panel-explanations.heads.p2.englishModel', asserts: ['englishModel'] },
        { text: '' },
      ],
      // The hand-built heads are drawn beside the seeded and Train-panel models, not the English ones.
      [
        { when: (f) => f.modelKind === 'english', text: 'panel-explanations.heads.p3.englishModel', asserts: ['englishModel'] },
        { text: 'panel-explanations.heads.p3', asserts: ['notEnglishModel'] },
      ],
      'panel-explanations.heads.p4',
    ],
  },
  arcs: {
    get title() { return t('panel-explanations.arcs.title'); },
    paragraphs: [
      'panel-explanations.arcs.p1',
    ],
  },
  schemes: {
    none: {
      get title() { return t('panel-explanations.none.title'); },
      paragraphs: [
        'panel-explanations.none.p1',
        [
          {
            when: (f) => f.scheme === 'none' && !f.causal,
            text: 'panel-explanations.none.p2.orderBlind',
            asserts: ['orderBlind', 'equivariant'],
          },
          {
            when: (f) => f.scheme === 'none' && f.causal,
            text: 'panel-explanations.none.p2.maskOn',
            asserts: ['maskOn'],
          },
          { text: '' },
        ],
      ],
    },
    sinusoidal: {
      get title() { return t('panel-explanations.sinusoidal.title'); },
      paragraphs: [
        'panel-explanations.sinusoidal.p1',
        [
          {
            when: (f) => f.scheme === 'sinusoidal' && f.strength === 0,
            text: 'panel-explanations.sinusoidal.p2.strengthZero',
            asserts: ['strengthZero', 'shiftIdentical'],
          },
          { text: '' },
        ],
      ],
      numbers: [
        'panel-explanations.sinusoidal.n1',
        [
          {
            when: (f) => f.scheme === 'sinusoidal' && f.shiftChanged,
            text: 'panel-explanations.sinusoidal.n2.shiftChanged',
            asserts: ['shiftChanged'],
          },
          { text: '' },
        ],
      ],
    },
    learned: {
      get title() { return t('panel-explanations.learned.title'); },
      paragraphs: [
        'panel-explanations.learned.p1',
        [
          {
            when: (f) => f.scheme === 'learned' && f.modelKind === 'trained',
            text: 'panel-explanations.learned.p2.trainedModel',
            asserts: ['trainedModel'],
          },
          {
            when: (f) => f.scheme === 'learned' && f.modelKind === 'seeded',
            text: 'panel-explanations.learned.p2.seededModel',
            asserts: ['seededModel'],
          },
          { text: '' },
        ],
        [
          {
            when: (f) => f.scheme === 'learned' && f.strength === 0,
            text: 'panel-explanations.learned.p3.strengthZero',
            asserts: ['strengthZero'],
          },
          { text: '' },
        ],
      ],
    },
    rope: {
      get title() { return t('panel-explanations.rope.title'); },
      paragraphs: [
        'panel-explanations.rope.p1',
        'panel-explanations.rope.p2',
      ],
      numbers: [
        'panel-explanations.rope.n1',
        [
          {
            when: (f) => f.scheme === 'rope' && f.shiftInvariant,
            text: 'panel-explanations.rope.n2.shiftIdentical',
            asserts: ['shiftIdentical'],
          },
          { text: '' },
        ],
      ],
    },
    alibi: {
      get title() { return t('panel-explanations.alibi.title'); },
      paragraphs: [
        'panel-explanations.alibi.p1',
      ],
      numbers: [
        [
          {
            when: (f) => f.scheme === 'alibi' && f.causal,
            text: 'panel-explanations.alibi.n1.alibi',
            asserts: ['alibi', 'maskOn'],
          },
          {
            when: (f) => f.scheme === 'alibi' && !f.causal,
            text: 'panel-explanations.alibi.n1.maskOff',
            asserts: ['alibi', 'maskOff'],
          },
          {
            text: 'panel-explanations.alibi.n1.other',
          },
        ],
        [
          {
            when: (f) => f.scheme === 'alibi' && !f.causal && f.reversed && f.equivariant,
            text: 'panel-explanations.alibi.n2.alibi',
            asserts: ['alibi', 'maskOff', 'reversed', 'equivariant'],
          },
          {
            text: 'panel-explanations.alibi.n2.other',
          },
        ],
      ],
    },
    t5: {
      get title() { return t('panel-explanations.t5.title'); },
      paragraphs: [
        'panel-explanations.t5.p1',
        [
          {
            when: (f) => f.scheme === 't5' && f.modelKind === 'trained',
            text: 'panel-explanations.t5.p2.trainedModel',
            asserts: ['trainedModel'],
          },
          {
            when: (f) => f.scheme === 't5' && f.modelKind === 'seeded',
            text: 'panel-explanations.t5.p2.seededModel',
            asserts: ['seededModel'],
          },
          { text: '' },
        ],
      ],
      numbers: [
        'panel-explanations.t5.n1',
        'panel-explanations.t5.n2',
      ],
    },
  },
  similarity: {
    get title() { return t('panel-explanations.similarity.title'); },
    paragraphs: [
      'panel-explanations.similarity.p1',
    ],
    numbers: [
      'panel-explanations.similarity.n1',
    ],
  },
  bias: {
    get title() { return t('panel-explanations.bias.title'); },
    paragraphs: [
      'panel-explanations.bias.p1',
    ],
    numbers: [
      'panel-explanations.bias.n1',
      [
        {
          when: isScheme('t5'),
          text: 'panel-explanations.bias.n2.t5',
          asserts: ['t5'],
        },
        { text: '' },
      ],
    ],
  },
  decomposition: {
    get title() { return t('panel-explanations.decomposition.title'); },
    paragraphs: [
      'panel-explanations.decomposition.p1',
    ],
    numbers: [
      'panel-explanations.decomposition.n1',
    ],
  },
  decompositionRope: {
    get title() { return t('panel-explanations.decompositionRope.title'); },
    paragraphs: [
      'panel-explanations.decompositionRope.p1',
    ],
    numbers: [
      'panel-explanations.decompositionRope.n1',
    ],
  },
  shift: {
    get title() { return t('panel-explanations.shift.title'); },
    paragraphs: [
      'panel-explanations.shift.p1',
    ],
    numbers: [
      'panel-explanations.shift.n1',
      [
        {
          when: (f) => f.relative && f.shiftInvariant,
          text: 'panel-explanations.shift.n2.relative',
          asserts: ['relative', 'shiftIdentical'],
        },
        {
          when: (f) => f.scheme === 'none' && f.shiftInvariant,
          text: 'panel-explanations.shift.n2.noEncoding',
          asserts: ['noEncoding', 'shiftIdentical'],
        },
        {
          when: (f) => f.added && f.strength === 0 && f.shiftInvariant,
          text: 'panel-explanations.shift.n2.strengthZero',
          asserts: ['strengthZero', 'shiftIdentical'],
        },
        {
          when: (f) => f.added && f.shiftChanged,
          text: 'panel-explanations.shift.n2.added',
          asserts: ['added', 'shiftChanged'],
        },
        ...SHIFT_VERDICT.map((claim) => ({ ...claim, text: claim.asserts.includes('shiftNotRun') ? claim.text
          : claim.asserts.includes('shiftIdentical') ? 'panel-explanations.shift.same' : 'panel-explanations.shift.changes' })),
      ],
    ],
  },
  outputs: {
    get title() { return t('panel-explanations.outputs.title'); },
    paragraphs: [
      'panel-explanations.outputs.p1',
      'panel-explanations.outputs.p2',
      [
        { when: (f) => !f.moved, text: 'panel-explanations.outputs.p3.unmoved', asserts: ['unmoved'] },
        { when: (f) => f.equivariant, text: 'panel-explanations.outputs.p3.moved', asserts: ['moved', 'equivariant'] },
        { text: 'panel-explanations.outputs.p3.changed', asserts: ['changed'] },
      ],
      [
        {
          when: (f) => f.repeats && f.copiesIdentical,
          text: 'panel-explanations.outputs.p4.copiesIdentical',
          asserts: ['copiesIdentical'],
        },
        {
          when: (f) => f.repeats,
          text: 'panel-explanations.outputs.p4.copiesDiffer',
          asserts: ['copiesDiffer', 'positionSignal'],
        },
        { text: '' },
      ],
    ],
  },
  displacement: {
    get title() { return t('panel-explanations.displacement.title'); },
    paragraphs: [
      'panel-explanations.displacement.p1',
    ],
  },
};
