// The reading of a finished run: each sentence is a claim, a condition and an assertion kept side
// by side as data, shown only when its condition holds for the measured numbers. Conditions speak
// of every seed (the lowest or the highest of them), so a sentence states only what holds across
// the seeds. tests/web/train-reading.test.mjs checks them against a grid of real runs.
//
// facts: {task, heads, slopes, chance, factors, groups: summarise(results)} (session.js); each group
// is {scheme, variant, causal, seeds, mean, min, max}, one number per factor.
import { SCHEME_PHRASES, RELATIVE_SCHEMES as RELATIVE } from '../schemes/schemes.js';
import { t } from '../text/en/train.js';
import { formatNumber } from '../util/format.js';
import { formatPercent, formatSignificant } from '../util/format-more.js';

const NAMES = Object.fromEntries(Object.entries(SCHEME_PHRASES).map(([s, phrase]) => [s, phrase[0].toUpperCase() + phrase.slice(1)]));
export const CEILING = 0.5;  // who-did-it: an order-blind model names the same noun for both orders
const percent = (x) => formatPercent(x);
// The slopes of one or two heads (the claims that list them hold for at most two): "0.0625 and 0.00391".
const slopeList = (slopes) => {
  const [first, second] = slopes.map((m) => formatSignificant(m));
  return second === undefined ? first : t('train.both', { first, second });
};
const range = (g, k) => (percent(g.min[k]) === percent(g.max[k]) ? percent(g.min[k]) : `${percent(g.min[k])}–${percent(g.max[k])}`);
// Lower case inside a sentence, except names that are capitals throughout (RoPE, ALiBi, T5).
export const inSentence = (name) => (/^[A-Z][a-z]*(\s|$)/.test(name) ? name[0].toLowerCase() + name.slice(1) : name);
// No encoding has a name of its own: its phrase fits no '{scheme} with the mask' frame in every language.
export const groupName = (g) => (g.scheme === 'none' ? t('train.groupNoPosition', { causal: Boolean(g.causal) })
  : t('train.group', { scheme: NAMES[g.scheme], variant: g.variant, causal: Boolean(g.causal) }));

const at = (facts, factor) => facts.factors.indexOf(factor);
const find = (facts, scheme, causal, variant = '') => facts.groups.find((g) => g.scheme === scheme && g.causal === causal && g.variant === variant);
const bases = (facts) => facts.groups.filter((g) => !g.variant);

// The length preset's papers: in Press et al. 2021 learned and sinusoidal tables fall apart on
// longer inputs and ALiBi holds up; in Kazemnejad et al. 2023's decoders no position at all holds up.
// With the mask, a scheme that learned the task (every seed above 90%) either falls apart (every
// seed loses over 20 points at 4x) or holds up (none loses over 20).
const PAPER_EXPECTS = { learned: 'falls', sinusoidal: 'falls', alibi: 'holds', none: 'holds' };
const PAPER_OF = { none: 'kazemnejad' };
const learnedTask = (f, scheme) => { const g = find(f, scheme, true); return g && g.min[0] > 0.9 ? g : null; };
const fallsApart = (f, g) => g.max[at(f, 4)] < g.min[0] - 0.2;
const holdsUp = (f, g) => g.min[at(f, 4)] >= g.max[0] - 0.2;
function paperText(f, agrees) {
  const items = Object.keys(PAPER_EXPECTS).filter((scheme) => {
    const g = learnedTask(f, scheme);
    if (!g || at(f, 4) < 0) return false;
    const found = fallsApart(f, g) ? 'falls' : holdsUp(f, g) ? 'holds' : null;
    return found && (found === PAPER_EXPECTS[scheme]) === agrees;
  }).map((scheme) => {
    const g = learnedTask(f, scheme);
    return t(agrees ? 'train.paperAgreesItem' : 'train.paperDisagreesItem', { group: inSentence(groupName(g)), paper: PAPER_EXPECTS[scheme], source: PAPER_OF[scheme] ?? 'press',
      trained: range(g, 0), longer: range(g, at(f, 4)) });
  });
  return items.length ? t(agrees ? 'train.paperAgrees' : 'train.paperDisagrees', { items: items.join('; ') }) : '';
}

