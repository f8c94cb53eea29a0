// Follows CONTRIBUTING.md's "Adding a positional scheme" in the tree at ROOT (a scratch copy:
// scripts/recipe-check.sh makes it) with a trial scheme that needs a new operation: "trial", the
// sinusoidal table with its columns reversed. Every edit is one of the recipe's steps, numbered as
// there; nothing else is touched. Usage: node scripts/recipe-trial.mjs ROOT
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
function edit(file, change) {
  const at = path.join(root, file);
  const before = fs.readFileSync(at, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`recipe-trial: ${file} did not change: does the recipe still name it?`);
  fs.writeFileSync(at, after);
  console.log(`edited ${file}`);
}
const insertBefore = (text, anchor, insertion) => {
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`recipe-trial: no "${anchor}"`);
  return text.slice(0, at) + insertion + text.slice(at);
};
// The end of the table `name` (its closing "};"), for a new last row.
const tableEnd = (text, name) => text.indexOf('\n};', text.indexOf(`${name}[] = {`)) + 1;
const appendRow = (text, name, row) => { const at = tableEnd(text, name); return text.slice(0, at) + row + text.slice(at); };

// 1. The enum value, at the end.
edit('core/positional.hpp', (s) => s.replace(/enum class PositionScheme \{([^}]*)\}/, (_, values) => `enum class PositionScheme {${values}, Trial}`));
// 2. One row in each table of the registry: name, family and operations; parameters and paper.
edit('core/schemes.cpp', (s) => appendRow(appendRow(s,
  'kKinds', '    {PositionScheme::Trial, "trial", SchemeFamily::Absolute, {AddedVectors::ReversedSinusoids, false, ScoreBias::None}},\n'),
  'kDetails', '    {{"base", "strength"}, ""},\n'));
// 3. Its words.
edit('web/js/text/en/schemes.js', (s) => insertBefore(s, "  'schemes.t5':",
  "  'schemes.trial': 'trial',\n  'schemes.trial.phrase': 'the reversed sinusoids',\n"
  + "  'schemes.trial.description': 'Trial (sinusoidal, columns reversed)',\n"));
// 4. Its explanation on the Position panel, 5. and the explanation's words.
edit('web/js/content/panel-explanations.js', (s) => insertBefore(s, '    t5: {',
  "    trial: {\n      get title() { return t('panel-explanations.trial.title'); },\n"
  + "      paragraphs: ['panel-explanations.trial.p1'],\n      numbers: [],\n    },\n"));
edit('web/js/text/en/panel-explanations.js', (s) => insertBefore(s, "  'panel-explanations.t5.title':",
  "  'panel-explanations.trial.title': 'Trial: the sinusoids, reversed',\n"
  + "  'panel-explanations.trial.p1': 'A trial scheme: the sinusoidal table with its columns in reverse order.',\n"));
// 6. A new kind of operation: a value of AddedVectors,
edit('core/schemes.hpp', (s) => s.replace(/enum class AddedVectors \{([^}]*)\}/, (_, values) => `enum class AddedVectors {${values}, ReversedSinusoids}`));
// 7. and what it does, once, for every model.
edit('core/position_operations.cpp', (s) => insertBefore(s, '    case AddedVectors::Table:',
  '    case AddedVectors::ReversedSinusoids:  // the trial: the sinusoids\' columns in reverse order\n'
  + '      return p.strength * sinusoidalEncoding(p.startPosition, count, width, p.base).rowwise().reverse();\n'));
