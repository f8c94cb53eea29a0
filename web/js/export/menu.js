// The Export menu under every figure. The code that makes the files (export.js) is a script of
// its own, loaded the first time a reader exports: a first visit does not download it. To give any
// SVG figure PNG and SVG downloads, call once:
//
//   attachExportMenu(container, {
//     title: () => 'Arc view: head 2',                       // names the file and titles the image
//     svg: (figures) => figures.standaloneSvg(svgNode),      // the figure as a self-contained SVG
//     matrix: () => ({ rowLabels, colLabels, matrix }),       // optional: adds CSV and JSON
//   });
//
// `figures` holds export.js's makers (heatmapSvg, barChartSvg, mapGridSvg, standaloneSvg).
import { element } from '../util/dom.js';
import { classicScript } from '../util/classic-script.js';
import { t } from '../text/en/export.js';

const exportCode = () => classicScript('export.js', 'posattnExport', 'exportCode');

// "Original order: head 1" -> "original-order-head-1.png"; letters of any script are kept, with
// their combining marks (\p{M}: Devanagari's vowel signs, a decomposed accent).
export function fileName(title, extension) {
  const stem = title.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  return `${stem || t('export.file')}.${extension}`;
}

export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = element('a', { attrs: { href: url, download: name, hidden: '' } });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);  // revoking at once can cancel the download
}

// The "Export" disclosure: PNG and SVG always, CSV and JSON when the figure shows a matrix.
// `svg` and `matrix` are called at the click; `svg` gets the figure makers of export.js.
export function attachExportMenu(container, { title, svg, matrix }) {
  const name = element('span', { className: 'visually-hidden' });
  const summary = element('summary', {}, [document.createTextNode(t('export.menu')), name]);
  const message = element('p', { className: 'export-message', attrs: { role: 'status' } });
  const menu = element('details', { className: 'export' }, [summary]);
  const formats = [
    [t('export.png'), 'png', (figures) => figures.svgToPng(svg(figures))],
    [t('export.svg'), 'svg', (figures) => new Blob([svg(figures)], { type: 'image/svg+xml' })],
    ...(matrix ? [
      [t('export.csv'), 'csv', (figures) => new Blob([figures.matrixCsv(matrix())], { type: 'text/csv' })],
      [t('export.json'), 'json', (figures) => new Blob([figures.matrixJson({ title: title(), ...matrix() })], { type: 'application/json' })],
    ] : []),
  ];
  const buttons = formats.map(([text, extension, make]) => {
    const button = element('button', { text, attrs: { type: 'button', 'data-format': extension } });
    button.addEventListener('click', async () => {
      try {
        download(await make(await exportCode()), fileName(title(), extension));
        message.textContent = '';
        menu.open = false;
        summary.focus();
      } catch (error) {
        message.textContent = t('export.failed', { reason: error.message });
      }
    });
    return button;
  });
  menu.append(element('div', { className: 'export-buttons' }, buttons), message);
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) { menu.open = false; summary.focus(); }
  });
  container.append(menu);
  const refresh = () => {
    const text = ` ${title()}`;
    if (name.textContent !== text) name.textContent = text;
  };
  refresh();
  return { refresh };
}
