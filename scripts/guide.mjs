// Writes the teacher's guide (guide/index.html in the site) from the page's own content: each lesson
// step from web/js/content/lesson.js, each predict question from web/js/content/questions.js with the
// answer the page gives for the default sentence, picked as the page picks it (claims.js) from the
// core's own numbers for that case (the built analysis module, run here in Node). So the guide can
// never state an answer the page would not. The rest (discussion questions, how to add the page to
// Moodle, Canvas and Blackboard) is written below. bundle.mjs calls writeGuide().
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LESSON } from '../web/js/content/lesson.js';
import '../web/js/text/en/lesson.steps.js';  // steps 2 to 6 (the page loads them when a later step opens)
import { QUESTIONS } from '../web/js/content/questions.js';
import { facts, pick } from '../web/js/content/claims.js';
import { analyzeSentence } from '../web/js/engine/calls.js';
import { defaults, toHash } from '../web/js/state/state.js';

// Where each predict question sits on the page (main.js builds them into these panels).
const QUESTION_PANELS = {
  shuffleWithoutPosition: 'compare', causalMaskLeaks: 'compare', ropeShift: 'position', alibiReversal: 'position',
};
const PANEL_NAMES = { compare: 'Compare', position: 'Position' };
// The Train panel's presets (web/js/views/train): #panel=train&preset=NAME.
export const TRAIN_PRESETS = [
  ['haviv', 'Haviv et al. 2022: no positional encoding, but the causal mask. Can the model still learn word order?'],
  ['length', 'Train short, test long (Press et al. 2021; Kazemnejad et al. 2023): which encodings hold up on longer sentences than they were trained on?'],
  ['rope-scaling', 'RoPE beyond its training length: position interpolation (Chen et al. 2023) and NTK-aware base scaling.'],
];
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

const labLink = (hash) => `../index.html${hash}`;

