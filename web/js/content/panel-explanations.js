// The explanations beside the Heads, Position and Outputs panels' views (the format of
// explanations.js). Bundled to panel-explanations.js, which main.js adds the first time one of
// those panels opens, so a first visit does not download them.
import { SHIFT_VERDICT } from './verdicts.js';

const isScheme = (...schemes) => (f) => schemes.includes(f.scheme);

export const PANEL_EXPLANATIONS = {
  heads: {
    title: 'Several heads, each its own view',
    paragraphs: [
      'A layer runs several heads side by side, each with its own query, key and value projections; ' +
        'their outputs are joined into each token\'s output vector.',
      [
        { when: (f) => f.modelKind === 'trained', text: 'Here the projections are the ones the Train panel learned.', asserts: ['trainedModel'] },
        { when: (f) => f.modelKind === 'seeded', text: 'Here they are seeded at random, as in an untrained model.', asserts: ['seededModel'] },
        { text: '' },
      ],
      'The last two heads are built by hand, for reading only (they do not feed the outputs). The ' +
        'previous-token head looks for the slot one back through the scheme\'s position similarity, ' +
        'so with no encoding it spreads evenly: it shows that a position signal exists, not how ' +
        'strong it is. The same-word head looks at tokens with similar embeddings, wherever they stand.',
      'Under each head: the largest change in its weights after reordering, lined up by token.',
    ],
  },
  arcs: {
    title: 'Attention as arcs',
    paragraphs: [
      'The tokens in their original order; an arc is one token\'s weight on another, thicker for ' +
        'more. Arcs above look back, below look ahead; a ring is a token\'s weight on itself. Point ' +
        'at or focus a token (Tab, then ← and →) for its arcs alone.',
    ],
  },
  schemes: {
    none: {
      title: 'No positional encoding',
      paragraphs: [
        'Nothing is added to the token vectors and nothing changes the scores.',
        [
          {
            when: (f) => f.scheme === 'none' && !f.causal,
            text: 'With the causal mask off as well, the model sees the tokens as a bag: any order ' +
              'gives the same outputs, only moved with their tokens.',
            asserts: ['orderBlind', 'equivariant'],
          },
          {
            when: (f) => f.scheme === 'none' && f.causal,
            text: 'The causal mask is on, though, and it depends on where each token stands: a token ' +
              'sees only itself and the tokens before it.',
            asserts: ['maskOn'],
          },
          { text: '' },
        ],
      ],
    },
    sinusoidal: {
      title: 'Sinusoidal: a wave pattern added to each position',
      paragraphs: [
        'Each position gets its own fixed wave pattern, added to the word\'s vector, so the word ' +
          'carries where it stands. In the grid, a row is one position: fast waves on the left, slow ' +
          'ones on the right.',
        [
          {
            when: (f) => f.scheme === 'sinusoidal' && f.strength === 0,
            text: 'At strength 0 nothing is added: the tokens carry no position, and the shift test ' +
              'changes nothing.',
            asserts: ['strengthZero', 'shiftIdentical'],
          },
          { text: '' },
        ],
      ],
      numbers: [
        'PE(p, 2i) = sin(p / base^(2i/d)), PE(p, 2i+1) = cos(…), times the strength (Vaswani et al.); ' +
          'p = 0 is the page\'s position 1. Paired sines and cosines need an even width, and make two ' +
          'positions\' dot product depend only on their distance (the similarity matrix).',
        [
          {
            when: (f) => f.scheme === 'sinusoidal' && f.shiftChanged,
            text: 'Each token\'s input is content plus an absolute position, so here the shift test ' +
              'changes the weights.',
            asserts: ['shiftChanged'],
          },
          { text: '' },
        ],
      ],
    },
    learned: {
      title: 'Learned: one vector per position, from a table',
      paragraphs: [
        'Each position gets its own vector from a table, added to the word\'s vector; training ' +
          'learns the table. In the grid, a row is one position\'s vector.',
        [
          {
            when: (f) => f.scheme === 'learned' && f.modelKind === 'trained',
            text: 'Here it is the table the Train panel learned: what it made of neighbouring slots ' +
              'shows in the similarity matrix.',
            asserts: ['trainedModel'],
          },
          {
            when: (f) => f.scheme === 'learned' && f.modelKind === 'seeded',
            text: 'Here it is seeded at random, as training would start: neighbouring slots are no ' +
              'more alike than distant ones.',
            asserts: ['seededModel'],
          },
          { text: '' },
        ],
        [
          {
            when: (f) => f.scheme === 'learned' && f.strength === 0,
            text: 'At strength 0 nothing is added: the tokens carry no position.',
            asserts: ['strengthZero'],
          },
          { text: '' },
        ],
      ],
    },
    rope: {
      title: 'RoPE: rotate queries and keys by position',
      paragraphs: [
        'RoPE adds nothing to the vectors: it turns each query and key by an angle that grows with ' +
          'the position. The grid gives the angles; the circle shows one pair of dimensions turning.',
        'A score then depends only on how far apart two tokens are, so moving the whole sentence ' +
          'later leaves the weights as they were.',
      ],
      numbers: [
        'Pair i of a head turns by p × θᵢ radians, θᵢ = base^(−2i / head width). Pairs are adjacent ' +
          'dimensions (2i, 2i+1), as in Su et al.; libraries that pair i with i + d/2 differ only ' +
          'by a reordering.',
        [
          {
            when: (f) => f.scheme === 'rope' && f.shiftInvariant,
            text: 'The shift test below shows it: identical weights in every head of the model.',
            asserts: ['shiftIdentical'],
          },
          { text: '' },
        ],
      ],
    },
    alibi: {
      title: 'ALiBi: a penalty that grows with distance',
      paragraphs: [
        'ALiBi lowers each score by slope × distance, so far tokens get less attention. In the bias ' +
          'grids, a head with a larger slope looks more locally.',
      ],
      numbers: [
        [
          {
            when: (f) => f.scheme === 'alibi' && f.causal,
            text: 'With the causal mask on, this is ALiBi as Press et al. define it for causal ' +
              'language models: −slope × (i − j) for each earlier key j ≤ i, and later keys masked.',
            asserts: ['alibi', 'maskOn'],
          },
          {
            when: (f) => f.scheme === 'alibi' && !f.causal,
            text: 'With the causal mask off, this page uses the common symmetric extension ' +
              '−slope × |i − j|; Press et al. define only the causal form.',
            asserts: ['alibi', 'maskOff'],
          },
          {
            text: 'Press et al. define ALiBi for causal models; without the mask this page uses the ' +
              'symmetric extension −slope × |i − j|.',
          },
        ],
        [
          {
            when: (f) => f.scheme === 'alibi' && !f.causal && f.reversed && f.equivariant,
            text: 'A surprise of the symmetric form: |i − j| survives an exact reversal, and here the ' +
              'reversed sentence gets the same outputs, only reordered.',
            asserts: ['alibi', 'maskOff', 'reversed', 'equivariant'],
          },
          {
            text: 'With the mask off, |i − j| survives an exact reversal, so a reversed sentence only ' +
              'reorders the outputs; not so under the causal form.',
          },
        ],
      ],
    },
    t5: {
      title: 'T5: a bias per relative offset, from buckets',
      paragraphs: [
        'T5 adds to each score a bias that depends on how far apart the two tokens are, and in which ' +
          'direction; training learns one set per head.',
        [
          {
            when: (f) => f.scheme === 't5' && f.modelKind === 'trained',
            text: 'Here they are the ones the Train panel learned.',
            asserts: ['trainedModel'],
          },
          {
            when: (f) => f.scheme === 't5' && f.modelKind === 'seeded',
            text: 'Here they are seeded at random, as training would start.',
            asserts: ['seededModel'],
          },
          { text: '' },
        ],
      ],
      numbers: [
        'The signed offset j − i is looked up in a table of buckets: one per offset when near, ' +
          'coarser further out. With "both directions" off, every later token shares the bucket of ' +
          'the token itself.',
        'Unlike T5, the page scales q·k by √(head width), so the six schemes differ only in position.',
      ],
    },
  },
  similarity: {
    title: 'How alike two positions look',
    paragraphs: [
      'How alike the scheme makes two positions: a cell per pair.',
    ],
    numbers: [
      'The cosine of their added vectors (sinusoidal, learned), of RoPE\'s angle between them, ' +
        'ALiBi\'s penalty (first head), or 1 where T5 gives them one bucket.',
    ],
  },
  bias: {
    title: 'Biases added to the scores',
    paragraphs: [
      'One grid per head: what is added to each score. It depends only on where the two tokens ' +
        'stand, never on which words they are.',
    ],
    numbers: [
      'The bias is added to the scaled scores, before the softmax.',
      [
        {
          when: isScheme('t5'),
          text: 'T5-style: the bias depends on the signed offset j − i, so looking back and ahead can ' +
            'differ.',
          asserts: ['t5'],
        },
        { text: '' },
      ],
    ],
  },
  decomposition: {
    title: 'A score in four terms',
    paragraphs: [
      'With an added encoding each input is word + place, so a score splits into four grids that ' +
        'add up, cell by cell, to the raw score.',
    ],
    numbers: [
      'The terms are word·word, word·place, place·word and place·place (content and position). ' +
        'ALiBi and T5 add their bias after.',
    ],
  },
  decompositionRope: {
    title: 'Why RoPE has no four-term split',
    paragraphs: [
      'RoPE rotates the whole query and key instead of adding a position vector, so a score is ' +
        'not a sum of a content part and a position part.',
    ],
    numbers: [
      'Position acts on every content term at once. Its effect is in the angles above.',
    ],
  },
  shift: {
    title: 'Move the whole sentence later',
    paragraphs: [
      'The same sentence placed later, with nothing before it: do its weights change?',
    ],
    numbers: [
      'In RoPE, ALiBi and T5 a score sees only offsets, so the weights stay identical; sinusoidal ' +
        'and learned give each position its own vector, so above strength 0 they change.',
      [
        {
          when: (f) => f.relative && f.shiftInvariant,
          text: 'Here, with a relative scheme, the weights are identical.',
          asserts: ['relative', 'shiftIdentical'],
        },
        {
          when: (f) => f.scheme === 'none' && f.shiftInvariant,
          text: 'Here there is no encoding, so the weights are identical.',
          asserts: ['noEncoding', 'shiftIdentical'],
        },
        {
          when: (f) => f.added && f.strength === 0 && f.shiftInvariant,
          text: 'Here the strength is 0, so nothing is added and the weights are identical.',
          asserts: ['strengthZero', 'shiftIdentical'],
        },
        {
          when: (f) => f.added && f.shiftChanged,
          text: 'Here the shifted positions get new vectors, and the weights change.',
          asserts: ['added', 'shiftChanged'],
        },
        ...SHIFT_VERDICT.map((claim) => ({ ...claim, text: claim.asserts.includes('shiftNotRun') ? claim.text
          : claim.asserts.includes('shiftIdentical') ? 'Here the weights are identical.' : 'Here the weights change.' })),
      ],
    ],
  },
  outputs: {
    title: 'What each token comes out as',
    paragraphs: [
      'One row per token, one column per dimension of its output vector. The second grid is the ' +
        'reordered run\'s outputs, put back in the original token order.',
      'With no positional encoding and no causal mask the two grids are identical, and two copies ' +
        'of a word get identical rows: the outputs move with their tokens.',
      [
        { when: (f) => !f.moved, text: 'Here the order is the original one, so the two grids are the same run.', asserts: ['unmoved'] },
        { when: (f) => f.equivariant, text: 'Here the two grids are identical.', asserts: ['moved', 'equivariant'] },
        { text: 'Here the two grids differ: the reordering changed outputs, not just their places.', asserts: ['changed'] },
      ],
      [
        {
          when: (f) => f.repeats && f.copiesIdentical,
          text: 'The copies of a repeated word get identical rows here.',
          asserts: ['copiesIdentical'],
        },
        {
          when: (f) => f.repeats,
          text: 'The copies of a repeated word get different rows here: the encoding or the mask ' +
            'tells them apart by where they stand.',
          asserts: ['copiesDiffer', 'positionSignal'],
        },
        { text: '' },
      ],
    ],
  },
  displacement: {
    title: 'How far each output moved',
    paragraphs: [
      'For each token, the length of the difference between its output after reordering and ' +
        'before, lined up by token. Zero for every token means the reordering only moved the ' +
        'outputs around.',
    ],
  },
};
