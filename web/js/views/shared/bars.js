// Labelled horizontal bars with the number always written beside them; optionally a ghosted second
// bar per row, for comparing with another run (the other cricket phase). Colour is never the only cue.
import { element } from '../../util/dom.js';
import { attachExportMenu } from '../../export/menu.js';
import { t } from '../../text/en/shared.js';

// items: [{label, value, compare?}]; max: the value of a full bar; format(value) -> text;
// currentLabel / compareLabel: what the bars and the ghosted bars are (e.g. "35th over"), for the legend.
export function barList({ items, max, format, caption, currentLabel = '', compareLabel = '' }) {
  const list = element('ul', { className: 'bars', attrs: caption ? { 'aria-label': caption } : {} });
  const fraction = (value) => `${Math.max(0, Math.min(1, max > 0 ? value / max : 0)) * 100}%`;
  items.forEach((item, index) => {
    const fill = element('span', { className: 'bar-fill' });
    fill.style.width = fraction(item.value);
    const track = element('span', { className: 'bar-track', attrs: { 'aria-hidden': 'true' } }, [fill]);
    const value = element('span', { className: 'bar-value' }, [
      element('span', { className: 'bar-number', text: format(item.value), attrs: { 'data-index': index } }),
    ]);
    if (item.compare !== undefined) {
      const ghost = element('span', { className: 'bar-ghost' });
      ghost.style.width = fraction(item.compare);
      track.append(ghost);
      value.append(element('span', { className: 'bar-compare', text: t('shared.versus', { value: format(item.compare) }) }));
    }
    list.append(element('li', { className: 'bar-row' }, [
      element('span', { className: 'bar-label', text: item.label }), track, value]));
  });
  const chart = element('div', { className: 'bar-chart' });
  if (compareLabel) {
    const key = (className, text) => element('span', { className: 'bar-key' }, [
      element('span', { className, attrs: { 'aria-hidden': 'true' } }), text]);
    chart.append(element('p', { className: 'bar-legend' }, [
      key('bar-swatch', currentLabel), key('bar-swatch ghost', t('shared.versus', { value: compareLabel }))]));
  }
  chart.append(list);
  const title = caption || t('shared.bars');
  const labels = items.map((item) => item.label), values = items.map((item) => item.value);
  attachExportMenu(chart, {
    title: () => title,
    svg: (figures) => figures.barChartSvg({ title, labels, values, format }),
    matrix: () => ({ rowLabels: labels, colLabels: [currentLabel || t('shared.barValue')],
      matrix: { rows: values.length, cols: 1, data: Float64Array.from(values) } }),
  });
  return chart;
}
