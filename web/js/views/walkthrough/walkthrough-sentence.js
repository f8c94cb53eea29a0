// The numbers of each walkthrough step on the learner's own sentence, read from the analysis result
// (one learned head, one query token). Head vectors are long, so they are drawn as colour strips
// (each number on hover or focus) with the first numbers written out, or all of them on request.
import { element } from '../../util/dom.js';
import { formatNumber, matrixRow, matrixValue } from '../../util/format.js';
import { divergingColour } from '../../colour/scales.js';
import { createHeatmap } from '../shared/heatmap.js';
import { barList } from '../shared/bars.js';
import { tokenLabels } from '../../util/token-labels.js';
import { productSum, vectorText, formulaLine, power, withNodes } from '../shared/formula.js';
import { walkHeadIndex, readsKey } from '../../util/heads.js';
import { t } from '../../text/en/walkthrough.js';

const SHORT = 4;          // terms of a long sum written out before "…"
const SHORT_VECTOR = 8;   // numbers of a long vector written out before "…"
const format = (value) => formatNumber(value, 2);
const formatWeight = (value) => formatNumber(value, 3);

function heading(text) {
  return element('h4', { className: 'walk-subtitle', text });
}

function note(text) {
  return element('p', { className: 'hint', text });
}

// A matrix as a compact colour strip per row, values in each cell's label (hover or focus).
function strips(matrix, { rowLabels, caption, describe }) {
  const holder = element('div', { className: 'walk-strips' });
  let limit = 0;
  for (const v of matrix.data) limit = Math.max(limit, Math.abs(v));
  const heatmap = createHeatmap(holder, { caption });
  heatmap.render({
    matrix, rowLabels, colLabels: Array.from({ length: matrix.cols }, (_, c) => `${c + 1}`),
    colour: (v) => divergingColour(v, limit), describe,
  });
  heatmap.element.classList.add('compact');
  return holder;
}

function rowMatrix(values) {
  return { rows: 1, cols: values.length, data: Float64Array.from(values) };
}

function vectorLine(name, values, showAll) {
  return element('p', { className: 'walk-vector' }, [
    element('span', { className: 'walk-vector-name', text: `${name} = ` }),
    vectorText(values, format, showAll ? Infinity : SHORT_VECTOR),
  ]);
}

// Everything the steps share: the chosen head and token, their labels, the settings in force, and
// the sentences to add when they make them true (SENTENCE_NOTES of content/walkthrough-texts.js).
// Null when the result does not hold that head's queries and keys (the core sends only the walked
// head's, engine.js partsFor): a new head's come with the analysis its choice asked for.
export function sentenceContext(result, state, notes) {
  const head = result.original.heads[walkHeadIndex(state, result.original.heads.length)];
  if (!head.query) return null;
  const labels = tokenLabels(result.tokens);
  const token = Math.min(state.walkToken, labels.length - 1);
  return {
    head, labels, token, state, notes,
    name: labels[token],
    width: head.query.cols,
    // Which keys the head reads, as the core says (`reads`): the causal mask, or an English head
    // trained to read one side. The English models have no mask.
    reads: head.reads ?? 'both',
    causal: state.model !== 'english' && Boolean(state.causal),
    temperature: state.temperature ?? 1,
    query: matrixRow(head.query, token),
  };
}

function visible(ctx, j) {
  return readsKey(ctx.head, ctx.token, j);
}

// Why some keys are not read: the causal mask, or (English) the side this head was trained to read.
function sidesNote(ctx) {
  if (ctx.reads === 'both') return null;
  return note(ctx.causal ? ctx.notes.causal : t('walkthrough.oneSide', { reads: ctx.reads }));
}

// A key the head does not read: no score (its weight is exactly 0), and which side it lies on.
function unreadLine(label, j, ctx) {
  return element('li', { className: 'formula formula-unread' }, [
    element('span', { className: 'formula-label', text: `${label}: ` }),
    element('span', { className: 'formula-note', text: t('walkthrough.notRead', { side: j > ctx.token ? 'later' : 'earlier' }) }),
  ]);
}

function queryStep(ctx, showAll) {
  const { head, name, width } = ctx;
  return [
    strips(rowMatrix(ctx.query), {
      rowLabels: [name], caption: t('walkthrough.queryOf', { token: name, head: head.label, width }),
      describe: (r, c, v) => t('walkthrough.queryCell', { token: name, number: c + 1, value: formatNumber(v, 3) }),
    }),
    vectorLine('q', ctx.query, showAll),
    ctx.state.scheme === 'rope' ? note(ctx.notes.rope) : null,
  ];
}

function keysStep(ctx, showAll) {
  const { head, labels } = ctx;
  return [
    strips(head.key, {
      rowLabels: labels, caption: t('walkthrough.keysOf', { head: head.label }),
      describe: (r, c, v) => t('walkthrough.keyCell', { token: labels[r], number: c + 1, value: formatNumber(v, 3) }),
    }),
    note(t('walkthrough.hover')),
    vectorLine('q', ctx.query, showAll),
  ];
}

