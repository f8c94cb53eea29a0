// Writes the teacher's guide (guide/index.html in the site) from the page's own content: each lesson
// step from web/js/content/lesson.js, each predict question from web/js/content/questions.js with the
// answer the page gives for the default sentence, picked as the page picks it (claims.js) from the
// core's own numbers for that case (the built analysis module, run here in Node). So the guide can
// never state an answer the page would not. The teacher's own prose (the class plan, the answers to
// the steps' predictions and to the discussion questions, Fill the blank, the presets) is in
// guide-content.mjs; how to add the page to Moodle, Canvas and Blackboard is written below. In print
// every link shows its full address (web/guide/print-links.js). bundle.mjs calls writeGuide().
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
import { STEP_ANSWERS, DISCUSSION, PRESET_NOTES, CLASS_PLAN } from './guide-content.mjs';

// Where each predict question sits on the page (main.js builds them into these panels).
const QUESTION_PANELS = {
  shuffleWithoutPosition: 'compare', causalMaskLeaks: 'compare', ropeShift: 'position', alibiReversal: 'position',
};
const PANEL_NAMES = { compare: 'Compare', position: 'Position' };
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

const labLink = (hash) => `../index.html${hash}`;

// The answer to a step's prediction, found by the message its `predict` reads.
const stepAnswer = (step) => STEP_ANSWERS.find((a) => lessonText(a.predict) === step.predict);

