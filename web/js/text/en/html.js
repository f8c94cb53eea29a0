// The English texts of index.html (data-msg ids, text/page-text.js). The build writes them into the
// page itself (scripts/bundle.mjs), so the page's scripts never need them in English: only a language
// that rewrites the page from English (the pseudo-locale, entries/locale-en-XA.js) loads this file,
// and a first visit carries none of it twice.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'html.docTitle': 'Word order in attention: what positional encodings do',
  'html.description': 'Type a sentence, shuffle it, and see what positional encodings do to self-attention.',
  'html.name': 'Word order in attention',
  'html.skip': 'Skip to the lab',
  'html.toolbar': 'Page',
  'html.lesson': 'Lesson',
  'html.menu': 'Settings',
  'html.display': 'Display and sharing',
  'html.model': 'Model',
  'html.lede': 'Self-attention with no positional encoding and no causal mask cannot see word order. Type a sentence, shuffle it, and measure what a positional encoding changes.',
  'html.loading': 'Loading the attention engine…',
  'html.inputTitle': '1. A sentence and a new order',
  'html.order': 'Order',
  'html.tabCompare': 'Compare',
  'html.compareTitle': 'Did anything change besides the order?',
  'html.tabHeads': 'Heads',
  'html.headsTitle': 'Heads: what each one reads',
  'html.tabPosition': 'Position',
  'html.positionTitle': 'What the positional encoding adds',
  'html.tabOutputs': 'Outputs',
  'html.outputsTitle': 'What each token comes out as',
  'html.tabWalk': 'Step by step',
  'html.tabWalkShort': 'Steps',
  'html.walkTitle': 'Inside attention, step by step',
  'html.tabTrain': 'Train',
  'html.trainTitle': 'Train a tiny transformer, one per positional encoding',
  'html.trainAbout': "Each model has learned word vectors, the scheme's position part, one layer of attention with a residual connection and a linear readout, trained here with Adam on a small order task. Which schemes learn it, and which still work on longer sentences?",
  'html.engine': 'The numbers come from a C++ attention core compiled to WebAssembly; nothing is computed on a server.',
  'html.guide': 'Teacher’s guide: the lesson’s answers, discussion questions, and how to add the lab to Moodle, Canvas or Blackboard.',
});
