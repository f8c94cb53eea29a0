// Writes the teacher's guide in English, Hindi and Spanish (guide/index.html, index.hi.html and
// index.es.html in the site) from the page's own content: each lesson step from
// web/js/content/lesson.js, each predict question from web/js/content/questions.js with the answer the
// page gives for the default sentence, picked as the page picks it (claims.js) from the core's own
// numbers for that case (the built analysis module, run here in Node). So the guide can never state an
// answer the page would not. Those texts come from the page's catalogue of the guide's language
// (web/js/text/catalogues/<lang>.json), so guide and page say the same; the teacher's own prose (the
// headings and paragraphs, the class plan, the answers to the steps' predictions and to the discussion
// questions, Fill the blank, the presets, the LMS steps) is in guide-content.mjs and its translations
// guide-content.<lang>.mjs. Its statements about what a model does are claims (guide-claims.mjs),
// measured on the core and the shipped English models when the guide is written (guide-facts.mjs):
// where their truth depends on the models, the text shown and the Fill the blank example are picked
// by their conditions. This file only assembles. Every link into the lab carries the guide's
// language (lang=), and each guide links to the others. In print every link shows its full address
// (web/guide/print-links.js). bundle.mjs calls writeGuide().
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LESSON } from '../web/js/content/lesson.js';
import '../web/js/text/en/lesson.steps.js';  // steps 2 to 6 (the page loads them when a later step opens)
import { QUESTIONS } from '../web/js/content/questions.js';
import { facts, pick } from '../web/js/content/claims.js';
import { analyzeSentence } from '../web/js/engine/calls.js';
import { defaults, toHash } from '../web/js/state/state.js';
import { t as lessonText } from '../web/js/text/en/lesson.js';
import '../web/js/text/en/html.js';  // the names of the page's tabs, buttons and menus ({ui:id})
import '../web/js/text/en/input.js';
import '../web/js/text/en/page.js';
import '../web/js/text/en/shared.js';
import { t, useLanguage } from '../web/js/text/messages.js';
import { catalogueTexts } from '../web/js/text/catalogue.js';
import { MENU_LANGUAGES, languageOf } from '../web/js/text/languages.js';
import { chosenAlternatives, withChosen } from './guide-claims.mjs';
import { englishModels, measureGuideFacts, guideFacts, EXAMPLE_SEED } from './guide-facts.mjs';

// The guide's languages: every language of the menu (web/js/text/languages.js) whose teacher's prose
// is written (guide-content.mjs, guide-content.<lang>.mjs), with the file it is written to (English
// keeps index.html, the address the page and old handouts link to). web/index.html's footer link
// names the others (data-languages), so the page links to the guide in its own language.
const contentFile = (lang) => new URL(lang === 'en' ? './guide-content.mjs' : `./guide-content.${lang}.mjs`, import.meta.url);
export const GUIDES = Object.fromEntries(await Promise.all(MENU_LANGUAGES.filter((lang) => fs.existsSync(contentFile(lang)))
  .map(async (lang) => [lang, { content: await import(contentFile(lang).href), file: lang === 'en' ? 'index.html' : `index.${lang}.html`,
    name: languageOf(lang).name }])));
const { PRESET_NOTES } = GUIDES.en.content;

// Where each predict question sits on the page (main.js builds them into these panels).
const QUESTION_PANELS = {
  shuffleWithoutPosition: 'compare', causalMaskLeaks: 'compare', ropeShift: 'position', alibiReversal: 'position',
};
const PANEL_NAMES = { compare: 'html.tabCompare', position: 'html.tabPosition' };  // as the tabs name them
// The Train panel's presets (web/js/views/train): #panel=train&preset=NAME, with what to expect.
export const TRAIN_PRESETS = PRESET_NOTES.map(({ name, question }) => [name, question]);
const REQUEST_FIELDS = ['scheme', 'modelWidth', 'heads', 'causal', 'temperature', 'base', 'strength',
  't5Buckets', 't5MaxDistance', 't5Bidirectional', 'shiftBy'];