// The rope-scaling preset's copies of the plain RoPE model (b): untouched or fine-tuned, scaled or not.
const ropeBase = (f) => find(f, 'rope', false) ?? find(f, 'rope', true);
const ropeCopy = (f, variant) => { const b = ropeBase(f); return b ? find(f, 'rope', b.causal, variant) : undefined; };
const means = (g, f, factors) => factors.map((x) => percent(g.mean[at(f, x)])).join('/');

export const READINGS = [
  {
    id: 'order-blind',
    when: (f) => f.task === 'who-did-it' && find(f, 'none', false)?.max[0] <= CEILING,
    text: (f) => t('train.orderBlind', { range: range(find(f, 'none', false), 0) }),
  },
  {
    id: 'below-ceiling',
    when: (f) => f.task === 'who-did-it' && find(f, 'none', false)?.max[at(f, 4)] < CEILING - 0.05,
    text: (f) => t('train.belowCeiling', { range: range(find(f, 'none', false), at(f, 4)) }),
  },
  {
    id: 'haviv',
    when: (f) => find(f, 'none', true)?.min[0] > 0.9 && (!find(f, 'none', false) || find(f, 'none', false).max[0] < find(f, 'none', true).min[0] - 0.2),
    text: (f) => t('train.haviv', { range: range(find(f, 'none', true), 0) }),
  },
  {
    id: 'learned-task',
    when: (f) => bases(f).some((g) => g.scheme !== 'none' && g.min[0] > 0.95),
    text: (f) => {
      const passing = bases(f).filter((g) => g.scheme !== 'none' && g.min[0] > 0.95);
      return t('train.learnedTask', { groups: passing.map((g) => inSentence(groupName(g))).join('; ') });
    },
  },
  {
    id: 'none-passed',
    when: (f) => bases(f).length > 0 && bases(f).every((g) => g.max[0] <= 0.95),
    text: () => t('train.nonePassed'),
  },
  {
    id: 'learned-drop',
    when: (f) => bases(f).some((g) => g.scheme === 'learned' && g.min[0] > 0.9 && g.max[at(f, 2)] < g.min[0] - 0.2),
    text: (f) => {
      const g = bases(f).find((x) => x.scheme === 'learned' && x.min[0] > 0.9 && x.max[at(f, 2)] < x.min[0] - 0.2);
      return t('train.learnedDrop', { group: groupName(g), from: range(g, 0), to: range(g, at(f, 2)) });
    },
  },
  {
    // The best at 4x must beat every other scheme on every seed: its lowest above their highest.
    id: 'holds-up',
    when: (f) => {
      const k = at(f, 4), list = bases(f).filter((g) => g.min[0] > 0.9);
      const top = list.reduce((a, g) => (!a || g.mean[k] > a.mean[k] ? g : a), null);
      return top && list.length > 1 && list.every((g) => g === top || g.max[k] < top.min[k]);
    },
    text: (f) => {
      const k = at(f, 4), list = bases(f).filter((g) => g.min[0] > 0.9);
      const top = list.reduce((a, g) => (!a || g.mean[k] > a.mean[k] ? g : a), null);
      return t('train.holdsUp', { group: inSentence(groupName(top)), range: range(top, k), relative: RELATIVE.includes(top.scheme) });
    },
  },
  {
    id: 'seeds-overlap',
    when: (f) => {
      const k = at(f, 4), list = bases(f).filter((g) => g.min[0] > 0.9);
      const top = list.reduce((a, g) => (!a || g.mean[k] > a.mean[k] ? g : a), null);
      return top && list.length > 1 && !list.every((g) => g === top || g.max[k] < top.min[k]);
    },
    text: () => t('train.seedsOverlap'),
  },
  {
    id: 'alibi-left-right',
    when: (f) => f.task === 'previous-token' && find(f, 'alibi', false)?.max[0] < 0.7,
    text: (f) => t('train.alibiLeftRight', { range: range(find(f, 'alibi', false), 0) }),
  },
  {
    id: 'alibi-causal',
    when: (f) => find(f, 'alibi', true)?.min[0] > 0.9,
    text: (f) => t('train.alibiCausal', { trained: range(find(f, 'alibi', true), 0), longer: range(find(f, 'alibi', true), at(f, 4)) }),
  },
  {
    id: 'alibi-flat',
    when: (f) => f.task === 'who-did-it' && f.heads <= 2 && find(f, 'alibi', false)?.max[0] < 0.6,
    text: (f) => t('train.alibiFlat', { heads: f.heads, slopes: slopeList(f.slopes), change: formatNumber(7 * Math.max(...f.slopes), 2), range: range(find(f, 'alibi', false), 0) }),
  },
  {
    id: 'alibi-flat-causal',
    when: (f) => f.task === 'previous-token' && f.heads <= 2 && find(f, 'alibi', true)?.max[0] < 0.7,
    text: (f) => t('train.alibiFlatCausal', { heads: f.heads, range: range(find(f, 'alibi', true), 0), slopes: slopeList(f.slopes) }),
  },
  {
    id: 'pi-untuned',
    when: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), g = b && find(f, 'rope', b.causal, 'interpolation'); return g && g.max[0] < b.min[0] - 0.2; },
    text: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), g = find(f, 'rope', b.causal, 'interpolation'); return t('train.piUntuned', { scaled: range(g, 0), unscaled: range(b, 0) }); },
  },
  {
    id: 'ntk-beats-pi',
    when: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), pi = b && find(f, 'rope', b.causal, 'interpolation'), ntk = b && find(f, 'rope', b.causal, 'ntk'); return pi && ntk && ntk.min[at(f, 2)] > pi.max[at(f, 2)]; },
    text: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), pi = find(f, 'rope', b.causal, 'interpolation'), ntk = find(f, 'rope', b.causal, 'ntk'); return t('train.ntkBeatsPi', { ntk: range(ntk, at(f, 2)), pi: range(pi, at(f, 2)) }); },
  },
  {
    // The control: untuned NTK against RoPE left as trained, by the seeds' means at 1x, 2x and 4x.
    id: 'ntk-below-plain',
    when: (f) => { const b = ropeBase(f), ntk = ropeCopy(f, 'ntk'); return ntk && [1, 2, 4].every((x) => at(f, x) >= 0 && ntk.mean[at(f, x)] < b.mean[at(f, x)]); },
    text: (f) => t('train.ntkBelowPlain', { ntk: means(ropeCopy(f, 'ntk'), f, [1, 2, 4]), plain: means(ropeBase(f), f, [1, 2, 4]) }),
  },
  {
    id: 'pi-tuned',
    when: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), g = b && find(f, 'rope', b.causal, 'interpolation-tuned'); return g && g.min[at(f, 2)] > 0.9; },
    text: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), g = find(f, 'rope', b.causal, 'interpolation-tuned'); return t('train.piTuned', { range: range(g, at(f, 2)) }); },
  },
  {
    // The control for fine-tuning: plain RoPE fine-tuned the same way on the longer sentences, no
    // scaling. Interpolation's gain is its own only where it beats that on every seed.
    id: 'scaling-adds',
    when: (f) => { const pi = ropeCopy(f, 'interpolation-tuned'), plain = ropeCopy(f, 'tuned'); return pi && plain && pi.min[at(f, 2)] > plain.max[at(f, 2)]; },
    text: (f) => t('train.scalingAdds', { plain: range(ropeCopy(f, 'tuned'), at(f, 2)), pi: range(ropeCopy(f, 'interpolation-tuned'), at(f, 2)) }),
  },
  {
    id: 'tuning-alone',
    when: (f) => { const pi = ropeCopy(f, 'interpolation-tuned'), plain = ropeCopy(f, 'tuned'); return pi && plain && plain.max[at(f, 2)] >= pi.min[at(f, 2)]; },
    text: (f) => t('train.tuningAlone', { plain: range(ropeCopy(f, 'tuned'), at(f, 2)), pi: range(ropeCopy(f, 'interpolation-tuned'), at(f, 2)),
      better: ropeCopy(f, 'tuned').min[at(f, 2)] > ropeCopy(f, 'interpolation-tuned').max[at(f, 2)] }),
  },
  {
    // Where this run agrees with Press et al. 2021 and where it does not (the length preset).
    id: 'paper-agrees',
    when: (f) => paperText(f, true) !== '',
    text: (f) => paperText(f, true),
  },
  {
    id: 'paper-disagrees',
    when: (f) => paperText(f, false) !== '',
    text: (f) => paperText(f, false),
  },
];

export function readingFor(facts) {
  return READINGS.filter((r) => r.when(facts)).map((r) => ({ id: r.id, text: r.text(facts) }));
}
