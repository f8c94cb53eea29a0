// A predict-then-reveal question: the learner picks an answer, the page switches the state to the
// case that shows it, and once the core has measured that case it tells the answer true for the
// measured numbers (the question's `answers` claim list) and reports the number.
import { element } from '../../util/dom.js';
import { formatError } from '../../util/format.js';
import { facts, pick } from '../../content/claims.js';
import { t } from '../../text/en/shared.js';
import { t as tq } from '../../text/en/questions.js';

// What each question measures (its name is in the message shared.measured).
const MEASURES = {
  outputError: (result) => result.comparison.outputError,
  shiftDifference: (result) => result.shift.maxWeightDifference,
};

export function createPredictReveal(root, { store, id, question }) {
  const form = element('form', { className: 'question', attrs: { 'data-question': id } });
  const fieldset = element('fieldset');
  fieldset.append(element('legend', { text: t('shared.predict', { prompt: question.prompt }) }));
  const radios = question.choices.map((choice) => {
    const input = element('input', { attrs: { type: 'radio', name: `answer-${id}`, value: choice.id, id: `answer-${id}-${choice.id}` } });
    fieldset.append(element('div', { className: 'choice' }, [
      input, element('label', { text: choice.text, attrs: { for: input.id } })]));
    return input;
  });
  const reveal = element('button', { text: t('shared.reveal'), attrs: { type: 'submit', disabled: '' } });
  const again = element('button', { text: t('shared.askAgain'), attrs: { type: 'button', hidden: '' } });
  const answer = element('div', { className: 'answer', attrs: { 'aria-live': 'polite' } });
  fieldset.append(element('div', { className: 'buttons' }, [reveal, again]));
  // Shown while the page on screen already answers the question (content/questions.js, askFirst).
  const askFirst = element('button', { className: 'secondary', text: question.askFirst.label, attrs: { type: 'button' } });
  const shown = element('div', { className: 'shown', attrs: { hidden: '' } }, [element('p', { text: tq('questions.shown', { where: question.askFirst.belowInShiftTest ? 'shift' : 'badge' }) }), askFirst]);
  askFirst.addEventListener('click', () => store.set(question.askFirst.patch));
  form.append(fieldset, shown, answer);
  root.append(form);

  let waitingForMeasure = false;
  let picked = null;
  // Unanswered, the question takes no answer while the page on screen shows it.
  let answerShown = false;
  const showAskFirst = () => {
    shown.hidden = !answerShown || Boolean(picked);
    fieldset.disabled = answerShown && !picked;
  };
  const measure = MEASURES[question.measure];
  const measured = element('p', { className: 'measured' });

  form.addEventListener('change', () => { reveal.disabled = !radios.some((r) => r.checked); });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    picked = radios.find((r) => r.checked);
    if (!picked) return;
    measured.textContent = t('shared.measuring');
    answer.replaceChildren(element('p', { className: 'hint', text: question.setupNote }), measured);
    radios.forEach((r) => { r.disabled = true; });
    reveal.hidden = true;
    again.hidden = false;
    waitingForMeasure = true;
    store.set(question.setup);  // renders synchronously; render() below records the number
    if (waitingForMeasure) measured.textContent = t('shared.notMeasured');
  });
  again.addEventListener('click', () => {
    picked = null;
    radios.forEach((r) => { r.disabled = false; r.checked = false; });
    showAskFirst();
    answer.replaceChildren();
    reveal.hidden = false;
    reveal.disabled = true;
    again.hidden = true;
    radios[0].focus();
  });

  return {
    render(result, state) {
      answerShown = question.answeredWhen(facts(result, state));
      showAskFirst();
      if (!waitingForMeasure) return;
      waitingForMeasure = false;
      // The answer and the number for the case the question set up, frozen: later changes do not
      // rewrite them. Which choice is right is decided by what was measured (a sentence of one
      // repeated word, for one, answers some questions differently).
      const truth = pick(question.answers, facts(result, state));
      const right = picked.value === truth.choice;
      // For whoever keeps score (web/js/lms/scorm12.js, in an LMS).
      form.dispatchEvent(new CustomEvent('predict:answered', { bubbles: true, detail: { id, right } }));
      const correct = question.choices.find((c) => c.id === truth.choice);
      answer.prepend(
        element('p', { className: right ? 'verdict right' : 'verdict wrong', text: right ? t('shared.right') : t('shared.wrong', { answer: correct.text }) }),
        element('p', { text: truth.text }));
      measured.textContent = t('shared.measured', { measure: question.measure, value: formatError(measure(result)) });
    },
  };
}
