// The link properties each of the Train panel's presets (content/train-presets.js) sets: data only,
// so the link's reader (state/state.js) can hold a preset to its settings without the presets' texts.
import { SCHEMES } from '../schemes/schemes.js';

export const PRESET_SETTINGS = {
  haviv: { task: 'who-did-it', trainSchemes: ['none', 'learned'], trainMask: 'both', trainSeeds: 3, trainSteps: 200, trainHeads: 2, trainWidth: 16 },
  length: { task: 'who-did-it', trainSchemes: SCHEMES, trainMask: 'on', trainSeeds: 3, trainSteps: 200, trainHeads: 2, trainWidth: 16 },
  'rope-scaling': { task: 'previous-token', trainSchemes: ['rope'], trainMask: 'off', trainSeeds: 3, trainSteps: 200, trainHeads: 2, trainWidth: 16 },
};
