// Three published results the Train panel reproduces in miniature, one click each (and by link:
// #panel=train&preset=haviv, =length, =rope-scaling). `settings` are the panel's link properties
// (train-preset-settings.js: a link naming a preset always has its settings, state.js);
// `ropeScaling` adds the scaled copies of each trained RoPE model. What the paper found is stated
// here; what this run found is the reading (train/reading.js), checked against the numbers.
// The texts read their messages (text/en/train-presets.js) when read.
import { PRESET_SETTINGS } from './train-preset-settings.js';
import { t } from '../text/en/train-presets.js';

export const TRAIN_PRESETS = [
  {
    id: 'haviv',
    get title() { return t('train-presets.haviv.title'); },
    get reference() { return t('train-presets.haviv.reference'); },
    get found() { return t('train-presets.haviv.found'); },
    settings: PRESET_SETTINGS.haviv,
  },
  {
    id: 'length',
    get title() { return t('train-presets.length.title'); },
    get reference() { return t('train-presets.length.reference'); },
    get found() { return t('train-presets.length.found'); },
    settings: PRESET_SETTINGS.length,
  },
  {
    id: 'rope-scaling',
    get title() { return t('train-presets.ropeScaling.title'); },
    get reference() { return t('train-presets.ropeScaling.reference'); },
    get found() { return t('train-presets.ropeScaling.found'); },
    settings: PRESET_SETTINGS['rope-scaling'],
    ropeScaling: { factor: 2, fineTuneSteps: 100 },
  },
];

export const presetById = (id) => TRAIN_PRESETS.find((p) => p.id === id) ?? null;
