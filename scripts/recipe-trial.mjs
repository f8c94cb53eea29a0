// Follows three of CONTRIBUTING.md's recipes in the tree at ROOT (a scratch copy:
// scripts/recipe-check.sh makes it): "Adding a positional scheme" with a trial scheme that needs a
// new operation and two new parameters ("trial", the sinusoidal table with its columns reversed,
// scaled by trialScale and moved on by trialShift positions), "Adding a view" with a
// trial view in the Position panel (the sentence's tokens, and a number the core computes for it), and "Translating the page"
// with a trial language (French, two messages translated through the translator's sheet). Every
// edit is one of a recipe's steps, numbered as there; nothing else is touched.
// Usage: node scripts/recipe-trial.mjs ROOT
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

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
function create(file, text) {
  const at = path.join(root, file);
  if (fs.existsSync(at)) throw new Error(`recipe-trial: ${file} exists already`);
  fs.writeFileSync(at, text);
  console.log(`created ${file}`);
}

// 1. The enum value, at the end; and (a new parameter) the settings' fields for its two new
// parameters, a scale and a shift of the positions, with their defaults.
edit('core/positional.hpp', (s) => s.replace(/enum class PositionScheme \{([^}]*)\}/, (_, values) => `enum class PositionScheme {${values}, Trial}`)
  .replace('  int startPosition = 0;', '  double trialScale = 1.0;  // the trial scheme\'s: a scale of its vectors\n'
    + '  int trialShift = 0;        // and how many positions it moves them on\n  int startPosition = 0;'));
// 2. One row in each table of the registry: name, family and operations; parameters and paper.
edit('core/schemes.cpp', (s) => appendRow(appendRow(s,
  'kKinds', '    {PositionScheme::Trial, "trial", SchemeFamily::Absolute, {AddedVectors::ReversedSinusoids, false, ScoreBias::None}},\n'),
  'kDetails', '    {{"base", "trialScale", "trialShift"}, ""},\n'));
// 3. Its words, and its new parameters' labels.
edit('web/js/text/en/schemes.js', (s) => insertBefore(insertBefore(s, "  'schemes.t5':",
  "  'schemes.trial': 'trial',\n  'schemes.trial.phrase': 'the reversed sinusoids',\n"
  + "  'schemes.trial.description': 'Trial (sinusoidal, columns reversed)',\n"),
  "  'schemes.parameter.t5Buckets':", "  'schemes.parameter.trialScale': 'Trial scale',\n  'schemes.parameter.trialShift': 'Trial shift',\n"));
// 4. Its explanation on the Position panel, 5. and the explanation's words.
edit('web/js/content/panel-explanations.js', (s) => insertBefore(s, '    t5: {',
  "    trial: {\n      get title() { return t('panel-explanations.trial.title'); },\n"
  + "      paragraphs: ['panel-explanations.trial.p1'],\n      numbers: [],\n    },\n"));
edit('web/js/text/en/panel-explanations.js', (s) => insertBefore(s, "  'panel-explanations.t5.title':",
  "  'panel-explanations.trial.title': 'Trial: the sinusoids, reversed',\n"
  + "  'panel-explanations.trial.p1': 'A trial scheme: the sinusoidal table with its columns in reverse order.',\n"));
// 6. A new kind of operation: a value of AddedVectors; and (a new parameter) one row each in the
// parameters' table, with its range (the shift's error is the generic one, the scale's its own),
edit('core/schemes.hpp', (s) => s.replace(/enum class AddedVectors \{([^}]*)\}/, (_, values) => `enum class AddedVectors {${values}, ReversedSinusoids}`)
  .replace('    POSATTN_PARAMETER(t5Bidirectional,', '    POSATTN_PARAMETER(trialScale, "number", 0.5, 4.0, 1.0, "", "trial-scale-out-of-range"),\n'
    + '    POSATTN_PARAMETER(trialShift, "integer", 0, 16, 0, "", ""),\n    POSATTN_PARAMETER(t5Bidirectional,'));
// 7. and what it does, once, for every model.
edit('core/position_operations.cpp', (s) => insertBefore(s, '    case AddedVectors::Table:',
  '    case AddedVectors::ReversedSinusoids:  // the trial: the sinusoids\' columns in reverse order\n'
  + '      return p.trialScale * sinusoidalEncoding(p.startPosition + p.trialShift, count, width, p.base).rowwise().reverse();\n'));
// 8. (A parameter with an error of its own) the error's words.
edit('web/js/text/en/errors.js', (s) => s.replace("  'errors.strength-out-of-range':",
  "  'errors.trial-scale-out-of-range': 'The trial scale must be between {min} and {max}.',\n  'errors.strength-out-of-range':"));

