// The Embed dialog (a script of its own, embed-dialog.js adds it at the first press of Embed):
// writes the iframe code for the view as it is now (every setting is in the link), with
// the parts to show, a lesson step, the theme, a title and a size, and copies it. The height is
// measured: the dialog loads the embed it describes in a hidden frame and reads the height that
// frame reports (frame-height.js), until the teacher types one. Whatever the teacher types goes into the
// code as an escaped attribute value and is shown as text, never as HTML. The link is always one the
// page has drawn: settings the core refuses are never written into a course page.
import { element } from '../../util/dom.js';
import { PARTS, THEMES, toHash } from '../../state/state.js';
import { LESSON } from '../../content/lesson.js';
import '../../text/en/lesson.steps.js';  // the titles of steps 2 to 6 (a first visit's app.js has step 1's)
import { HEIGHT_MESSAGE } from '../../lms/frame-height.js';
import { t } from '../../text/en/embed.js';

function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// The page's address without its hash: where the iframe points.
function pageAddress() {
  return `${location.href.split('#')[0]}`;
}

// The Subresource Integrity hash of resize-frames.js, which scripts/bundle.mjs computes and
// defines at build time; absent when the page runs unbundled.
const RESIZE_INTEGRITY = typeof RESIZE_FRAMES_INTEGRITY === 'string' ? RESIZE_FRAMES_INTEGRITY : '';

// The resize script takes height messages only from data-origin: the lab's own origin. By default
// it carries no integrity hash: SRI on a script from another host needs CORS (crossorigin), and a
// host that sends no CORS header would then block the script and no frame would resize. With
// `pinned` the hash is added, for hosts that send Access-Control-Allow-Origin (docs/hosting.md).
function resizeScript(address, integrity) {
  const src = new URL('resize-frames.js', address);
  const checked = integrity ? ` integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"` : '';
  return `<script src="${escapeAttribute(src.href)}" data-origin="${escapeAttribute(src.origin)}"${checked} defer></script>`;
}

// The iframe's address: the view, embedded, with its parts, lesson step (0: none) and theme.
export function embedSource({ state, show, lesson = state.lesson, theme = state.theme, address = pageAddress() }) {
  return `${address}${toHash({ ...state, embed: true, show, lesson, theme })}`;
}

export function embedCode({ state, show, lesson, theme, title, width, height, resize, pinned = false, address = pageAddress(), integrity = RESIZE_INTEGRITY }) {
  const src = embedSource({ state, show, lesson, theme, address });
  const lines = [`<iframe title="${escapeAttribute(title)}" src="${escapeAttribute(src)}"\n` +
    `  width="${escapeAttribute(width)}" height="${escapeAttribute(height)}" loading="lazy" allow="fullscreen"></iframe>`];
  if (resize) lines.push(resizeScript(address, pinned ? integrity : ''));
  return lines.join('\n');
}

