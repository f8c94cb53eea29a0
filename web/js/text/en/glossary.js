// The English messages of the Train panel's glossary (views/train/train-glossary.js): the words the
// panel uses without explaining them where they stand. See text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'glossary.words': 'New words here:',
  'glossary.title': 'Words this panel uses',
  'glossary.residual': 'residual connection',
  'glossary.residual.text': 'The layer’s input is added back to what attention returns, so each word keeps its own vector and attention adds to it rather than replacing it.',
  'glossary.readout': 'linear readout',
  'glossary.readout.text': 'The last step, which turns the model’s vector into an answer: one multiplication by a matrix, giving a score to each possible answer. Here it reads the mean of the words’ vectors.',
  'glossary.adam': 'Adam',
  'glossary.adam.text': 'The rule that changes the weights at each training step (Kingma and Ba 2015): every weight moves against its gradient, scaled by running averages of its past gradients, so weights with small or noisy gradients still learn at a steady pace.',
  'glossary.crossEntropy': 'cross-entropy',
  'glossary.crossEntropy.text': 'The loss that training lowers: minus the logarithm of the probability the model gave the right answer. It is 0 when the model is sure and right, and grows as that probability falls; guessing evenly among n answers gives ln n.',
  'glossary.ntk': 'NTK-aware scaling',
  'glossary.ntk.text': 'A way to stretch RoPE to sentences longer than it was trained on (bloc97, 2023). Position interpolation slows every rotation by the same factor; NTK-aware scaling raises RoPE’s base instead, so the slow pairs stretch a lot and the fast pairs, which tell neighbours apart, hardly at all.',
});
