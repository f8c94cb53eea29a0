// The Train panel's results, redrawn from a run (train-run.js): the loss and accuracy curves with
// their legend while it trains, then the length curves, the held-out table (mean and spread over
// the seeds) and the reading of what they show.
import { element } from '../../util/dom.js';
import { formatShort } from '../../util/format.js';
import { drawChart, drawLengthChart, SCHEME_COLOURS, dashOf } from '../../train/charts.js';
import { readingFor, groupName, CEILING } from '../../train/reading.js';
import { t } from '../../text/en/train.js';
import { percent } from './train-context.js';

const svg = (id) => Object.assign(document.createElementNS('http://www.w3.org/2000/svg', 'svg'), { id });
// A chart as it is before any run: no curves, no frame, no label (charts.js, frame).
const blankChart = (chart) => {
  chart.replaceChildren();
  for (const name of chart.getAttributeNames()) if (name !== 'id') chart.removeAttribute(name);
};
const figure = (chart, caption) => element('figure', { className: 'train-chart' }, [chart, element('figcaption', { text: caption })]);

// Runs as series of the training charts: one per run and seed.
const seriesOf = (curves) => Object.entries(curves).flatMap(([key, bySeed]) => {
  const [name] = key.split(':'), [scheme, variant = ''] = name.split('+');
  return Object.values(bySeed).map((points) => ({ key, scheme, variant, causal: key.endsWith(':mask'), points }));
});

