// The English of the training module's own codes (wasm/train_values.cpp: its calls' checks and
// bounds), loaded with the Train panel; errorText (errors.js) words them once this file is loaded.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'errors.too-many-trainers': 'Too many models are training at once; release some first.',
  'errors.no-trainer': 'There is no trainer with this id (it was released or never made).',
  'errors.too-many-steps': '{steps} steps at these settings are more work than one call may do (at most {most} steps here); take fewer steps per call.',
  'errors.no-training-sentences': 'This trainer has no training sentences left to draw.',
  'errors.training-diverged': 'Training diverged: step {step} gave a loss that is not a finite number; lower the learning rate.',
  'errors.length-table-too-much': 'Testing every length at these settings is more work than one call may do; ask heldOutAccuracy for one length at a time.',
  'errors.unknown-length-factor': 'Test lengths are 1, 1.5, 2, 3, 4 or 8 times the training lengths.',
  'errors.test-too-much': 'Testing {sentences} sentences at this length and these settings is more work than one call may do; use fewer testExamples.',
  'errors.fine-tune-factor': 'Fine-tune at {min} to {max} times the training lengths.',
  'errors.expected-list': '{field} must be a list, not {value}.',
  'errors.too-many-words': 'At most {limit} words.',
  'errors.model-not-finite': "The model's weights give numbers that are not finite when it runs.",
});