// The dialog, made at the first press of the Embed button (embed-dialog.js), beside it in `root`.
// drawnState() is the last state the page drew. Returns open().
export function createDialog(root, { store, drawnState, signal }) {
  const dialog = element('dialog', { className: 'embed-dialog', attrs: { id: 'embed-dialog', 'aria-labelledby': 'embed-title' } });
  const parts = element('fieldset', { className: 'embed-parts' }, [element('legend', { text: t('embed.show') })]);
  const boxes = PARTS.map((part) => {
    const box = element('input', { attrs: { type: 'checkbox', id: `embed-part-${part}`, value: part } });
    parts.append(element('label', { className: 'check', attrs: { for: box.id } }, [box, document.createTextNode(` ${t('embed.part', { part })}`)]));
    return box;
  });
  const field = (id, label, value) => {
    const input = element('input', { attrs: { type: 'text', id, value } });
    return { input, node: element('div', { className: 'field' }, [element('label', { text: label, attrs: { for: id } }), input]) };
  };
  const title = field('embed-title-text', t('embed.frameTitle'), t('embed.defaultTitle'));
  const width = field('embed-width', t('embed.width'), '100%');
  const height = field('embed-height', t('embed.height'), '');
  const select = (id, label, options) => {
    const input = element('select', { attrs: { id } }, options.map(([value, text]) => element('option', { text, attrs: { value } })));
    return { input, node: element('div', { className: 'field' }, [element('label', { text: label, attrs: { for: id } }), input]) };
  };
  const step = select('embed-lesson', t('embed.lesson'), [['0', t('embed.noStep')], ...LESSON.map((s, k) => [String(k + 1), t('embed.step', { n: k + 1, title: s.title })])]);
  const theme = select('embed-theme', t('embed.theme'), THEMES.map((name) => [name, t('embed.themeName', { theme: name })]));
  const resizeBox = element('input', { attrs: { type: 'checkbox', id: 'embed-resize' } });
  resizeBox.checked = true;
  const resize = element('label', { className: 'check', attrs: { for: resizeBox.id } },
    [resizeBox, document.createTextNode(` ${t('embed.resize')}`)]);
  const pinBox = element('input', { attrs: { type: 'checkbox', id: 'embed-pin' } });
  const pin = element('label', { className: 'check', attrs: { for: pinBox.id } },
    [pinBox, document.createTextNode(` ${t('embed.pin')}`)]);
  const measuredNote = element('p', { className: 'hint', attrs: { id: 'embed-measured', 'aria-live': 'polite' } });
  const code = element('textarea', { attrs: { id: 'embed-code', readonly: '', rows: '6', spellcheck: 'false', 'aria-label': t('embed.code') } });
  const copy = element('button', { text: t('embed.copy'), attrs: { type: 'button', id: 'embed-copy' } });
  const close = element('button', { text: t('embed.close'), className: 'secondary', attrs: { type: 'button', id: 'embed-close' } });
  const status = element('p', { className: 'hint', attrs: { role: 'status', id: 'embed-status' } });
  const fileNote = element('p', { className: 'hint', text: t('embed.fromFile') });
  dialog.append(
    element('h2', { text: t('embed.title'), attrs: { id: 'embed-title' } }),
    element('p', { className: 'hint', text: t('embed.about') }),
    parts, element('div', { className: 'row' }, [step.node, theme.node]), title.node,
    element('div', { className: 'row' }, [width.node, height.node]), measuredNote, resize, pin, code,
    element('div', { className: 'buttons' }, [copy, close]), status);
  if (location.protocol === 'file:') dialog.insertBefore(fileNote, code);
  root.append(dialog);

  // The last state the page drew: when the current settings are refused, that view is the one shown.
  let drawn = null;
  let heightTyped = false;  // the teacher's own height wins over the measured one
  const chosen = () => ({
    state: drawn ?? store.get(), show: boxes.filter((box) => box.checked).map((box) => box.value),
    lesson: Number(step.input.value), theme: theme.input.value,
  });
  const write = () => {
    const view = chosen();
    code.value = view.show.length === 0 ? t('embed.noParts')
      : embedCode({ ...view, title: title.input.value, width: width.input.value,
        height: height.input.value, resize: resizeBox.checked, pinned: pinBox.checked });
    pin.hidden = !resizeBox.checked;
    status.textContent = drawn && drawn !== store.get()
      ? t('embed.lastDrawn') : '';
  };
  const measurer = createHeightMeasurer(dialog, signal, (measured, atWidth) => {
    measuredNote.textContent = t('embed.measured', { height: measured, width: atWidth });
    if (heightTyped) return;
    height.input.value = String(measured);
    write();
  });
  let measureTimer = 0;
  const measure = () => {
    clearTimeout(measureTimer);
    const view = chosen();
    if (view.show.length === 0) return;
    measuredNote.textContent = t('embed.measuring');
    measureTimer = setTimeout(() => measurer.measure(embedSource(view), width.input.value), 250);
  };
  height.input.addEventListener('input', () => { heightTyped = height.input.value.trim() !== ''; });
  dialog.addEventListener('input', write);
  dialog.addEventListener('change', (event) => {
    write();
    if (event.target !== height.input && event.target !== title.input && event.target !== resizeBox && event.target !== pinBox) measure();
  });

  function open() {
    drawn = drawnState();
    const { panel, lesson } = store.get();
    for (const box of boxes) box.checked = box.value === 'input' || box.value === panel;
    step.input.value = String(lesson);
    // The page's theme as it is shown now (chosen here, or named by the link), else the reader's own.
    theme.input.value = document.documentElement.dataset.theme ?? 'system';
    heightTyped = false;
    height.input.value = '';
    write();
    dialog.showModal();
    measure();
  }
  dialog.addEventListener('close', () => { clearTimeout(measureTimer); measurer.stop(); });
  close.addEventListener('click', () => dialog.close());
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.value);
      status.textContent = t('embed.copied');
    } catch {
      code.select();  // clipboard refused (a file, a frame): leave it selected for Ctrl+C
      status.textContent = t('embed.copyRefused');
    }
  });
  return open;
}

// Loads an embed's address in an invisible frame of the given width (800 px when the width is not
// in pixels) and calls back with each height the embed reports (frame-height.js reports only its
// real height, once its first view is drawn, and again whenever it changes). It stops listening
// once signal (the page's build, main.js) aborts.
function createHeightMeasurer(parent, signal, onHeight) {
  let frame = null;
  let atWidth = 800;
  window.addEventListener('message', (event) => {
    if (!frame || event.source !== frame.contentWindow || event.origin !== location.origin) return;
    const { data } = event;
    if (data?.type !== HEIGHT_MESSAGE || !Number.isFinite(data.height) || data.height <= 0) return;
    onHeight(Math.ceil(data.height), atWidth);
  }, { signal });
  return {
    measure(src, width) {
      const pixels = /^\s*(\d{3,4})(px)?\s*$/.exec(width);
      atWidth = pixels ? Math.min(2000, Math.max(280, Number(pixels[1]))) : 800;
      // A new frame each time: a frame whose address changes only in its hash would not report
      // again when its height stays the same.
      frame?.remove();
      frame = element('iframe', { className: 'embed-measure', attrs: { 'aria-hidden': 'true', tabindex: '-1', title: t('embed.measureFrame'), src } });
      frame.style.width = `${atWidth}px`;
      parent.append(frame);
    },
    stop() { frame?.remove(); frame = null; },
  };
}
