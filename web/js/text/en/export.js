// The English messages of the Export menus and the files they make (export/): see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'export.menu': 'Export',
  'export.png': 'PNG image',
  'export.svg': 'SVG image',
  'export.csv': 'CSV numbers',
  'export.json': 'JSON numbers',
  'export.failed': 'Could not export: {reason}.',
  'export.pngFailed': 'the browser could not make the PNG',
  'export.file': 'figure',
});
