// The content (web/js/content/*.js) names messages: every text a view shows comes from the catalogue
// (text/en/<room>.js). A claim's text and a paragraph are message ids that exist; a field a view
// reads as it is (a title, a label, a choice) reads its message when read, so it follows the
// page's language: in the pseudo-locale every one of them is accented and inside ⟦ ⟧.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LESSON, RECAP } from '../../web/js/content/lesson.js';
import '../../web/js/text/en/lesson.steps.js';  // the page loads it when a later step opens
import '../../web/js/text/en/html.js';  // index.html's texts, which a lesson step's `answers` may name
import { BLANK_NOTES, BLANK_STORY } from '../../web/js/content/blank.js';
import { QUESTIONS } from '../../web/js/content/questions.js';
import { BADGE, SHIFT_VERDICT } from '../../web/js/content/verdicts.js';
import { EXPLANATIONS, ENCODING_NOTES } from '../../web/js/content/explanations.js';
import { PANEL_EXPLANATIONS } from '../../web/js/content/panel-explanations.js';
import * as WALK_TEXTS from '../../web/js/content/walkthrough-texts.js';
import { MODEL_SHOWN } from '../../web/js/content/model-shown.js';
import { TRAIN_PRESETS } from '../../web/js/content/train-presets.js';
import { ANALOGIES } from '../../web/js/content/analogies.js';
import { EXAMPLES } from '../../web/js/content/examples.js';
import { explain } from '../../web/js/content/analogy-text.js';
import { hasMessage, useLanguage, t } from '../../web/js/text/messages.js';
import { PSEUDO_LOCALE } from '../../web/js/text/pseudo-locale.js';

const CONTENT = { LESSON, RECAP, QUESTIONS, BADGE, SHIFT_VERDICT, EXPLANATIONS, ENCODING_NOTES, PANEL_EXPLANATIONS,
  WALK_TEXTS: { ...WALK_TEXTS }, MODEL_SHOWN, TRAIN_PRESETS, ANALOGIES, EXAMPLES, BLANK_NOTES, BLANK_STORY };
// Fields that hold settings, names and the learner's sentences, not texts.
const NOT_TEXT = new Set(['state', 'patch', 'setup', 'asserts', 'choice', 'id', 'panel', 'target', 'parts', 'measure',
  'settings', 'ropeScaling', 'order', 'veils', 'place']);
// Where a string is a message id that claims.js formats: claim lists, paragraphs, notes.
const NAMED = new Set(['claims', 'answers', 'paragraphs', 'numbers', 'ENCODING_NOTES', 'BADGE', 'SHIFT_VERDICT', 'MODEL_SHOWN', 'BLANK_NOTES', 'BLANK_STORY']);

// [path, string, named?] for every string of the content.
function strings(value, path = '', named = false, out = []) {
  if (typeof value === 'string') out.push([path, value, named]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, named, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (NOT_TEXT.has(key) || (path.startsWith('.EXAMPLES') && key === 'text')) continue;
      strings(v, `${path}.${key}`, named || NAMED.has(key), out);
    }
  }
  return out;
}

test('every claim, paragraph and note names a message that exists', () => {
  const named = strings(CONTENT).filter(([, text, isNamed]) => isNamed && text !== '');
  assert.ok(named.length >= 120, `${named.length} message ids`);
  for (const [path, id] of named) assert.ok(hasMessage(id), `${path}: no message "${id}"`);
});

test('every text a view reads as it is follows the page\'s language', async () => {
  const shown = () => strings(CONTENT).filter(([, text, isNamed]) => !isNamed && text !== '');
  const english = shown();
  assert.ok(english.length > 100, `${english.length} texts`);
  for (const [path, text] of english) assert.ok(!hasMessage(text), `${path} shows the id ${text}`);
  await useLanguage('en-XA', async () => PSEUDO_LOCALE);
  try {
    for (const [path, text] of shown()) assert.match(text, /^⟦[^!].*⟧$/s, `${path}: "${text}" is not from the catalogue`);
    assert.match(explain({ plain: 'x' }, 'cricket', 'step').note, /^⟦.*⟧$/);
    assert.match(WALK_TEXTS.MATCH_NAMES.plain.rows(2)[1], /^⟦.*2.*⟧$/);
  } finally {
    await useLanguage('en');
  }
  assert.equal(t('lesson.attention.title'), LESSON[0].title);
});
