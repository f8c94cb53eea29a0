// The English messages of the Train panel's presets (content/train-presets.js): see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'train-presets.haviv.title': 'No position, causal mask',
  'train-presets.haviv.reference': 'Haviv, Ram, Press, Izsak and Levy 2022, "Transformer Language Models without Positional Encodings Still Learn Positional Information" (Findings of EMNLP)',
  'train-presets.haviv.found': 'Causal language models with no positional encoding at all train nearly as well as those with one: the mask alone lets them work out position, while a model without the mask cannot.',
  'train-presets.length.title': 'Train short, test long',
  'train-presets.length.reference': 'Press, Smith and Lewis 2021, "Train Short, Test Long: Attention with Linear Biases Enables Input Length Extrapolation" (ICLR 2022); Kazemnejad et al. 2023, "The Impact of Positional Encoding on Length Generalization in Transformers" (NeurIPS)',
  'train-presets.length.found': 'Trained on short inputs, a learned or sinusoidal table falls apart on longer ones, while ALiBi (and, in Kazemnejad et al.\'s decoder-only models, no positional encoding at all) holds up far better.',
  'train-presets.ropeScaling.title': 'RoPE beyond its training length',
  'train-presets.ropeScaling.reference': 'Chen, Wong, Chen and Tian 2023, "Extending Context Window of Large Language Models via Positional Interpolation"; NTK-aware scaled RoPE (bloc97, 2023)',
  'train-presets.ropeScaling.found': 'Position interpolation divides every position by the stretch factor; it needs a short fine-tuning (about 1,000 steps in the paper) and then works well. NTK-aware scaling raises RoPE\'s base instead and works passably with no fine-tuning at all.',
});