// Adding a view. 0. (A view that needs a number the core does not give yet.) The number, in the
// result both models' analyses share: a field of Comparison (core/analysis.hpp), computed in
// compareRuns (core/analysis.cpp, which the English models' analysis calls too), written out by the
// binding (wasm/js_values.cpp) and described in wasm/api.json (`npm run api` writes its type and
// docs/api.md's row).
edit('core/analysis.hpp', (s) => s.replace('  double meanOutputError = 0.0;\n',
  '  double meanOutputError = 0.0;\n  std::vector<double> headEntropy;  // the trial view\'s: per head, its rows\' mean entropy (nats)\n'));
edit('core/analysis.cpp', (s) => s.replace('    c.headOutputErrors.push_back(equivarianceError(before[h]->output, after[h]->output, order));\n',
  '    c.headOutputErrors.push_back(equivarianceError(before[h]->output, after[h]->output, order));\n'
  + '    const Matrix& w = before[h]->weights;  // the trial: the mean over rows of -sum w log w\n'
  + '    c.headEntropy.push_back(w.rows() == 0 ? 0.0 : -(w.array() * (w.array() + (w.array() == 0).cast<double>()).log()).sum() / static_cast<double>(w.rows()));\n'));
edit('wasm/js_values.cpp', (s) => s.replace('  pack.numbers(comparison, "displacement", c.displacement);\n',
  '  pack.numbers(comparison, "displacement", c.displacement);\n  pack.numbers(comparison, "headEntropy", c.headEntropy);\n'));
edit('wasm/api.json', (s) => s.replace('        {"name": "meanOutputError", "ts": "number", "doc": "the mean output over tokens, compared between the runs"}\n',
  '        {"name": "meanOutputError", "ts": "number", "doc": "the mean output over tokens, compared between the runs"},\n'
  + '        {"name": "headEntropy", "ts": "Float64Array", "doc": "the trial view\'s: per head, the mean entropy of its weight rows"}\n'));
// 1. The module, in its panel's folder.
create('web/js/views/position/trial-count.js', `// A trial view (scripts/recipe-trial.mjs): how many tokens the analysis read, and the first
// head's attention entropy, a number the core computes for it (Comparison.headEntropy).
import { t } from '../../text/en/position.js';
import { formatNumber } from '../../util/format.js';

export function createTrialCount(root) {
  return { render(result) {
    root.textContent = t('position.trialCount', { n: result.tokens.length, entropy: formatNumber(result.comparison.headEntropy[0]) });
  } };
}
`);
// 2. Its place in index.html, in its panel's section.
edit('web/index.html', (s) => s.replace('<div id="encoding-panel" class="block-main"></div>',
  '<div id="encoding-panel" class="block-main"></div>\n        <p id="trial-count"></p>'));
// 3. One line in the table of views (the Position panel loads on demand: no import).
edit('web/js/app/views.js', (s) => s.replace("      v.createPositionEncoding(byId('encoding-panel'), { store }),\n",
  "      v.createPositionEncoding(byId('encoding-panel'), { store }),\n      v.createTrialCount(byId('trial-count')),\n"));
// 4. Its words.
edit('web/js/text/en/position.js', (s) => s.replace("  'position.encoding': 'Position encoding',\n",
  "  'position.encoding': 'Position encoding',\n  'position.trialCount': '{n, plural, one {# token} other {# tokens}} read; entropy of head 1: {entropy}',\n"));

// Translating the page: a new language. 1. One line in the list of languages.
edit('web/js/text/languages.js', (s) => s.replace("  { code: 'es', name: 'Español', dir: 'ltr', menu: true, catalogue: 'split' },\n",
  "  { code: 'es', name: 'Español', dir: 'ltr', menu: true, catalogue: 'split' },\n  { code: 'fr', name: 'Français', dir: 'ltr', menu: true, catalogue: 'split' },\n"));
// 2. Its example sentences (optional).
edit('web/js/content/language-examples.js', (s) => s.replace('  es: [', "  fr: [\n    { get label() { return t('language-examples.esSwap'); }, text: 'Le chien a mordu l’homme', order: [3, 4, 2, 1, 0] },\n  ],\n  es: ["));
// 3. The catalogue: empty, then the translator's sheet merged back (two messages translated: one
// of a first view's, html.name, and one of the rest's, the trial view's, so both scripts carry one).
create('web/js/text/catalogues/fr.json', '{}\n');
const sheet = path.join(root, 'build-recipe-sheet.json');
fs.writeFileSync(sheet, JSON.stringify({ 'html.name': { text: 'L’ordre des mots dans l’attention' },
  'position.trialCount': { text: '{n, plural, one {# mot lu} other {# mots lus}} ; entropie de la tête 1 : {entropy}' } }));
execFileSync('node', ['scripts/messages.mjs', 'import', 'fr', sheet], { cwd: root, stdio: 'inherit' });
fs.rmSync(sheet);
