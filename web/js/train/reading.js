// The reading of a finished run: each sentence is a claim, a condition and an assertion kept side
// by side as data, shown only when its condition holds for the measured numbers. Conditions speak
// of every seed (the lowest or the highest of them), so a sentence states only what holds across
// the seeds. tests/web/train-reading.test.mjs checks them against a grid of real runs.
//
// facts: {task, heads, slopes, chance, factors, groups: summarise(results)} (session.js); each group
// is {scheme, variant, causal, seeds, mean, min, max}, one number per factor.
import { SCHEME_PHRASES, RELATIVE_SCHEMES as RELATIVE } from '../state/schemes.js';

const NAMES = Object.fromEntries(Object.entries(SCHEME_PHRASES).map(([s, phrase]) => [s, phrase[0].toUpperCase() + phrase.slice(1)]));
const VARIANTS = { interpolation: 'with position interpolation', ntk: 'with NTK-aware scaling',
  'interpolation-tuned': 'with position interpolation and fine-tuning', 'ntk-tuned': 'with NTK-aware scaling and fine-tuning' };
export const CEILING = 0.5;  // who-did-it: an order-blind model names the same noun for both orders
const percent = (x) => `${(100 * x).toFixed(1)}%`;
const range = (g, k) => (g.min[k] === g.max[k] ? percent(g.min[k]) : `${percent(g.min[k])}–${percent(g.max[k])}`);
// Lower case inside a sentence, except names that are capitals throughout (RoPE, ALiBi, T5).
export const inSentence = (name) => (/^[A-Z][a-z]*(\s|$)/.test(name) ? name[0].toLowerCase() + name.slice(1) : name);
export const groupName = (g) => `${NAMES[g.scheme]}${g.variant ? ` ${VARIANTS[g.variant]}` : ''}${g.causal ? ' with the mask' : ' without the mask'}`;

const at = (facts, factor) => facts.factors.indexOf(factor);
const find = (facts, scheme, causal, variant = '') => facts.groups.find((g) => g.scheme === scheme && g.causal === causal && g.variant === variant);
const bases = (facts) => facts.groups.filter((g) => !g.variant);

