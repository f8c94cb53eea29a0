// The teacher's guide in English, Hindi and Spanish (scripts/guide.mjs, guide-content*.mjs), as built
// into the site (SITE_DIR, or build/wasm/site): each language's content has the English shape (same
// lists, same lengths, the same placeholders and the same code); the three guides have the same
// structure (sections, steps, questions, discussion questions, presets, plan rows, LMS steps); the
// Hindi and Spanish guides hold no untranslated English prose (outside code, the learner's example
// sentences and the platforms' English menu names in <em>); every link into the lab carries the
// guide's language; each guide links to the other two; and the page's footer link knows which
// languages the guide has. Reads three files: a few milliseconds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUIDES } from '../../scripts/guide.mjs';
import { LESSON } from '../../web/js/content/lesson.js';
import { QUESTIONS } from '../../web/js/content/questions.js';
import { EXAMPLES } from '../../web/js/content/examples.js';
import { STORY_SENTENCES } from '../../web/js/content/lesson.js';
import { defaults } from '../../web/js/state/state.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const siteDir = process.env.SITE_DIR ?? path.join(root, 'build/wasm/site');
const LANGS = Object.keys(GUIDES);
const TRANSLATED = LANGS.filter((lang) => lang !== 'en');
const english = GUIDES.en.content;
const html = Object.fromEntries(LANGS.map((lang) => [lang, fs.readFileSync(path.join(siteDir, 'guide', GUIDES[lang].file), 'utf8')]));

// Every string of a content value, by its path ("PAGE.lesson.intro", "DISCUSSION.3.answer").
function strings(value, at = '', out = new Map()) {
  if (typeof value === 'string') out.set(at, value);
  else if (Array.isArray(value)) value.forEach((item, k) => strings(item, `${at}.${k}`, out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) strings(item, at ? `${at}.${key}` : key, out);
  return out;
}
const placeholders = (text) => (text.match(/\{[^}]*\}/g) ?? []).sort();
const codes = (text) => (text.match(/<code>[\s\S]*?<\/code>/g) ?? []).sort();

test('each language\'s content has the English shape: the same strings, placeholders, links and code', () => {
  const englishStrings = strings({ ...english });
  for (const lang of TRANSLATED) {
    const translated = strings({ ...GUIDES[lang].content });
    assert.deepEqual([...translated.keys()], [...englishStrings.keys()], `${lang}: the same exports, lists and lengths`);
    for (const [at, text] of englishStrings) {
      const other = translated.get(at);
      // Which step, preset and time each entry belongs to is not translated.
      if (/^STEP_ANSWERS\.\d+\.predict$|^PRESET_NOTES\.\d+\.name$|^CLASS_PLAN\.\d+\.0$|^PAGE\.lms\.platforms\.\d+\.name$/.test(at)) assert.equal(other, text, `${lang} ${at}`);
      assert.deepEqual(placeholders(other), placeholders(text), `${lang} ${at}: placeholders`);
      assert.deepEqual(codes(other), codes(text), `${lang} ${at}: code stays as it is`);
      assert.equal((other.match(/<a /g) ?? []).length, (text.match(/<a /g) ?? []).length, `${lang} ${at}: links`);
    }
  }
});

// The parts of a guide, found by their markup (guide.mjs writes the same markup in every language).
function parts(page) {
  const section = (id) => page.match(new RegExp(`<section aria-labelledby="${id}">([\\s\\S]*?)</section>`))?.[1] ?? '';
  const count = (text, pattern) => (text.match(pattern) ?? []).length;
  return {
    sections: [...page.matchAll(/<section aria-labelledby="(\w+)">/g)].map((m) => m[1]),
    contents: count(page.match(/<nav aria-labelledby="contents-title"[\s\S]*?<\/nav>/)[0], /<li>/g),
    planRows: count(section('plan'), /<tr><th scope="row">/g),
    steps: count(section('lesson'), /<h3>/g),
    stepAnswers: count(section('lesson'), /<p class="answer">/g),
    questions: count(section('answers'), /<h3>/g),
    choices: count(section('answers'), /<li>/g),
    blankItems: count(section('blank'), /<li>/g),
    discussion: count(section('discussion'), /<p class="answer">/g),
    presets: count(section('train'), /<li>/g),
    platforms: count(section('lms'), /<h3>/g),
    lmsSteps: count(section('lms'), /<li>/g),
    // Block-level markup in order, with ids and classes: the same skeleton in every language.
    skeleton: [...page.matchAll(/<(\/?)(section|nav|h[1-3]|p|ol|ul|li|table|tr|th|td|pre)\b([^>]*?)\s*>/g)]
      .map(([, close, tag, attributes]) => `${close}${tag}${(attributes.match(/\s(?:id|class)="[^"]*"/g) ?? []).join('')}`).join(' '),
  };
}

test('the three guides are built, each with its <html lang>, and have the same structure', () => {
  const englishParts = parts(html.en);
  assert.deepEqual(englishParts.sections, ['plan', 'lesson', 'answers', 'blank', 'discussion', 'train', 'lms']);
  assert.equal(englishParts.contents, englishParts.sections.length);
  assert.equal(englishParts.planRows, english.CLASS_PLAN.length);
  assert.equal(englishParts.steps, LESSON.length);
  assert.equal(englishParts.stepAnswers, LESSON.length, 'every step\'s prediction answered');
  assert.equal(englishParts.questions, Object.keys(QUESTIONS).length);
  assert.equal(englishParts.discussion, english.DISCUSSION.length);
  assert.equal(englishParts.presets, english.PRESET_NOTES.length);
  assert.equal(englishParts.platforms, english.PAGE.lms.platforms.length + 1, 'Moodle, Canvas, Blackboard, and hosting');
  for (const lang of LANGS) {
    assert.match(html[lang], new RegExp(`<html lang="${lang}">`), lang);
    assert.deepEqual(parts(html[lang]), englishParts, `${lang}: the same structure as the English guide`);
  }
});

