// Links already shared keep opening the same view. old-links.json holds links from the docs, the
// guide, the lesson, the presets and the tests, with the state and the notes the page made of each
// when they were recorded (commit `recordedAt`, before any panel or property was renamed). Each must
// still parse to that state, with a renamed value read under its new name (RENAMED), and to as many
// notes. A property added since takes its default.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { parseHash, defaults as todaysDefaults } from '../../web/js/state/state.js';
import { PRESET_SETTINGS } from '../../web/js/content/train-preset-settings.js';
import { loadEnglishMessages } from './english-messages.mjs';

const recorded = JSON.parse(fs.readFileSync(new URL('./old-links.json', import.meta.url), 'utf8'));
const { links } = recorded;
// The Train panel's default is every scheme: recorded as the schemes of then, read as today's (a
// scheme added since is trained too, as the link never chose).
const defaults = { ...recorded.defaults, trainSchemes: todaysDefaults().trainSchemes };

// Values renamed since the links were recorded: property -> {old value: new value}.
const RENAMED = { panel: { explorer: 'position' }, show: { explorer: 'position' } };
const renamed = (name, value) => {
  const names = RENAMED[name];
  if (!names) return value;
  return Array.isArray(value) ? value.map((v) => names[v] ?? v) : (names[value] ?? value);
};
// A recorded note, as the page words it today: a panel by its new name, and the schemes a link may
// name as today's list (a scheme added since is one more a link may name).
const recordedSchemes = recorded.defaults.trainSchemes.join(', ');
const todays = (note) => note.replaceAll('explorer', 'position').replaceAll(recordedSchemes, todaysDefaults().trainSchemes.join(', '));
const today = (state) => Object.fromEntries(Object.entries(state).map(([name, value]) => [name, renamed(name, value)]));

test('the recorded set is large and covers every source', () => {
  assert.ok(links.length >= 30, `${links.length} links`);
  for (const source of ['README.md', 'docs/hosting.md', 'scripts/guide.mjs', 'content/lesson.js', 'content/train-presets.js', 'tests/e2e/views.test.mjs']) {
    assert.ok(links.some((l) => l.from.startsWith(source)), source);
  }
});

test('an old panel name is read as its new one, also in the list of parts an embed shows', () => {
  assert.equal(parseHash('#panel=explorer').state.panel, 'position');
  assert.deepEqual(parseHash('#show=explorer,input').state.show, ['input', 'position']);
  assert.deepEqual(parseHash('#panel=explorer').notes, []);
});

test('every recorded link parses to the state it made when recorded', async () => {
  const { t } = await loadEnglishMessages();
  for (const { link, differs, notes } of links) {
    const parsed = parseHash(link);
    // A property added since then takes its default: the old link never set it. A preset's link
    // reads its settings (the link's reader holds them since issue 47; the Train panel set them then,
    // once open: the view is the same).
    assert.deepEqual(parsed.state, today({ ...todaysDefaults(), ...defaults, ...differs, ...PRESET_SETTINGS[differs.preset] }), link);
    assert.equal(parsed.notes.length, notes.length, `${link}: ${parsed.notes.join(' | ')}`);
    // The notes say the same (in English, as recorded), naming a panel by its new name.
    assert.deepEqual(parsed.notes.map((note) => t(note.id, note.args)), notes.map(todays), link);
  }
});
