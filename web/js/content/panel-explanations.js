// The explanations beside the Heads, Position and Outputs panels' views (the format of
// explanations.js). Bundled to panel-explanations.js, which main.js adds the first time one of
// those panels opens, so a first visit does not download them.
import { SHIFT_VERDICT } from './verdicts.js';

const isScheme = (...schemes) => (f) => schemes.includes(f.scheme);

export const PANEL_EXPLANATIONS = {
  heads: {
    title: 'Several heads, each its own view',
    paragraphs: [
      [
        {
          when: (f) => f.modelKind === 'trained',
          text: 'A layer runs several heads side by side, each with its own query, key and value ' +
            'projections (here the ones the Train panel learned). Their outputs are joined into each ' +
            'token\'s output vector.',
          asserts: ['trainedModel'],
        },
        {
          when: (f) => f.modelKind === 'seeded',
          text: 'A layer runs several heads side by side, each with its own query, key and value ' +
            'projections (here seeded at random, as in an untrained model). Their outputs are joined ' +
            'into each token\'s output vector.',
          asserts: ['seededModel'],
        },
        {
          text: 'A layer runs several heads side by side, each with its own query, key and value ' +
            'projections. Their outputs are joined into each token\'s output vector.',
        },
      ],
      'The last two heads are built by hand so they can be read. The previous-token head is told ' +
        'which slot is one back by index arithmetic; it scores each key by how close the scheme ' +
        'makes the key\'s position to that slot (the similarity in the position explorer; for T5, ' +
        'whether the key falls in the bucket of offset −1). With no encoding it has nothing to go on ' +
        'and spreads evenly over the tokens it may see. Its scores are calibrated so the slot one back ' +
        'always wins by the same margin, so it shows that a position signal exists, not how strong ' +
        'it is. The same-word head looks at tokens with similar embeddings, wherever they stand. ' +
        'Both are shown for reading and do not feed the outputs.',
      'Under each head: the largest change in its weights after reordering, lined up by token.',
    ],
  },
  arcs: {
    title: 'Attention as arcs',
    paragraphs: [
      'The tokens stand in their original order. An arc from a token to another is the first ' +
        'token\'s attention weight on the second: thicker and darker means more. Arcs above the ' +
        'row look back to an earlier token, arcs below look ahead; a ring is the weight a token ' +
        'gives itself.',
      'The threshold hides small weights. Point at a token, or focus it (Tab, then ← and →), to ' +
        'see only its arcs.',
    ],
  },
  schemes: {
    none: {
      title: 'No positional encoding',
      paragraphs: [
        'Nothing is added to the token vectors and nothing changes the scores, so there is no matrix ' +
          'to show here.',
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
        'Position p gets the vector PE(p, 2i) = sin(p / base^(2i/d)), PE(p, 2i+1) = cos(p / base^(2i/d)) ' +
          '(the page counts positions from 1, as on the chips; in the formula the first is p = 0), ' +
          'times the strength, added to the token\'s embedding (Vaswani et al.). The first columns wave ' +
          'fast, the last ones slowly, so every position gets its own pattern. Each sine is paired ' +
          'with a cosine, so the model width must be even.',
        'Because of that pairing, the dot product of two of these vectors depends only on the ' +
          'distance between the positions (the similarity matrix shows it when the strength is above 0).',
        [
          {
            when: (f) => f.scheme === 'sinusoidal' && f.strength === 0,
            text: 'At strength 0 nothing is added: the tokens carry no position, and the shift test ' +
              'changes nothing.',
            asserts: ['strengthZero', 'shiftIdentical'],
          },
          {
            when: (f) => f.scheme === 'sinusoidal' && f.shiftChanged,
            text: 'Still, each token\'s input is content plus an absolute position, so here the shift ' +
              'test changes the weights.',
            asserts: ['shiftChanged'],
          },
          {
            text: 'Still, each token\'s input is content plus an absolute position, so moving the ' +
              'sentence later can change its weights.',
          },
        ],
      ],
    },
    learned: {
      title: 'Learned: one vector per position, from a table',
      paragraphs: [
        'Each position gets its own vector from a table, added to the token\'s embedding. Training ' +
          'learns the table.',
        [
          {
            when: (f) => f.scheme === 'learned' && f.modelKind === 'trained',
            text: 'Here it is the table the Train panel learned: what it made of neighbouring slots ' +
              'shows in the similarity matrix.',
            asserts: ['trainedModel'],
          },
          {
            when: (f) => f.scheme === 'learned' && f.modelKind === 'seeded',
            text: 'Here it is the table training would start from, seeded at random: every slot is ' +
              'distinct, but neighbouring slots are no more alike than distant ones.',
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
        'RoPE adds nothing to the vectors. It rotates each pair of query and key dimensions by an ' +
          'angle proportional to the position: p × θᵢ, with θᵢ = base^(−2i / head width). The ' +
          'matrix shows these angles in radians; the circle shows one pair of a query, the same ' +
          'vector placed at each position.',
        'Which dimensions form a pair: here, as in Su et al., adjacent ones (2i, 2i+1). Many ' +
          'libraries pair dimension i with i + d/2 instead; the two are the same up to a reordering ' +
          'of the dimensions.',
        'Moving the whole sentence later does change the rotated queries and keys, but the dot ' +
          'product of two rotated vectors depends on their positions only through the offset between ' +
          'them, and the values are not rotated: the weights and outputs stay the same.',
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
        'ALiBi adds nothing to the vectors. Each head subtracts slope × distance from the score ' +
          'between tokens i and j, so far tokens get less attention; heads with a larger slope look ' +
          'more locally.',
        [
          {
            when: (f) => f.scheme === 'alibi' && f.causal,
            text: 'With the causal mask on, this is ALiBi as Press et al. define it for causal ' +
              'language models: −slope × (i − j) for each earlier key j ≤ i, and later keys masked.',
            asserts: ['alibi', 'maskOn'],
          },
          {
            when: (f) => f.scheme === 'alibi' && !f.causal,
            text: 'With the causal mask off, this page uses the symmetric extension −slope × |i − j|, ' +
              'the same penalty looking back and ahead. It is a common extension, not in Press et al., ' +
              'who define ALiBi for causal models only.',
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
            text: 'A surprise of the symmetric form: |i − j| is the same after an exact reversal, and ' +
              'here the reversed sentence gets the same outputs, only reordered.',
            asserts: ['alibi', 'maskOff', 'reversed', 'equivariant'],
          },
          {
            text: 'A surprise of the symmetric form (mask off): |i − j| is the same after an exact ' +
              'reversal, so reversing the sentence only reorders the outputs. Under the causal form ' +
              '(mask on) it does not hold.',
          },
        ],
        'Under the symmetric form the designed previous-token head is the exception: it is told by ' +
          'index which slot is one back, a direction the symmetric bias does not carry.',
      ],
    },
    t5: {
      title: 'T5: a bias per relative offset, from buckets',
      paragraphs: [
        'T5 adds a bias to each score, looked up by the signed offset j − i in a table of buckets: ' +
          'one bucket per offset when near, coarser (logarithmic) buckets further out, one last ' +
          'bucket beyond the maximum distance. Each head has its own column of the table, which ' +
          'training learns.',
        [
          {
            when: (f) => f.scheme === 't5' && f.modelKind === 'trained',
            text: 'Here the table is the one the Train panel learned.',
            asserts: ['trainedModel'],
          },
          {
            when: (f) => f.scheme === 't5' && f.modelKind === 'seeded',
            text: 'Here the table is seeded at random, as training would start from.',
            asserts: ['seededModel'],
          },
          { text: '' },
        ],
        'With "both directions" on, looking back and looking ahead use separate buckets, so offsets ' +
          '−1 and +1 get different biases; with it off, every later token shares the bucket of the ' +
          'token itself.',
        'T5 itself does not divide q·k by √d. This page uses standard scaled attention, ' +
          'q·k ÷ √(head width), plus a T5-style bias, so the six schemes differ only in position.',
      ],
    },
  },
  similarity: {
    title: 'How alike two positions look',
    paragraphs: [
      'For each pair of positions, how alike the scheme itself makes them: the cosine of their ' +
        'added vectors (sinusoidal, learned), the average cosine of RoPE\'s rotation angle ' +
        'between them, ALiBi\'s distance penalty (first head), or 1 where T5 puts the two in the ' +
        'same bucket as a token and itself. The designed previous-token head scores keys by this ' +
        'closeness to the slot one back (for T5 it asks for the bucket of offset −1 directly). ' +
        'With no encoding it is all zeros: there is nothing to compare.',
    ],
  },
  bias: {
    title: 'Biases added to the scores',
    paragraphs: [
      'One matrix per head, added to the scaled scores before the softmax. It depends only on where ' +
        'the two tokens stand, never on which words they are.',
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
      'With an added encoding, each token\'s input is content + position, so the score of a query ' +
        'and a key splits into four terms: content·content (the two words), content·position and ' +
        'position·content (a word and a place), and position·position (two places). The four ' +
        'grids add up, cell by cell, to the raw score.',
      'With no encoding the three position terms are zero. ALiBi and T5 add their bias after ' +
        'this sum.',
    ],
  },
  decompositionRope: {
    title: 'Why RoPE has no four-term split',
    paragraphs: [
      'RoPE rotates the whole query and key instead of adding a position vector, so a score is ' +
        'not a sum of a content part and a position part: position acts on every content term ' +
        'at once. Its effect is in the angles above.',
    ],
  },
  shift: {
    title: 'Move the whole sentence later',
    paragraphs: [
      'The same sentence, placed at positions k to k + n − 1 with nothing before it. In RoPE, ALiBi ' +
        'and T5, position enters a score only through the offset between the two tokens, so the ' +
        'weights stay identical. Sinusoidal and learned add each position its own vector, so at a ' +
        'strength above 0 the weights change.',
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
        ...SHIFT_VERDICT.map((claim) => ({ ...claim, text: claim.asserts.includes('shiftIdentical')
          ? 'Here the weights are identical.' : 'Here the weights change.' })),
      ],
    ],
  },
  outputs: {
    title: 'What each token comes out as',
    paragraphs: [
      'One row per token, one column per dimension of its output vector. The second grid is the ' +
        'reordered run\'s outputs, put back in the original token order.',
      'With no positional encoding and no causal mask the two grids are identical, and two copies ' +
        'of the same word get identical rows. The outputs are equivariant: they move with their ' +
        'tokens. Only an order-blind summary of them, such as their mean, is invariant.',
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