// Words common in English prose and not Spanish words too (so "a", "no", "he", "me" are left out).
const COMMON_ENGLISH = new Set(`the of to in on and or is are was were be been it its that this these those with for as at by from
  but not each every what which who whom when where how why one two three four all any some more most less only also then than
  they their them there here has have had can could will would should may might do does did done see sees shows show learners
  learner press pressed word words model models order sentence sentences page step steps same new old after before under over into
  out up so if both either other others own just still even much many well such very about between while because once again
  answer answers question questions lesson lab guide class pair pairs each every first last next time minutes look open add
  choose use used make makes get gets set sets keep keeps take takes give gives run runs trained training position positions
  encoding encodings mask weights outputs output shuffle shuffled reading table panel preset presets you your we our he she`.split(/\s+/));

// Runs of 4 or more common English words in a row, in a guide's prose: its text without <pre>, <code>,
// the platforms' menu names (<em>), and the learner's example sentences, which stay in English.
function englishRuns(page) {
  let text = page.replace(/<head>[\s\S]*?<\/head>/, '').replace(/<pre>[\s\S]*?<\/pre>|<code>[\s\S]*?<\/code>|<em>[\s\S]*?<\/em>/g, ' ');
  const kept = [defaults().text, ...EXAMPLES.map((e) => e.text), ...STORY_SENTENCES.map((s) => s.text), 'dog bites man', 'man bites dog'];
  for (const sentence of kept) text = text.replaceAll(sentence, ' ');
  text = text.replace(/<[^>]*>/g, '\n').replace(/&[a-z]+;/g, ' ');
  const runs = [];
  for (const chunk of text.split('\n')) {
    let run = [];
    for (const word of chunk.match(/[\p{L}’'-]+/gu) ?? []) {
      if (COMMON_ENGLISH.has(word.toLowerCase())) { run.push(word); continue; }
      if (run.length >= 4) runs.push(run.join(' '));
      run = [];
    }
    if (run.length >= 4) runs.push(run.join(' '));
  }
  return runs;
}

test('the Hindi and Spanish guides hold no untranslated English prose', () => {
  assert.ok(englishRuns(html.en).length > 50, 'the check finds English in the English guide');
  for (const lang of TRANSLATED) assert.deepEqual(englishRuns(html[lang]), [], lang);
  // In Hindi, no run of four Latin words at all outside code, menus and the learner's sentences.
  // (The learner's sentences stay English: the default one, the lesson's, which the Fill the blank
  // example is picked from, and the hook's.)
  let hindi = html.hi.replace(/<head>[\s\S]*?<\/head>|<pre>[\s\S]*?<\/pre>|<code>[\s\S]*?<\/code>|<em>[\s\S]*?<\/em>/g, ' ');
  for (const sentence of [defaults().text, ...STORY_SENTENCES.map((s) => s.text)]) hindi = hindi.replaceAll(sentence, ' ');
  hindi = hindi.replace(/dog bites man|man bites dog/g, ' ').replace(/<[^>]*>/g, '\n');
  assert.deepEqual(hindi.match(/\p{Script=Latin}+(?:[\s,.-]+\p{Script=Latin}+){3,}/gu) ?? [], [], 'Latin runs in the Hindi guide');
});

const hrefs = (page) => [...page.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));

test('every link into the lab carries the guide\'s language; each guide links to the other two', () => {
  for (const lang of LANGS) {
    const links = hrefs(html[lang]);
    const lab = links.filter((href) => href.startsWith('../index.html'));
    assert.ok(lab.length >= LESSON.length + Object.keys(QUESTIONS).length + english.PRESET_NOTES.length + 3, `${lang}: ${lab.length} links into the lab`);
    for (const href of lab) {
      const wanted = new URLSearchParams(new URL(href, 'http://lab/guide/').hash.slice(1)).get('lang');
      assert.equal(wanted, lang === 'en' ? null : lang, `${lang}: ${href}`);
    }
    // The embed snippets a teacher copies name the language too.
    for (const [, snippet] of html[lang].matchAll(/<code>(index\.html#embed=1[^<]*)<\/code>/g))
      assert.equal(new URLSearchParams(snippet.replaceAll('&amp;', '&').split('#')[1]).get('lang'), lang === 'en' ? null : lang, snippet);
    for (const other of LANGS.filter((code) => code !== lang)) assert.ok(links.includes(GUIDES[other].file), `${lang} links to ${other}`);
  }
});

test('the page\'s footer link names the languages the guide is written in', () => {
  const page = fs.readFileSync(path.join(root, 'web/index.html'), 'utf8');
  const link = page.match(/<a href="guide\/index\.html"[^>]*data-languages="([^"]*)"/);
  assert.ok(link, 'the footer link to guide/index.html has data-languages');
  assert.deepEqual(link[1].split(' '), TRANSLATED);
  for (const lang of TRANSLATED) assert.equal(GUIDES[lang].file, `index.${lang}.html`, 'the file name page-text.js makes');
});
