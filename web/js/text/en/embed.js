// The English messages of the Embed dialog (views/page/embed-dialog-body.js, a script loaded at the
// first press of Embed, so its texts cost a first visit nothing): see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'embed.title': 'Embed this view',
  'embed.about': 'The code shows the view as it is now: the sentence, its order and every setting.',
  'embed.show': 'Show',
  'embed.part': '{part, select, input {The sentence, order and badge} compare {Compare} heads {Heads} position {Position} outputs {Outputs} walkthrough {Step by step} train {Train} other {{part}}}',
  'embed.frameTitle': 'Title (read by screen readers)',
  'embed.defaultTitle': 'Word order in attention',
  'embed.width': 'Width',
  'embed.height': 'Height in pixels (measured; the page resizes it when it can)',
  'embed.lesson': 'Lesson step',
  'embed.noStep': 'None',
  'embed.step': '{n}. {title}',
  'embed.theme': 'Theme',
  'embed.themeName': '{theme, select, system {The reader’s (system)} light {Light} dark {Dark} other {{theme}}}',
  'embed.resize': 'Add the auto-resize script (one per page)',
  'embed.pin': 'Pin the script with its integrity hash (only if this site sends CORS headers)',
  'embed.code': 'Embed code',
  'embed.copy': 'Copy code',
  'embed.close': 'Close',
  'embed.fromFile': 'This copy was opened from a file: an iframe needs the page on a web host, so put the site on one and use its address.',
  'embed.noParts': 'Choose at least one part to show.',
  'embed.lastDrawn': 'The current settings cannot run; the code shows the last view drawn.',
  'embed.measured': 'Measured: {height} px tall at {width} px wide.',
  'embed.measuring': 'Measuring the height…',
  'embed.copied': 'Copied.',
  'embed.copyRefused': 'Your browser would not let the page copy; the code is selected: press Ctrl+C (⌘C).',
  'embed.measureFrame': 'Measuring the embed',
});
