// embed-dialog.js: the Embed dialog as a classic script of its own (views/page/embed-dialog.js adds it).
import { createDialog } from '../views/page/embed-dialog-body.js';

globalThis.posattnEmbedDialog = Object.freeze({ createDialog });
