// Three published results the Train panel reproduces in miniature, one click each (and by link:
// #panel=train&preset=haviv, =length, =rope-scaling). `settings` are the panel's link properties;
// `ropeScaling` adds the scaled copies of each trained RoPE model. What the paper found is stated
// here; what this run found is the reading (train/reading.js), checked against the numbers.
import { SCHEMES } from '../state/schemes.js';

export const TRAIN_PRESETS = [
  {
    id: 'haviv',
    title: 'No position, causal mask',
    reference: 'Haviv, Ram, Press, Izsak and Levy 2022, "Transformer Language Models without Positional Encodings Still Learn Positional Information" (Findings of EMNLP)',
    found: 'Causal language models with no positional encoding at all train nearly as well as those with one: the mask alone lets them work out position, while a model without the mask cannot.',
    settings: { task: 'who-did-it', trainSchemes: ['none', 'learned'], trainMask: 'both', trainSeeds: 3, trainSteps: 200, trainHeads: 2, trainWidth: 16 },
  },
  {
    id: 'length',
    title: 'Train short, test long',
    reference: 'Press, Smith and Lewis 2021, "Train Short, Test Long: Attention with Linear Biases Enables Input Length Extrapolation" (ICLR 2022); Kazemnejad et al. 2023, "The Impact of Positional Encoding on Length Generalization in Transformers" (NeurIPS)',
    found: 'Trained on short inputs, a learned or sinusoidal table falls apart on longer ones, while ALiBi (and, in Kazemnejad et al.\'s decoder-only models, no positional encoding at all) holds up far better.',
    settings: { task: 'who-did-it', trainSchemes: SCHEMES, trainMask: 'on', trainSeeds: 3, trainSteps: 200, trainHeads: 2, trainWidth: 16 },
  },
  {
    id: 'rope-scaling',
    title: 'RoPE beyond its training length',
    reference: 'Chen, Wong, Chen and Tian 2023, "Extending Context Window of Large Language Models via Positional Interpolation"; NTK-aware scaled RoPE (bloc97, 2023)',
    found: 'Position interpolation divides every position by the stretch factor; it needs a short fine-tuning (about 1,000 steps in the paper) and then works well. NTK-aware scaling raises RoPE\'s base instead and works passably with no fine-tuning at all.',
    settings: { task: 'previous-token', trainSchemes: ['rope'], trainMask: 'off', trainSeeds: 3, trainSteps: 200, trainHeads: 2, trainWidth: 16 },
    ropeScaling: { factor: 2, fineTuneSteps: 100 },
  },
];

export const presetById = (id) => TRAIN_PRESETS.find((p) => p.id === id) ?? null;
