// Three published results the Train panel reproduces in miniature, one click each (and by link:
// #panel=train&preset=haviv, =length, =rope-scaling). `settings` are the panel's link properties;
// `ropeScaling` adds the scaled copies of each trained RoPE model. What the paper found is stated
// here; what this run found is the reading (train/reading.js), checked against the numbers.
// The texts read their messages (text/en/train-presets.js) when read.
import { SCHEMES } from '../schemes/schemes.js';
import { t } from '../text/en/train-presets.js';

export const TRAIN_PRESETS = [
  {
    id: 'haviv',
    get title() { return t('train-presets.haviv.title'); },
    get reference() { return t('train-presets.haviv.reference'); },
    get found() { return t('train-presets.haviv.found'); },
    settings: { task: 'who-did-it', trainSchemes: ['none', 'learned'], trainMask: 'both', trainSeeds: 3, trainSteps: 200, trainHeads: 2, trainWidth: 16 },
  },
  {
    id: 'length',
    get title() { return t('train-presets.length.title'); },
    get reference() { return t('train-presets.length.reference'); },
    get found() { return t('train-presets.length.found'); },
    settings: { task: 'who-did-it', trainSchemes: SCHEMES, trainMask: 'on', trainSeeds: 3, trainSteps: 200, trainHeads: 2, trainWidth: 16 },
  },
  {
    id: 'rope-scaling',
    get title() { return t('train-presets.ropeScaling.title'); },
    get reference() { return t('train-presets.ropeScaling.reference'); },
    get found() { return t('train-presets.ropeScaling.found'); },
    settings: { task: 'previous-token', trainSchemes: ['rope'], trainMask: 'off', trainSeeds: 3, trainSteps: 200, trainHeads: 2, trainWidth: 16 },
    ropeScaling: { factor: 2, fineTuneSteps: 100 },
  },
];

export const presetById = (id) => TRAIN_PRESETS.find((p) => p.id === id) ?? null;