export function guideHtml(M) {
  const sentence = defaults().text;
  const steps = LESSON.map((step, k) => {
    const answer = stepAnswer(step);
    return `
      <li>
        <h3>${k + 1}. ${escapeHtml(step.title)}</h3>
        <p><strong>What it shows:</strong> ${escapeHtml(step.show)}</p>
        <p><strong>Learners predict:</strong> ${escapeHtml(step.predict)}</p>
        <p><strong>Then they:</strong> ${escapeHtml(step.task)}</p>${answer ? `
        <p class="answer"><strong>Answer:</strong> ${escapeHtml(answer.answer)}</p>
        <p><strong>Why:</strong> ${escapeHtml(answer.why)}</p>` : ''}
        <p class="link"><a href="${labLink(`#lesson=${k + 1}`)}">Open step ${k + 1}</a> · embed it: <code>index.html#embed=1&amp;lesson=${k + 1}</code></p>
      </li>`;
  }).join('');
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
  const presets = PRESET_NOTES.map(({ name, question, expect, caveat }) => `
        <li>
          <p><a href="${labLink(`#panel=train&amp;preset=${name}`)}"><code>#panel=train&amp;preset=${name}</code></a>: ${escapeHtml(question)}</p>
          <p><strong>Expect:</strong> ${escapeHtml(expect)}</p>
          <p><strong>Caveat:</strong> ${escapeHtml(caveat)}</p>
        </li>`).join('');
  const plan = CLASS_PLAN.map(([minutes, what]) => `
          <tr><th scope="row">${escapeHtml(minutes)}</th><td>${escapeHtml(what)}</td></tr>`).join('');
  const discussion = DISCUSSION.map(({ question, answer }) => `
        <li>
          <p>${escapeHtml(question)}</p>
          <p class="answer"><strong>Answer:</strong> ${escapeHtml(answer)}</p>
        </li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Teacher’s guide: Word order in attention</title>
  <meta name="description" content="How to teach with the Word order in attention page: the lesson, the answers, discussion questions, and how to add it to Moodle, Canvas and Blackboard.">
  <link rel="icon" href="../favicon.png" type="image/png">
  <link rel="stylesheet" href="guide.css">
  <script src="print-links.js" defer></script>
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
        <li><a href="#plan">A 50-minute class</a></li>
        <li><a href="#lesson">The lesson, step by step, with the answers</a></li>
        <li><a href="#answers">The predict questions and their answers</a></li>
        <li><a href="#blank">Fill the blank: a sentence and its shuffle on the English models</a></li>
        <li><a href="#discussion">Questions for discussion, with answers</a></li>
        <li><a href="#train">The Train panel’s presets: what to expect</a></li>
        <li><a href="#lms">Adding the lab to a course: Moodle, Canvas, Blackboard</a></li>
      </ol>
    </nav>

    <section aria-labelledby="plan">
      <h2 id="plan">1. A 50-minute class</h2>
      <p>For a class with a laptop or phone per pair, the lab open at
        <a href="../index.html">the lab’s address</a>. Nothing to install; the page works offline once
        loaded. The timings are a guide: steps 1–3 are the core, the rest can be cut.</p>
      <table class="plan">
        <thead><tr><th scope="col">Minutes</th><th scope="col">What happens</th></tr></thead>
        <tbody>${plan}
        </tbody>
      </table>
    </section>

    <section aria-labelledby="lesson">
      <h2 id="lesson">2. The lesson, step by step, with the answers</h2>
      <p>Learners press <strong>Lesson</strong> at the top of the lab (it also opens by itself on a first
        visit). Each step sets the page up, asks for a prediction, then gives one thing to do; a sentence
        under it reads the current numbers. About 15 minutes in all. Each step has a link of its own, to
        assign it or embed it.</p>
      <ol class="steps">${steps}
      </ol>
    </section>

    <section aria-labelledby="answers">
      <h2 id="answers">3. The predict questions and their answers</h2>
      <p>Under the Compare and Position tabs, learners pick an answer, then press <strong>Reveal</strong>:
        the page sets up the case and measures it. The answers below are the page’s own for its default
        sentence, “${escapeHtml(sentence)}”; on other sentences the page may answer otherwise (a
        sentence of one repeated word, for example), and says why. In a learning platform these four
        questions are the score (the first answer to each counts).</p>
      <ol class="questions">${questions}
      </ol>
    </section>

    <section aria-labelledby="blank">
      <h2 id="blank">4. Fill the blank: a sentence and its shuffle on the English models</h2>
      <p>The lab carries six small models trained on English sentences, one for each positional
        encoding. <strong>Fill the blank</strong> hides one word and shows each model’s five best guesses
        for it, once in the sentence’s order and once in a new order. About eight minutes, in pairs.</p>
      <ol>
        <li>Open <a href="../index.html#model=english&amp;blankOpen=1&amp;blankSchemes=all">the English
          models with Fill the blank open, all six side by side</a>. Keep the sentence (or choose a short,
          ordinary one) and hide a word the sentence makes easy to guess, such as a noun after “the”.</li>
        <li>Before looking, ask: which models will guess the same words in both orders?</li>
        <li>Press <strong>Shuffle</strong>. Look for three things:
          <ul>
            <li>The model with no position gives <em>identical</em> guesses in both orders: it sees the
              same set of words either way (the lesson’s step 2, now on a trained model).</li>
            <li>The models with positions guess well in the sentence’s order and worse in the shuffled
              one: what they learned about English depends on where the words stand.</li>
            <li>With <strong>Reverse</strong> instead of Shuffle, ALiBi’s guesses stay the same too: its
              bias depends only on the distance |i − j|, which reversal keeps.</li>
          </ul></li>
        <li>Ask: the no-position model is not broken, so why are its guesses, in the right order, often
          poorer than the others’? (It cannot use word order, which English grammar depends on.)</li>
      </ol>
      <p>The models are small: on a sentence of your own some guesses will be odd even in the right
        order. Sentences like the page’s examples work best; the point is the comparison between orders,
        not the quality of a single guess.</p>
    </section>

    <section aria-labelledby="discussion">
      <h2 id="discussion">5. Questions for discussion, with answers</h2>
      <ol class="discussion">${discussion}
      </ol>
    </section>

    <section aria-labelledby="train">
      <h2 id="train">6. The Train panel’s presets: what to expect</h2>
      <p>The Train panel trains tiny transformers for the chosen encodings in the learner’s own browser, a
        few seconds (measured in a busy two-core machine’s browser: 4–10 s for a preset, 10–15 s for all
        six encodings with and without the mask; a slow phone takes longer, and the page stays usable
        meanwhile). Under the results a reading says what the run found,
        sentence by sentence, each shown only when the numbers support it. Each preset sets the panel up
        for one published result:</p>
      <ul class="presets">${presets}
      </ul>
    </section>

    <section aria-labelledby="lms">
      <h2 id="lms">7. Adding the lab to a course</h2>
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
      <h3>Hosting the lab yourself</h3>
      <p>The lab is a folder of static files (the build’s <code>site/</code> folder, or the folder this
        guide sits in, one level up): copy it to any web host, under any path. Serve <code>.wasm</code>
        files as <code>application/wasm</code> (most hosts already do). The page works under these
        headers, which we recommend:</p>
      <pre><code>Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors *
X-Content-Type-Options: nosniff
Referrer-Policy: no-referrer</code></pre>
      <p>Without a web host, <code>offline.html</code> in the same folder is the whole lab in one file:
        it opens from a USB stick or a shared drive. To embed the lab, use its <strong>Embed</strong>
        button (under Settings): the dialog writes the iframe code with the parts, lesson step and theme
        you choose.</p>
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
  fs.copyFileSync(path.join(webDir, 'guide/print-links.js'), path.join(outDir, 'guide/print-links.js'));
}