function dotStep(ctx, showAll) {
  const { head, labels, width } = ctx;
  const list = element('ol', { className: 'formulas', attrs: { 'aria-label': t('walkthrough.dotProducts') } });
  labels.forEach((label, j) => {
    const key = matrixRow(head.key, j);
    list.append(formulaLine({
      label: `q·k(${label}) = `, index: j,
      left: productSum(ctx.query.map((q, c) => [q, key[c]]), { formatLeft: format, limit: showAll ? Infinity : SHORT }),
      result: format(matrixValue(head.dotProducts, ctx.token, j)),
    }));
  });
  return [
    heading(t('walkthrough.dotTitle', { count: width })),
    list,
  ];
}

function scaleStep(ctx) {
  const { head, labels, width, token } = ctx;
  const row = (m) => matrixRow(m, token);
  const raw = row(head.rawScores), bias = row(head.bias), scores = row(head.scores);
  const biased = bias.some((b) => b !== 0);
  const list = element('ol', { className: 'formulas', attrs: { 'aria-label': t('walkthrough.scaledScores') } });
  labels.forEach((label, j) => {
    if (!visible(ctx, j)) { list.append(unreadLine(label, j, ctx)); return; }
    const left = biased ? t('walkthrough.scaleBiased', { width, raw: format(raw[j]), bias: formatPlain(bias[j]) }) : `q·k ÷ √${width}`;
    list.append(formulaLine({ label: `${label}: `, index: j, left, result: format(biased ? scores[j] : raw[j]) }));
  });
  return [
    heading(t('walkthrough.scoresTitle', { width })),
    list,
    biased ? note(ctx.notes.bias) : null,
    ctx.temperature !== 1 ? note(t('walkthrough.temperature', { note: ctx.notes.temperature, temperature: ctx.temperature })) : null,
    sidesNote(ctx),
  ];
}

function formatPlain(value) {
  const text = format(value);
  return text.startsWith('-') ? `(${text})` : text;
}

function softmaxStep(ctx) {
  const { head, labels, token, temperature } = ctx;
  const scaled = temperature !== 1 ? ` ÷ ${temperature}` : '';
  const formula = element('p', { className: 'walk-formula' }, withNodes((marks) => t('walkthrough.softmax', { ...marks, reads: ctx.reads }), {
    power: power('e', t('walkthrough.scoreOf', { scaled })), sum: power('e', t('walkthrough.scores', { scaled })),
  }));
  return [
    heading(t('walkthrough.weightsOf', { token: ctx.name })),
    formula,
    barList({
      caption: t('walkthrough.weightsIn', { token: ctx.name, head: head.label }),
      items: labels.map((label, j) => ({
        label: visible(ctx, j) ? label : t('walkthrough.notReadBar', { token: label }), value: matrixValue(head.weights, token, j) })),
      max: 1, format: formatWeight,
    }),
    sidesNote(ctx) ?? note(t('walkthrough.addUp')),
  ];
}

function outputStep(ctx, showAll) {
  const { head, labels, token, name } = ctx;
  const weights = matrixRow(head.weights, token);
  const output = matrixRow(head.output, token);
  const firstDimension = labels.map((_, j) => [weights[j], matrixValue(head.value, j, 0)]);
  return [
    strips(head.value, {
      rowLabels: labels, caption: t('walkthrough.valuesOf', { head: head.label }),
      describe: (r, c, v) => t('walkthrough.valueCell', { token: labels[r], number: c + 1, value: formatNumber(v, 3) }),
    }),
    heading(t('walkthrough.outputOf', { width: ctx.width })),
    element('ol', { className: 'formulas', attrs: { 'aria-label': t('walkthrough.firstSum') } }, [
      formulaLine({
        label: t('walkthrough.number', { number: 1 }), index: 0,
        left: productSum(firstDimension, { formatLeft: formatWeight, formatRight: format, limit: showAll ? Infinity : SHORT }),
        result: format(output[0]),
      }),
    ]),
    strips(rowMatrix(output), {
      rowLabels: [name], caption: t('walkthrough.outputIn', { token: name, head: head.label }),
      describe: (r, c, v) => t('walkthrough.outputCell', { token: name, head: head.label, number: c + 1, value: formatNumber(v, 3) }),
    }),
    vectorLine(t('walkthrough.output'), output, showAll),
  ];
}

const STEPS = [queryStep, keysStep, dotStep, scaleStep, softmaxStep, outputStep];

// The nodes showing step `step` (1..6) for the context from sentenceContext().
export function sentenceStepNumbers(step, ctx, { showAll }) {
  return STEPS[step - 1](ctx, showAll).filter(Boolean);
}
