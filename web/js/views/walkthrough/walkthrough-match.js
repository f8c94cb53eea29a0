// The numbers of each walkthrough step for the worked example (the core's cricket scenario, under
// the names of the chosen analogy: walkthrough.js), as the core returned them:
// vectors as labelled bars and tables, formulas with the numbers filled in. The other phase's
// numbers are ghosted beside the current ones, so a phase switch shows what moved.
import { element } from '../../util/dom.js';
import { formatNumber, formatShort, matrixRow } from '../../util/format.js';
import { sequentialColour } from '../../colour/scales.js';
import { createHeatmap } from '../shared/heatmap.js';
import { barList } from '../shared/bars.js';
import { productSum, vectorText, formulaLine, power } from '../shared/formula.js';
import { t } from '../../text/en/walkthrough.js';

const formatWeight = (value) => formatNumber(value, 3);

function heading(text) {
  return element('h4', { className: 'walk-subtitle', text });
}

function hint(text) {
  return element('p', { className: 'hint', text });
}

function queryLine(walk) {
  return element('p', { className: 'walk-vector' }, [
    element('span', { className: 'walk-vector-name', text: 'q = ' }),
    vectorText(walk.query, formatShort),
  ]);
}

function table(holder, { matrix, rowLabels, colLabels, caption, describe }) {
  let hi = 0;
  for (const v of matrix.data) hi = Math.max(hi, v);
  createHeatmap(holder, { caption }).render({
    matrix, rowLabels, colLabels, describe,
    colour: (v) => sequentialColour(v, 0, hi),
    cellText: formatShort,
  });
  return holder;
}

function queryStep(walk, other) {
  return [
    heading(t('walkthrough.queryTitle', { asker: walk.names.asker, phase: walk.phaseLabel })),
    barList({
      caption: t('walkthrough.queryBars', { phase: walk.phaseLabel }),
      items: walk.keyFeatures.map((label, j) => ({ label, value: walk.query[j], compare: other.query[j] })),
      max: Math.max(...walk.query, ...other.query), format: formatShort, currentLabel: walk.phaseLabel, compareLabel: other.phaseLabel,
    }),
    hint(t('walkthrough.scale', { scale: walk.queryScale })),
    queryLine(walk),
  ];
}

function keysStep(walk) {
  const holder = table(element('div'), {
    matrix: walk.keys, rowLabels: walk.bowlers, colLabels: walk.keyFeatures,
    caption: t('walkthrough.keysTitle', { row: walk.names.row, phase: walk.phaseLabel }),
    describe: (r, c, v) => t('walkthrough.cell', { row: walk.bowlers[r], col: walk.keyFeatures[c], value: formatShort(v) }),
  });
  const scale = hint(t('walkthrough.scale', { scale: walk.keyScale }));
  if (walk.bowlerDescriptions.length === 0) return [holder, scale, queryLine(walk)];
  const bowlers = element('dl', { className: 'walk-bowlers' });
  walk.bowlers.forEach((name, i) => bowlers.append(
    element('dt', { text: name }), element('dd', { text: walk.bowlerDescriptions[i] })));
  return [holder, scale, queryLine(walk), bowlers];
}

function dotStep(walk) {
  const d = walk.keys.cols;
  const list = element('ol', { className: 'formulas', attrs: { 'aria-label': t('walkthrough.dotProducts') } });
  walk.bowlers.forEach((name, i) => {
    const key = matrixRow(walk.keys, i);
    list.append(formulaLine({
      label: `q·k(${name}) = `, index: i,
      left: productSum(Array.from(walk.query, (q, j) => [q, key[j]]), { formatLeft: formatShort }),
      result: formatShort(walk.dotProducts[i]),
    }));
  });
  return [heading(t('walkthrough.dotTitle', { count: d })), queryLine(walk), list];
}

function scaleStep(walk) {
  const d = walk.keys.cols;
  const root = `√${d}`;
  const list = element('ol', { className: 'formulas', attrs: { 'aria-label': t('walkthrough.scaledScores') } });
  walk.bowlers.forEach((name, i) => list.append(formulaLine({
    label: `${name}: `, index: i,
    left: `${formatShort(walk.dotProducts[i])} ÷ ${root}`,
    result: formatShort(walk.scores[i]),
  })));
  return [
    heading(t('walkthrough.scaleTitle', { width: d })),
    element('p', { className: 'walk-vector', text: `${root} ≈ ${formatShort(Math.sqrt(d), 3)}` }),
    list,
  ];
}

function softmaxStep(walk, other) {
  const total = [];
  Array.from(walk.scores).forEach((s, i) => {
    if (i > 0) total.push(' + ');
    total.push(power('e', formatShort(s)));
  });
  const formula = element('p', { className: 'walk-formula' }, [
    `${walk.names.weightOf} = `, power('e', walk.names.itsScore), ' ÷ (', ...total, ')',
  ]);
  return [
    heading(t('walkthrough.weightsTitle', { phase: walk.phaseLabel })),
    formula,
    barList({
      caption: t('walkthrough.weightBars', { phase: walk.phaseLabel }),
      items: walk.bowlers.map((label, i) => ({ label, value: walk.weights[i], compare: other.weights[i] })),
      max: 1, format: formatWeight, currentLabel: walk.phaseLabel, compareLabel: other.phaseLabel,
    }),
    hint(t('walkthrough.addUp')),
  ];
}

function outputStep(walk, other) {
  const holder = table(element('div'), {
    matrix: walk.values, rowLabels: walk.bowlers, colLabels: walk.valueFeatures,
    caption: walk.names.valuesCaption,
    describe: (r, c, v) => t('walkthrough.cell', { row: walk.bowlers[r], col: walk.valueFeatures[c], value: formatShort(v) }),
  });
  const list = element('ol', { className: 'formulas', attrs: { 'aria-label': t('walkthrough.weightedSums') } });
  walk.valueFeatures.forEach((feature, c) => {
    const column = walk.bowlers.map((_, i) => [walk.weights[i], walk.values.data[i * walk.values.cols + c]]);
    list.append(formulaLine({
      label: `${feature}: `, index: c,
      left: productSum(column, { formatLeft: formatWeight, formatRight: formatShort }),
      result: formatWeight(walk.output[c]),
    }));
  });
  return [
    holder,
    hint(t('walkthrough.scale', { scale: walk.valueScale })),
    heading(t('walkthrough.outputTitle')),
    list,
    barList({
      caption: t('walkthrough.outputBars', { phase: walk.phaseLabel }),
      items: walk.valueFeatures.map((label, c) => ({ label, value: walk.output[c], compare: other.output[c] })),
      max: 1, format: formatWeight, currentLabel: walk.phaseLabel, compareLabel: other.phaseLabel,
    }),
  ];
}

const STEPS = [queryStep, keysStep, dotStep, scaleStep, softmaxStep, outputStep];

// The nodes showing step `step` (1..6) of the walkthrough `walk`, with `other` (the other phase)
// for comparison.
export function matchStepNumbers(step, walk, other) {
  return STEPS[step - 1](walk, other);
}