export function guideHtml(M) {
  const sentence = defaults().text;
  const steps = LESSON.map((step, k) => `
      <li>
        <h3>${k + 1}. ${escapeHtml(step.title)}</h3>
        <p><strong>What it shows:</strong> ${escapeHtml(step.show)}</p>
        <p><strong>Learners predict:</strong> ${escapeHtml(step.predict)}</p>
        <p><strong>Then they:</strong> ${escapeHtml(step.task)}</p>
        <p class="link"><a href="${labLink(`#lesson=${k + 1}`)}">Open step ${k + 1}</a> · embed it: <code>index.html#embed=1&amp;lesson=${k + 1}</code></p>
      </li>`).join('');
  const questions = Object.entries(QUESTIONS).map(([id, question]) => {
    const answer = defaultAnswer(M, question);
    const panel = QUESTION_PANELS[id];
    return `
      <li>
        <h3>${escapeHtml(question.prompt)}</h3>
        <p class="where">On the ${PANEL_NAMES[panel] ?? panel} tab, under “Predict”. The choices:</p>
        <ul>${question.choices.map((c) => `<li>${escapeHtml(c.text)}</li>`).join('')}</ul>
        <p><strong>Answer:</strong> ${escapeHtml(answer.choice)}</p>
        <p><strong>Why:</strong> ${escapeHtml(answer.reason)}</p>
        <p class="link"><a href="${labLink(toHash({ ...answer.state, panel }))}">Open this case in the lab</a></p>
      </li>`;
  }).join('');
  const presets = TRAIN_PRESETS.map(([name, text]) =>
    `<li><a href="${labLink(`#panel=train&amp;preset=${name}`)}"><code>#panel=train&amp;preset=${name}</code></a>: ${escapeHtml(text)}</li>`).join('\n        ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Teacher’s guide: Word order in attention</title>
  <meta name="description" content="How to teach with the Word order in attention page: the lesson, the answers, discussion questions, and how to add it to Moodle, Canvas and Blackboard.">
  <link rel="icon" href="../favicon.png" type="image/png">
  <link rel="stylesheet" href="guide.css">
</head>
<body>
  <a class="skip" href="#content">Skip to the guide</a>
  <header>
    <p class="back"><a href="../index.html">← Back to the lab</a></p>
    <h1>Teacher’s guide: Word order in attention</h1>
    <p class="lede">The lab shows learners why self-attention cannot see word order by itself, and what
      positional encodings and the causal mask change. This guide goes with its six-step lesson. It
      prints as a handout (the browser’s Print command).</p>
  </header>
  <main id="content">
    <nav aria-labelledby="contents-title" class="contents">
      <h2 id="contents-title">Contents</h2>
      <ol>
        <li><a href="#lesson">The lesson, step by step</a></li>
        <li><a href="#answers">The predict questions and their answers</a></li>
        <li><a href="#discussion">Questions for discussion</a></li>
        <li><a href="#train">The Train panel’s presets</a></li>
        <li><a href="#lms">Adding the lab to a course: Moodle, Canvas, Blackboard</a></li>
      </ol>
    </nav>

    <section aria-labelledby="lesson">
      <h2 id="lesson">1. The lesson, step by step</h2>
      <p>Learners press <strong>Lesson</strong> at the top of the lab (it also opens by itself on a first
        visit). Each step sets the page up, asks for a prediction, then gives one thing to do; a sentence
        under it reads the current numbers. About 15 minutes in all. Each step has a link of its own, to
        assign it or embed it.</p>
      <ol class="steps">${steps}
      </ol>
    </section>

    <section aria-labelledby="answers">
      <h2 id="answers">2. The predict questions and their answers</h2>
      <p>Under the Compare and Position tabs, learners pick an answer, then press <strong>Reveal</strong>:
        the page sets up the case and measures it. The answers below are the page’s own for its default
        sentence, “${escapeHtml(sentence)}”; on other sentences the page may answer otherwise (a
        sentence of one repeated word, for example), and says why. In a learning platform these four
        questions are the score (the first answer to each counts).</p>
      <ol class="questions">${questions}
      </ol>
    </section>

    <section aria-labelledby="discussion">
      <h2 id="discussion">3. Questions for discussion</h2>
      <ol>
        <li>Shuffle a sentence with no encoding: every word keeps its output vector. Why is the mean of the
          outputs then the same for every order, and why would a sentiment classifier built on that mean
          rate “dog bites man” and “man bites dog” alike?</li>
        <li>The two copies of “the” in “The cat sat on the mat” get identical outputs without an encoding.
          What does a positional encoding have to add so that they differ?</li>
        <li>The causal mask alone changes the outputs after a shuffle. Where does its information about
          order come from? Why can a decoder such as GPT learn without any encoding at all?</li>
        <li>Sinusoidal encoding is absolute, RoPE is relative: what does the shift test measure, and why
          would a relative scheme help a model read a sentence that starts later in a long document?</li>
        <li>Without the mask, the page’s ALiBi leaves the outputs unchanged after an exact reversal. Which
          property of −slope × |i − j| causes that, and why does the paper’s causal form not have it?</li>
        <li>In the cricket walkthrough, what plays the query, the keys and the values? Where does the
          analogy stop working?</li>
        <li>On the Train panel, which schemes learn “who did it” and which fail? Which still work on
          sentences four times as long as the training ones, and why?</li>
      </ol>
    </section>

    <section aria-labelledby="train">
      <h2 id="train">4. The Train panel’s presets</h2>
      <p>The Train panel trains a tiny transformer for each encoding in the learner’s browser (a minute or
        two). Each preset sets the panel up for one question:</p>
      <ul>
        ${presets}
      </ul>
    </section>

    <section aria-labelledby="lms">
      <h2 id="lms">5. Adding the lab to a course</h2>
      <p>Two ways. <strong>As a SCORM 1.2 package</strong> (<code>word-order-scorm12.zip</code>, made by the
        build): the platform hosts the lab and records each learner’s progress (the step reached),
        completion (every step seen) and score (the four predict questions, 0–100); a learner who leaves
        comes back where they stopped. <strong>As an iframe</strong> (the lab’s <strong>Embed</strong>
        button, under Settings): the lab stays on its own web host and nothing is recorded. Use the Embed
        dialog to choose the parts, a lesson step and the theme; it measures the height for you.</p>
      <p>To count the lesson as passed only from a score, set a passing grade in the platform, or build the
        package with a mastery score (<code>cmake --preset wasm -DPOSATTN_SCORM_MASTERY=75</code>): with
        one, a finished lesson is “passed” or “failed” instead of “completed”.</p>

      <h3>Moodle (4.x)</h3>
      <ol>
        <li><strong>SCORM:</strong> turn editing on in the course, choose <em>Add an activity or resource</em>,
          then <em>SCORM package</em>.</li>
        <li>Give it a name, and drop <code>word-order-scorm12.zip</code> into <em>Package file</em>.</li>
        <li>Under <em>Appearance</em>, <em>Display package</em>: <em>Current window</em> or <em>New window</em>
          (both work); a width of 100% and a height of 900 px suit it.</li>
        <li>Under <em>Grade</em>: <em>Grading method</em> <em>Highest grade</em>, <em>Maximum grade</em> 100.
          Under <em>Activity completion</em>: <em>Require status</em> <em>Completed</em> (or <em>Passed</em>
          with a mastery score).</li>
        <li>Save, then <em>Preview</em> it as a learner would.</li>
        <li><strong>Iframe:</strong> add a <em>Page</em> (or edit any text), switch the editor to HTML (the
          <em>&lt;/&gt;</em> button, or <em>Tools → Source code</em>) and paste the Embed dialog’s code. Moodle
          strips script tags unless the site allows them: the frame then keeps the height in its code.</li>
      </ol>

      <h3>Canvas</h3>
      <ol>
        <li><strong>SCORM:</strong> in the course, <em>Settings → Import Course Content</em>, content type
          <em>SCORM package</em> (where the SCORM app is enabled; or <em>Assignments → + Assignment</em> with the
          submission type <em>External Tool</em> and the SCORM tool), then choose the zip.</li>
        <li>Tick <em>Import as a graded assignment</em> and give the points (Canvas scales the 0–100 score).</li>
        <li>Publish the assignment, and open it with <em>Student View</em> to check it.</li>
        <li><strong>Iframe:</strong> edit a page, open <em>HTML Editor</em>, paste the iframe line of the
          Embed dialog’s code. Canvas removes the script line, but it needs none: the lab sends Canvas’s own
          <code>lti.frameResize</code> message, and Canvas resizes the frame itself.</li>
      </ol>

      <h3>Blackboard Learn</h3>
      <ol>
        <li><strong>SCORM (Ultra):</strong> in the course content, <em>+ → Create → SCORM package</em> (in
          Original: <em>Build Content → Content Package (SCORM)</em>), and upload the zip.</li>
        <li>Set <em>Grading</em> to <em>Score</em>, 100 points, and the number of attempts.</li>
        <li>Make it visible to students, and open it with <em>Student preview</em>.</li>
        <li><strong>Iframe:</strong> create a <em>Document</em> (Ultra) or an <em>Item</em> (Original), open
          the editor’s HTML view (<em>&lt;&gt;</em>) and paste the Embed dialog’s code. Blackboard may strip
          the script line; the frame then keeps the height in its code.</li>
      </ol>
      <p>Hosting the lab yourself, the headers to send and the embed parameters are in the lab’s
        hosting guide (<code>docs/hosting.md</code> in its source).</p>
    </section>
  </main>
</body>
</html>
`;
}

export async function writeGuide({ moduleDir, outDir, webDir }) {
  const M = await loadModule(moduleDir);
  fs.mkdirSync(path.join(outDir, 'guide'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'guide/index.html'), guideHtml(M));
  fs.copyFileSync(path.join(webDir, 'styles/guide.css'), path.join(outDir, 'guide/guide.css'));
}
