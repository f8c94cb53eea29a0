// "Embed": writes the iframe code for the view as it is now (every setting is in the link), with
// the parts to show, a title and a size, and copies it. Whatever the teacher types goes into the
// code as an escaped attribute value and is shown as text, never as HTML. The link is always one the
// page has drawn: settings the core refuses are never written into a course page.
import { element } from '../../dom.js';
import { PARTS, toHash } from '../../state.js';

const PART_LABELS = {
  input: 'The sentence, order and badge', compare: 'Compare', heads: 'Heads', explorer: 'Position',
  outputs: 'Outputs', walkthrough: 'Step by step',
};

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

// The resize script takes height messages only from data-origin: the lab's own origin. With the
// integrity hash the course page runs exactly the script this build made (crossorigin: SRI on a
// script from another host needs CORS, see docs/hosting.md).
function resizeScript(address, integrity) {
  const src = new URL('resize-frames.js', address);
  const checked = integrity ? ` integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"` : '';
  return `<script src="${escapeAttribute(src.href)}" data-origin="${escapeAttribute(src.origin)}"${checked} defer></script>`;
}

export function embedCode({ state, show, title, width, height, resize, address = pageAddress(), integrity = RESIZE_INTEGRITY }) {
  const src = `${address}${toHash({ ...state, embed: true, show })}`;
  const lines = [`<iframe title="${escapeAttribute(title)}" src="${escapeAttribute(src)}"\n` +
    `  width="${escapeAttribute(width)}" height="${escapeAttribute(height)}" loading="lazy" allow="fullscreen"></iframe>`];
  if (resize) lines.push(resizeScript(address, integrity));
  return lines.join('\n');
}

export function createEmbedDialog(root, { store }) {
  const open = element('button', { text: 'Embed', attrs: { type: 'button', id: 'embed-open', 'aria-haspopup': 'dialog' } });
  const dialog = element('dialog', { className: 'embed-dialog', attrs: { id: 'embed-dialog', 'aria-labelledby': 'embed-title' } });
  const parts = element('fieldset', { className: 'embed-parts' }, [element('legend', { text: 'Show' })]);
  const boxes = PARTS.map((part) => {
    const box = element('input', { attrs: { type: 'checkbox', id: `embed-part-${part}`, value: part } });
    parts.append(element('label', { className: 'check', attrs: { for: box.id } }, [box, document.createTextNode(` ${PART_LABELS[part]}`)]));
    return box;
  });
  const field = (id, label, value) => {
    const input = element('input', { attrs: { type: 'text', id, value } });
    return { input, node: element('div', { className: 'field' }, [element('label', { text: label, attrs: { for: id } }), input]) };
  };
  const title = field('embed-title-text', 'Title (read by screen readers)', 'Word order in attention');
  const width = field('embed-width', 'Width', '100%');
  const height = field('embed-height', 'Height in pixels (the page resizes it when it can)', '640');
  const resizeBox = element('input', { attrs: { type: 'checkbox', id: 'embed-resize' } });
  resizeBox.checked = true;
  const resize = element('label', { className: 'check', attrs: { for: resizeBox.id } },
    [resizeBox, document.createTextNode(' Add the auto-resize script (one per page)')]);
  const code = element('textarea', { attrs: { id: 'embed-code', readonly: '', rows: '6', spellcheck: 'false', 'aria-label': 'Embed code' } });
  const copy = element('button', { text: 'Copy code', attrs: { type: 'button', id: 'embed-copy' } });
  const close = element('button', { text: 'Close', className: 'secondary', attrs: { type: 'button', id: 'embed-close' } });
  const status = element('p', { className: 'hint', attrs: { role: 'status', id: 'embed-status' } });
  const fileNote = element('p', { className: 'hint', text: 'This copy was opened from a file: an iframe needs the page on a web host, so put the site on one and use its address.' });
  dialog.append(
    element('h2', { text: 'Embed this view', attrs: { id: 'embed-title' } }),
    element('p', { className: 'hint', text: 'The code shows the view as it is now: the sentence, its order and every setting.' }),
    parts, title.node, element('div', { className: 'row' }, [width.node, height.node]), resize, code,
    element('div', { className: 'buttons' }, [copy, close]), status);
  if (location.protocol === 'file:') dialog.insertBefore(fileNote, code);
  root.append(open, dialog);

  // The last state the page drew: when the current settings are refused, that view is the one shown.
  let drawn = null;
  const write = () => {
    const show = boxes.filter((box) => box.checked).map((box) => box.value);
    code.value = show.length === 0 ? 'Choose at least one part to show.'
      : embedCode({ state: drawn ?? store.get(), show, title: title.input.value, width: width.input.value,
        height: height.input.value, resize: resizeBox.checked });
    status.textContent = drawn && drawn !== store.get()
      ? 'The current settings cannot run; the code shows the last view drawn.' : '';
  };
  dialog.addEventListener('input', write);
  dialog.addEventListener('change', write);

  open.addEventListener('click', () => {
    const { panel } = store.get();
    for (const box of boxes) box.checked = box.value === 'input' || box.value === panel;
    write();
    dialog.showModal();
  });
  close.addEventListener('click', () => dialog.close());
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.value);
      status.textContent = 'Copied.';
    } catch {
      code.select();  // clipboard refused (a file, a frame): leave it selected for Ctrl+C
      status.textContent = 'Your browser would not let the page copy; the code is selected: press Ctrl+C (⌘C).';
    }
  });
  return { render(result, state) { drawn = state; } };
}