const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function loadModule(moduleDir) {
  const file = path.join(moduleDir, 'attention.js');
  const create = createRequire(import.meta.url)(file);
  return create({ wasmBinary: fs.readFileSync(path.join(moduleDir, 'attention.wasm')) });
}

// The answer the page gives to a question on the default sentence: the state after its setup, the
// core's result there, and the first of its answers whose condition holds.
export function defaultAnswer(M, question) {
  const state = { ...defaults(), ...question.setup };
  const request = { text: state.text, seed: state.modelSeed };
  for (const name of REQUEST_FIELDS) request[name] = state[name];
  const { tokenized, result } = analyzeSentence(M, { request, order: state.order, seed: state.seed });
  if (!tokenized.ok || !result?.ok) throw new Error(`guide: the default sentence did not run for "${question.prompt}"`);
  const truth = pick(question.answers, facts(result, state));
  const choice = question.choices.find((c) => c.id === truth.choice);
  return { choice: choice.text, reason: truth.text, state };
}

// A link into the lab, in the guide's language: lang= last, as the page's own links write it (toHash).
const labLink = (hash, lang) => {
  const withLang = lang === 'en' ? hash : `${hash || '#'}${hash ? '&' : ''}lang=${lang}`;
  return escapeHtml(`../index.html${withLang}`);
};

// Fills a content string's placeholders (guide-content.mjs, PAGE): {lab:#hash}, {ui:id}, {name}.
// The strings are our own HTML; the values put in are escaped here or already HTML.
const fill = (text, lang, values = {}) => text.replace(/\{(lab|ui):([^}]*)\}|\{(\w+)\}/g, (whole, kind, arg, name) => {
  if (kind === 'lab') return labLink(arg, lang);
  if (kind === 'ui') return escapeHtml(t(arg));
  if (!(name in values)) throw new Error(`guide: no value for {${name}}`);
  return values[name];
});

// Loads a language's catalogue in Node, as the page does (its locale script, scripts/bundle.mjs).
const CATALOGUES = new URL('../web/js/text/catalogues/', import.meta.url);
const loadCatalogue = async (lang) => ({
  intl: lang, messages: catalogueTexts(JSON.parse(fs.readFileSync(new URL(`${lang}.json`, CATALOGUES), 'utf8'))) });

// The facts the guide's claims read (guide-claims.mjs), measured on the analysis module M and the
// English models: their module in moduleDir, their files in modelDir.
export async function measureGuide(M, moduleDir, modelDir) {
  const english = await englishModels(moduleDir, modelDir, M);
  try {
    return guideFacts(await measureGuideFacts(M, english));
  } finally {
    english.restore();
  }
}

// The guide in `lang` (a key of GUIDES): the lesson and the questions in that language's catalogue,
// the prose from its content file, each statement with alternatives as the facts (measureGuide)
// choose. The page's messages are back in English afterwards.
export async function guideHtml(M, lang, facts) {
  const content = withChosen(GUIDES[lang].content, chosenAlternatives(facts));
  await useLanguage(lang, loadCatalogue);
  try {
    return assemble(M, lang, content, facts);
  } finally {
    await useLanguage('en');
  }
}

// The Fill the blank example's link and words (guide-facts.mjs picked it), for the text that names it.
function exampleValues(example, lang) {
  if (!example) return {};
  const hash = toHash({ model: 'english', blankOpen: true, blankSchemes: 'all', text: example.text, blank: example.blank,
    order: 'original', seed: EXAMPLE_SEED });
  return { exampleLab: labLink(hash, lang), exampleSentence: escapeHtml(example.text), exampleWord: escapeHtml(example.word) };
}

