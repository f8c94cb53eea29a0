// The Embed button. The dialog itself (embed-dialog-body.js) is a script of its own, embed-dialog.js
// in the site, added the first time the button is pressed (util/classic-script.js): a first visit does
// not download it. While it loads, body[data-busy] is set, as while the page waits for the core.
import { element } from '../../util/dom.js';
import { classicScript } from '../../util/classic-script.js';
import { t } from '../../text/en/page.js';

export function createEmbedDialog(root, { store, signal }) {
  const button = element('button', { text: t('page.embed'), attrs: { type: 'button', id: 'embed-open', 'aria-haspopup': 'dialog' } });
  root.append(button);
  let drawn = null;  // the last state the page drew
  let open = null;
  button.addEventListener('click', async () => {
    if (!open) {
      document.body.dataset.busy = 'true';
      try {
        const { createDialog } = await classicScript('embed-dialog.js', 'posattnEmbedDialog', 'embedDialog');
        open ??= createDialog(root, { store, drawnState: () => drawn, signal });
      } catch (error) {
        button.title = t('page.embedFailed', { reason: error.message });
        return;
      } finally {
        delete document.body.dataset.busy;
      }
    }
    open();
  });
  return { render(result, state) { drawn = state; } };
}