export const READINGS = [
  {
    id: 'order-blind',
    when: (f) => f.task === 'who-did-it' && find(f, 'none', false)?.max[0] <= CEILING,
    text: (f) => `Without position or mask the model is order-blind: ${range(find(f, 'none', false), 0)} at the training lengths, at most the 50% line. A sentence and the same words with the nouns swapped are one set of words to it, so both get the same answer.`,
  },
  {
    id: 'below-ceiling',
    when: (f) => f.task === 'who-did-it' && find(f, 'none', false)?.max[at(f, 4)] < CEILING - 0.05,
    text: (f) => `On sentences four times as long it falls below that line (${range(find(f, 'none', false), at(f, 4))}): it names nouns that are not in the sentence at all.`,
  },
  {
    id: 'haviv',
    when: (f) => find(f, 'none', true)?.min[0] > 0.9 && (!find(f, 'none', false) || find(f, 'none', false).max[0] < find(f, 'none', true).min[0] - 0.2),
    text: (f) => `With the causal mask and no positional encoding at all, the model learns the task: ${range(find(f, 'none', true), 0)} over the seeds at the training lengths (Haviv et al. 2022). Each word sees only the words before it, so how many it sees tells it where it is.`,
  },
  {
    id: 'learned-task',
    when: (f) => bases(f).some((g) => g.scheme !== 'none' && g.min[0] > 0.95),
    text: (f) => {
      const passing = bases(f).filter((g) => g.scheme !== 'none' && g.min[0] > 0.95);
      return `Above 95% on every seed at the training lengths: ${passing.map((g) => inSentence(groupName(g))).join('; ')}.`;
    },
  },
  {
    id: 'none-passed',
    when: (f) => bases(f).length > 0 && bases(f).every((g) => g.max[0] <= 0.95),
    text: () => 'No scheme passed 95% at the training lengths on any seed yet: train for more steps.',
  },
  {
    id: 'learned-drop',
    when: (f) => bases(f).some((g) => g.scheme === 'learned' && g.min[0] > 0.9 && g.max[at(f, 2)] < g.min[0] - 0.2),
    text: (f) => {
      const g = bases(f).find((x) => x.scheme === 'learned' && x.min[0] > 0.9 && x.max[at(f, 2)] < x.min[0] - 0.2);
      return `${groupName(g)} drops from ${range(g, 0)} to ${range(g, at(f, 2))} at twice the training length: the table's rows past the longest training sentence were never trained.`;
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
      return `Of the schemes that learned the task, ${inSentence(groupName(top))} holds up best on sentences four times as long, on every seed: ${range(top, k)}${RELATIVE.includes(top.scheme) ? ', a relative scheme' : ''}.`;
    },
  },
  {
    id: 'seeds-overlap',
    when: (f) => {
      const k = at(f, 4), list = bases(f).filter((g) => g.min[0] > 0.9);
      const top = list.reduce((a, g) => (!a || g.mean[k] > a.mean[k] ? g : a), null);
      return top && list.length > 1 && !list.every((g) => g === top || g.max[k] < top.min[k]);
    },
    text: () => 'At four times the training length no scheme beats all the others on every seed: their spreads overlap, so one seed cannot rank them.',
  },
  {
    id: 'alibi-left-right',
    when: (f) => f.task === 'previous-token' && find(f, 'alibi', false)?.max[0] < 0.7,
    text: (f) => `Without the mask ALiBi here is the common symmetric extension −m·|i−j|: the word before and the word after get the same bias, so it cannot tell left from right (${range(find(f, 'alibi', false), 0)} on previous-token).`,
  },
  {
    id: 'alibi-causal',
    when: (f) => find(f, 'alibi', true)?.min[0] > 0.9,
    text: (f) => `With the mask ALiBi is the paper's causal form, −m·(i−j) on the words before: ${range(find(f, 'alibi', true), 0)} at the training lengths, ${range(find(f, 'alibi', true), at(f, 4))} at four times.`,
  },
  {
    id: 'alibi-flat',
    when: (f) => f.task === 'who-did-it' && f.heads <= 2 && find(f, 'alibi', false)?.max[0] < 0.6,
    text: (f) => `With ${f.heads} head${f.heads === 1 ? '' : 's'} the paper's slopes are ${f.slopes.map((m) => m.toPrecision(3)).join(' and ')}: across an 8-token sentence the bias changes by at most ${(7 * Math.max(...f.slopes)).toFixed(2)}, nearly flat, so symmetric ALiBi stays at ${range(find(f, 'alibi', false), 0)}. The schedule starts at 2^(−8/heads): more heads give steeper slopes.`,
  },
  {
    id: 'alibi-flat-causal',
    when: (f) => f.task === 'previous-token' && f.heads <= 2 && find(f, 'alibi', true)?.max[0] < 0.7,
    text: (f) => `Even with the mask, ALiBi with ${f.heads} head${f.heads === 1 ? '' : 's'} reaches only ${range(find(f, 'alibi', true), 0)} on previous-token: its slopes (${f.slopes.map((m) => m.toPrecision(3)).join(' and ')}) are so flat that the word just before gets nearly the same bias as the word itself and the ones before it.`,
  },
  {
    id: 'pi-untuned',
    when: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), g = b && find(f, 'rope', b.causal, 'interpolation'); return g && g.max[0] < b.min[0] - 0.2; },
    text: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), g = find(f, 'rope', b.causal, 'interpolation'); return `Position interpolation without fine-tuning hurts even at the training lengths (${range(g, 0)}, against ${range(b, 0)} unscaled): it turns neighbouring words by half the angle the model learned.`; },
  },
  {
    id: 'ntk-beats-pi',
    when: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), pi = b && find(f, 'rope', b.causal, 'interpolation'), ntk = b && find(f, 'rope', b.causal, 'ntk'); return pi && ntk && ntk.min[at(f, 2)] > pi.max[at(f, 2)]; },
    text: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), pi = find(f, 'rope', b.causal, 'interpolation'), ntk = find(f, 'rope', b.causal, 'ntk'); return `Untuned, NTK-aware scaling beats interpolation at twice the length on every seed (${range(ntk, at(f, 2))} against ${range(pi, at(f, 2))}): it leaves the fast pairs, which tell neighbours apart, almost as trained.`; },
  },
  {
    id: 'pi-tuned',
    when: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), g = b && find(f, 'rope', b.causal, 'interpolation-tuned'); return g && g.min[at(f, 2)] > 0.9; },
    text: (f) => { const b = find(f, 'rope', false) ?? find(f, 'rope', true), g = find(f, 'rope', b.causal, 'interpolation-tuned'); return `A few fine-tuning steps on the longer sentences mend interpolation: ${range(g, at(f, 2))} at twice the length (Chen et al. 2023).`; },
  },
];

export function readingFor(facts) {
  return READINGS.filter((r) => r.when(facts)).map((r) => ({ id: r.id, text: r.text(facts) }));
}
