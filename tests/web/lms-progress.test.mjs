// The SCORM progress the LMS keeps (web/js/lms/progress.js): suspend data within SCORM 1.2's 4,096
// characters for any view, read back whatever the LMS returns, the score, the status and the time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SUSPEND_LIMIT, emptyProgress, encodeProgress, decodeProgress, scoreOf, statusOf, readMastery, sessionTime } from '../../web/js/lms/progress.js';
import { toHash, defaults } from '../../web/js/state/state.js';
import { QUESTIONS } from '../../web/js/content/questions.js';
import { LESSON } from '../../web/js/content/lesson.js';

const questions = Object.keys(QUESTIONS);
const shape = { steps: LESSON.length, questions };

test('progress round-trips through cmi.suspend_data', () => {
  const progress = { seen: [1, 2, 3], step: 3, answers: { [questions[0]]: 1, [questions[2]]: 0 }, view: '#lesson=3&scheme=rope' };
  assert.deepEqual(decodeProgress(encodeProgress(progress), shape), progress);
});

test('suspend data never passes 4,096 characters, whatever the view', () => {
  const allAnswered = Object.fromEntries(questions.map((id) => [id, 1]));
  for (const text of ['short', 'ü'.repeat(2000), '"<>&'.repeat(500), '𝄞'.repeat(1000)]) {
    const view = toHash({ ...defaults(), text, lesson: 4 });
    const progress = { seen: [1, 2, 3, 4, 5, 6], step: 4, answers: allAnswered, view };
    const encoded = encodeProgress(progress);
    assert.ok(encoded.length <= SUSPEND_LIMIT, `${encoded.length} characters`);
    const back = decodeProgress(encoded, shape);
    assert.equal(back.step, 4);
    assert.deepEqual(back.answers, allAnswered);
    assert.equal(back.view, view.length + 100 < SUSPEND_LIMIT ? view : '', 'a view too long is left out, never cut');
  }
});

test('anything else the LMS hands back reads as no progress', () => {
  for (const text of ['', 'garbage', 'null', '{"v":2}', '[]', '{"v":1,"seen":"x","step":99,"answers":{"nope":1,"' + questions[0] + '":7}}'])
    assert.deepEqual(decodeProgress(text, shape), emptyProgress(), text);
  assert.deepEqual(decodeProgress('{"v":1,"seen":[3,1,3,0,7,2.5]}', shape).seen, [1, 3]);
});

test('the score is the share of the predict questions right, 0 to 100', () => {
  assert.equal(scoreOf({}, questions), 0);
  assert.equal(scoreOf({ [questions[0]]: 1, [questions[1]]: 0 }, questions), 25);
  assert.equal(scoreOf(Object.fromEntries(questions.map((id) => [id, 1])), questions), 100);
});

test('the status: incomplete until every step was seen; passed or failed with a mastery score', () => {
  const all = [1, 2, 3, 4, 5, 6];
  const half = { [questions[0]]: 1, [questions[1]]: 1 };
  assert.equal(statusOf({ seen: [1, 2, 3], answers: {} }, { ...shape, masteryScore: null }), 'incomplete');
  assert.equal(statusOf({ seen: all, answers: {} }, { ...shape, masteryScore: null }), 'completed');
  assert.equal(statusOf({ seen: all, answers: half }, { ...shape, masteryScore: 50 }), 'passed');
  assert.equal(statusOf({ seen: all, answers: half }, { ...shape, masteryScore: 75 }), 'failed');
  assert.equal(statusOf({ seen: [1], answers: half }, { ...shape, masteryScore: 10 }), 'incomplete');
  assert.equal(readMastery('75'), 75);
  for (const text of ['', ' ', 'abc', '-5', '101', undefined]) assert.equal(readMastery(text), null, String(text));
});

test('session time is CMITimespan HHHH:MM:SS.SS', () => {
  assert.equal(sessionTime(0), '0000:00:00.00');
  assert.equal(sessionTime(61_234), '0000:01:01.23');
  assert.equal(sessionTime(((25 * 60 + 7) * 60 + 9) * 1000 + 990), '0025:07:09.99');
  assert.equal(sessionTime(1e12), '9999:46:40.00');
  for (const ms of [0, 5, 999, 3_599_999, 86_400_000]) assert.match(sessionTime(ms), /^\d{4}:[0-5]\d:[0-5]\d\.\d\d$/);
});