export function createTrainResults({ context }) {
  const lossSvg = svg('train-loss-chart'), accuracySvg = svg('train-accuracy-chart');
  const lengthSvgs = { off: svg('train-length-chart-off'), on: svg('train-length-chart-on') };
  const lengthFigures = { off: figure(lengthSvgs.off, t('train.lengthFigure', { causal: false })),
    on: figure(lengthSvgs.on, t('train.lengthFigure', { causal: true })) };
  const lengthNote = element('p', { className: 'muted', attrs: { id: 'train-length-note' } });
  const legend = element('ul', { className: 'train-legend', attrs: { id: 'train-legend' } });
  const tableNote = element('p', { className: 'muted', attrs: { id: 'train-table-note' } });
  const tableBox = element('div', { attrs: { id: 'train-table', tabindex: '0', role: 'region', 'aria-label': t('train.tableRegion') } });
  // Shown only while the table is wider than its box: the box scrolls sideways, its model column stays.
  const scrollCue = element('p', { className: 'train-scroll-cue muted', text: t('train.scrollCue'), attrs: { id: 'train-scroll-cue', 'aria-hidden': 'true', hidden: '' } });
  const reading = element('ul', { className: 'train-reading', attrs: { id: 'train-reading' } });
  const markScroll = () => { scrollCue.hidden = tableBox.scrollWidth <= tableBox.clientWidth + 1; };
  if (typeof ResizeObserver === 'function') new ResizeObserver(markScroll).observe(tableBox);

  const nodes = [
    element('div', { className: 'train-charts' }, [figure(lossSvg, t('train.lossFigure')), figure(accuracySvg, t('train.accuracyFigure'))]),
    legend,
    element('h3', { text: t('train.lengthTitle') }),
    element('div', { className: 'train-charts' }, [lengthFigures.off, lengthFigures.on]),
    lengthNote,
    tableNote,
    scrollCue,
    tableBox,
    reading,
  ];

  function drawCurves(run) {
    if (!run) return;
    const chance = context.taskInfo(run.task)?.chance;
    const lines = [...(run.task === 'who-did-it' ? [{ value: CEILING, label: t('train.ceiling50'), id: 'ceiling' }] : []),
      ...(chance ? [{ value: chance, label: t('train.chanceAt', { chance: percent(chance) }), id: 'chance' }] : [])];
    drawChart(lossSvg, { series: seriesOf(run.curves.loss), steps: run.steps, label: t('train.lossChart') });
    drawChart(accuracySvg, { series: seriesOf(run.curves.accuracy), steps: run.steps, yMax: 1, lines, label: t('train.accuracyChart') });
    const groups = run.summary ?? null;
    const keys = groups ? groups.map((g) => g.key) : Object.keys(run.curves.accuracy);
    legend.replaceChildren(...keys.map((key) => {
      const [runName, mask] = key.split(':'), [scheme, variant = ''] = runName.split('+');
      const swatch = element('span', { className: 'train-swatch', attrs: { 'data-scheme': scheme } });
      // Dashed like its lines: with the mask, or one of RoPE's scaled copies.
      swatch.style.background = mask || dashOf(variant) ? `repeating-linear-gradient(90deg, ${SCHEME_COLOURS[scheme]} 0 4px, transparent 4px 6px)` : SCHEME_COLOURS[scheme];
      const group = groups?.find((g) => g.key === key);
      // After the run the legend quotes the table's own number (the mean at 1x), so both agree.
      const latest = Object.values(run.curves.accuracy[key] ?? {}).map((p) => p[p.length - 1]?.[1]).filter((v) => v !== undefined);
      const value = group ? group.mean[0] : (latest.length ? latest.reduce((a, b) => a + b, 0) / latest.length : null);
      const name = groupName(group ?? { scheme, variant, causal: Boolean(mask) });
      return element('li', { attrs: { 'data-group': key } }, [swatch,
        document.createTextNode(` ${value === null ? name : t('train.legendValue', { name, value: percent(value) })}`)]);
    }));
  }

  function drawLengths(run) {
    const done = Boolean(run?.results);
    for (const mask of ['off', 'on']) lengthFigures[mask].hidden = !done || !run.summary.some((g) => g.causal === (mask === 'on'));
    if (!done) { lengthNote.textContent = ''; return; }
    const first = run.results[0], info = context.taskInfo(run.task);
    const lines = [...(run.task === 'who-did-it' ? [{ value: CEILING, label: t('train.ceiling'), id: 'ceiling' }] : []),
      ...(info ? [{ value: info.chance, label: t('train.chance'), id: 'chance' }] : [])];
    const longest = first.lengths[0][1];
    const marker = run.schemes.includes('learned') ? { factor: 1, label: t('train.learnedRows', { longest }) } : null;
    for (const mask of ['off', 'on']) {
      const groups = run.summary.filter((g) => g.causal === (mask === 'on'));
      if (groups.length) drawLengthChart(lengthSvgs[mask], { groups, factors: first.factors, lines, marker, label: t('train.lengthChart', { causal: mask === 'on' }) });
    }
    const lengths = first.factors.map((factor, k) => t('train.lengthItem', { factor: formatShort(factor), shortest: first.lengths[k][0], longest: first.lengths[k][1] })).join('; ');
    lengthNote.textContent = t('train.lengthNote', { lengths, task: run.task, chance: percent(info?.chance ?? 0),
      learned: run.schemes.includes('learned'), longest });
  }

  // One cell: the seeds' mean, and under it their lowest and highest (narrow columns that fit).
  const cell = (g, k) => (percent(g.min[k]) === percent(g.max[k]) ? element('td', { text: percent(g.mean[k]) })
    : element('td', {}, [document.createTextNode(`${percent(g.mean[k])} `),
      element('span', { className: 'train-spread', text: t('train.spread', { low: percent(g.min[k]), high: percent(g.max[k]) }) })]));

  function drawTable(run) {
    if (!run?.results) { tableNote.textContent = ''; scrollCue.hidden = true; tableBox.replaceChildren(element('p', { className: 'muted', text: t('train.tableLater') })); reading.replaceChildren(); return; }
    const first = run.results[0], info = context.taskInfo(run.task);
    const head = element('tr', {}, [element('th', { text: t('train.model'), attrs: { scope: 'col' } }),
      ...first.factors.map((f, k) => element('th', { attrs: { scope: 'col' } }, [document.createTextNode(`${formatShort(f)}× `),
        element('span', { className: 'train-spread', text: t('train.lengthRange', { shortest: first.lengths[k][0], longest: first.lengths[k][1] }) })]))]);
    const rows = run.summary.map((g) => element('tr', { attrs: { 'data-group': g.key } }, [element('th', { text: groupName(g), attrs: { scope: 'row' } }), ...first.factors.map((_, k) => cell(g, k))]));
    rows.push(element('tr', { className: 'muted', attrs: { 'data-group': 'chance' } }, [element('th', { text: t('train.chance'), attrs: { scope: 'row' } }), ...first.factors.map(() => element('td', { text: percent(info?.chance ?? 0) }))]));
    if (run.task === 'who-did-it') rows.push(element('tr', { className: 'muted', attrs: { 'data-group': 'ceiling' } }, [element('th', { text: t('train.ceiling'), attrs: { scope: 'row' } }), ...first.factors.map(() => element('td', { text: percent(CEILING) }))]));
    const seeds = run.summary[0].seeds;
    // Counted on the models trained from the start (fine-tuned copies train on longer sentences).
    const seen = run.results.filter((r) => !r.variant).map((r) => r.shortestSeen), shortest = first.lengths[0][0];
    const most = Math.max(...seen), possible = first.shortestPossible;
    const tuned = run.results.some((r) => r.variant.endsWith('tuned'));
    tableNote.textContent = t('train.tableNote', { count: seeds.length, seeds: seeds.join(', '), steps: run.baseSteps, tuned,
      tests: first.testSizes[0], possible, shortest, fewest: Math.min(...seen), most, few: most > possible / 2, left: possible - most });
    tableBox.replaceChildren(element('table', { className: 'train-table' }, [element('caption', { text: t('train.tableCaption') }), element('thead', {}, [head]), element('tbody', {}, rows)]));
    markScroll();
    const facts = { task: run.task, heads: run.heads, slopes: context.slopesByHeads[run.heads - 1] ?? [], chance: info?.chance, factors: first.factors, groups: run.summary };
    reading.replaceChildren(...readingFor(facts).map(({ id, text }) => element('li', { text, attrs: { 'data-claim': id } })));
  }

  return {
    nodes,
    // Everything a run shows: before it starts (empty, the charts as a fresh page has them), while
    // it trains, and when it is done.
    clear(run) { blankChart(lossSvg); blankChart(accuracySvg); legend.replaceChildren(); drawLengths(run); drawTable(run); },
    drawCurves,
    drawAll(run) { drawCurves(run); drawLengths(run); drawTable(run); },
  };
}