function assemble(M, lang, { PAGE, STEP_ANSWERS, DISCUSSION, PRESET_NOTES: presetNotes, CLASS_PLAN }, facts) {
  const number = new Intl.NumberFormat(lang).format;
  const text = (template, values) => fill(template, lang, values);
  const sentence = defaults().text;
  // The answer to a step's prediction, found by the message its `predict` reads.
  const stepAnswer = (step) => STEP_ANSWERS.find((a) => lessonText(a.predict) === step.predict);
  const L = PAGE.lesson;
  const steps = LESSON.map((step, k) => {
    const answer = stepAnswer(step);
    const n = number(k + 1);
    const embed = `index.html#embed=1&lesson=${k + 1}${lang === 'en' ? '' : `&lang=${lang}`}`;
    return `
      <li>
        <h3>${n}. ${escapeHtml(step.title)}</h3>
        <p><strong>${L.shows}</strong> ${escapeHtml(step.show)}</p>
        <p><strong>${L.predict}</strong> ${escapeHtml(step.predict)}</p>
        <p><strong>${L.then}</strong> ${escapeHtml(step.task)}</p>${answer ? `
        <p class="answer"><strong>${L.answer}</strong> ${answer.answer}</p>
        <p><strong>${L.why}</strong> ${answer.why}</p>` : ''}
        <p class="link"><a href="${labLink(`#lesson=${k + 1}`, lang)}">${text(L.open, { n })}</a> · ${L.embed} <code>${escapeHtml(embed)}</code></p>
      </li>`;
  }).join('');
  const A = PAGE.answers;
  const questions = Object.entries(QUESTIONS).map(([id, question]) => {
    const answer = defaultAnswer(M, question);
    const panel = QUESTION_PANELS[id];
    return `
      <li>
        <h3>${escapeHtml(question.prompt)}</h3>
        <p class="where">${text(A.where, { panel: escapeHtml(t(PANEL_NAMES[panel])) })}</p>
        <ul>${question.choices.map((c) => `<li>${escapeHtml(c.text)}</li>`).join('')}</ul>
        <p><strong>${A.answer}</strong> ${escapeHtml(answer.choice)}</p>
        <p><strong>${A.why}</strong> ${escapeHtml(answer.reason)}</p>
        <p class="link"><a href="${labLink(toHash({ ...answer.state, panel }), lang)}">${A.open}</a></p>
      </li>`;
  }).join('');
  const T = PAGE.train;
  const presets = presetNotes.map(({ name, question, expect, caveat }) => `
        <li>
          <p><a href="${labLink(`#panel=train&preset=${name}`, lang)}"><code>#panel=train&amp;preset=${name}</code></a>: ${question}</p>
          <p><strong>${T.expect}</strong> ${expect}</p>
          <p><strong>${T.caveat}</strong> ${caveat}</p>
        </li>`).join('');
  const plan = CLASS_PLAN.map(([minutes, what]) => `
          <tr><th scope="row">${minutes}</th><td>${what}</td></tr>`).join('');
  const discussion = DISCUSSION.map(({ question, answer }) => `
        <li>
          <p>${question}</p>
          <p class="answer"><strong>${A.answer}</strong> ${answer}</p>
        </li>`).join('');
  const sectionIds = Object.keys(PAGE.sections);
  const heading = (id) => `<h2 id="${id}">${number(sectionIds.indexOf(id) + 1)}. ${PAGE.sections[id].heading}</h2>`;
  const B = PAGE.blank;
  const blankSteps = B.steps.map((step, k) => `
        <li>${text(step, exampleValues(facts.example, lang))}${k === 2 ? `
          <ul>${B.look.map((item) => `
            <li>${text(item)}</li>`).join('')}
          </ul>` : ''}</li>`).join('');
  const S = PAGE.lms;
  const platforms = S.platforms.map(({ name, steps: platformSteps }) => `

      <h3>${name}</h3>
      <ol>${platformSteps.map((step) => `
        <li>${text(step)}</li>`).join('')}
      </ol>`).join('');
  // The other languages of this guide, each named in its own language.
  const languages = Object.entries(GUIDES).map(([code, guide]) => (code === lang
    ? `<span aria-current="page">${guide.name}</span>`
    : `<a href="${guide.file}" hreflang="${code}" lang="${code}">${guide.name}</a>`)).join(' · ');
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${PAGE.title}</title>
  <meta name="description" content="${PAGE.description}">
  <link rel="icon" href="../favicon.png" type="image/png">
  <link rel="stylesheet" href="guide.css">
  <script src="print-links.js" defer></script>
</head>
<body>
  <a class="skip" href="#content">${PAGE.skip}</a>
  <header>
    <nav class="languages" aria-label="${PAGE.languages}"><p>${languages}</p></nav>
    <p class="back"><a href="${labLink('', lang)}">${PAGE.back}</a></p>
    <h1>${PAGE.title}</h1>
    <p class="lede">${text(PAGE.lede)}</p>
  </header>
  <main id="content">
    <nav aria-labelledby="contents-title" class="contents">
      <h2 id="contents-title">${PAGE.contents}</h2>
      <ol>${sectionIds.map((id) => `
        <li><a href="#${id}">${PAGE.sections[id].contents}</a></li>`).join('')}
      </ol>
    </nav>

    <section aria-labelledby="plan">
      ${heading('plan')}
      <p>${text(PAGE.plan.intro)}</p>
      <table class="plan">
        <thead><tr><th scope="col">${PAGE.plan.minutes}</th><th scope="col">${PAGE.plan.what}</th></tr></thead>
        <tbody>${plan}
        </tbody>
      </table>
    </section>

    <section aria-labelledby="lesson">
      ${heading('lesson')}
      <p>${text(L.intro)}</p>
      <ol class="steps">${steps}
      </ol>
    </section>

    <section aria-labelledby="answers">
      ${heading('answers')}
      <p>${text(A.intro, { sentence: escapeHtml(sentence), compare: escapeHtml(t(PANEL_NAMES.compare)), position: escapeHtml(t(PANEL_NAMES.position)) })}</p>
      <ol class="questions">${questions}
      </ol>
    </section>

    <section aria-labelledby="blank">
      ${heading('blank')}
      <p>${text(B.intro)}</p>
      <ol>${blankSteps}
      </ol>
      <p>${text(B.after)}</p>
    </section>

    <section aria-labelledby="discussion">
      ${heading('discussion')}
      <ol class="discussion">${discussion}
      </ol>
    </section>

    <section aria-labelledby="train">
      ${heading('train')}
      <p>${text(T.intro)}</p>
      <ul class="presets">${presets}
      </ul>
    </section>

    <section aria-labelledby="lms">
      ${heading('lms')}${S.intro.map((paragraph) => `
      <p>${text(paragraph)}</p>`).join('')}${platforms}

      <h3>${S.hosting}</h3>
      <p>${text(S.hostingBefore)}</p>
      <pre><code>${escapeHtml(RECOMMENDED_HEADERS)}</code></pre>
      <p>${text(S.hostingAfter)}</p>
    </section>
  </main>
</body>
</html>
`;
}

// The headers the hosting section recommends (those scripts/serve.mjs --csp sends).
const RECOMMENDED_HEADERS = `Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors *
X-Content-Type-Options: nosniff
Referrer-Policy: no-referrer`;

export async function writeGuide({ moduleDir, outDir, webDir }) {
  const M = await loadModule(moduleDir);
  const facts = await measureGuide(M, moduleDir, path.join(webDir, 'public/models/english'));
  fs.mkdirSync(path.join(outDir, 'guide'), { recursive: true });
  for (const [lang, { file }] of Object.entries(GUIDES)) fs.writeFileSync(path.join(outDir, 'guide', file), await guideHtml(M, lang, facts));
  fs.copyFileSync(path.join(webDir, 'styles/guide.css'), path.join(outDir, 'guide/guide.css'));
  fs.copyFileSync(path.join(webDir, 'guide/print-links.js'), path.join(outDir, 'guide/print-links.js'));
}
