// The export code as a classic script of its own (bundled to export.js): export/menu.js adds it
// the first time a reader exports.
import * as figures from '../export/figures.js';

globalThis.posattnExport = figures;
