// The link format on its own: every property survives a round trip through the hash, and every
// malformed value falls back to its default with a note instead of breaking the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PROPERTIES, TYPES, defaults, parseHash, toHash, createStore, isPermutation, addressHash, hostQuery } from '../../web/js/state/state.js';
import { LESSON } from '../../web/js/content/lesson.js';
import { SCHEMES } from '../../web/js/schemes/schemes.js';
import { loadEnglishMessages } from './english-messages.mjs';

const roundTrip = (state) => parseHash(toHash(state));

test('the default view has an empty hash and parses back to the defaults', () => {
  assert.equal(toHash(defaults()), '');
  assert.deepEqual(parseHash(''), { state: defaults(), notes: [] });
  assert.deepEqual(parseHash('#'), { state: defaults(), notes: [] });
});

test('a whole view round-trips through the hash', () => {
  const view = { ...defaults(), text: 'dog bites man, & 猫が魚を食べた 🐶 +=?#%', order: [2, 0, 1],
    seed: 2147483647, scheme: 'rope', head: 3, colours: 'cividis' };
  const { state, notes } = roundTrip(view);
  assert.deepEqual(notes, []);
  assert.deepEqual(state, view);
});

test('every order form round-trips', () => {
  for (const order of ['original', 'shuffle', 'reverse', [0], [1, 0], [...Array(64).keys()].reverse()]) {
    assert.deepEqual(roundTrip({ ...defaults(), order }).state.order, order);
  }
});

test('every value of every enum round-trips, and every type formats what it parses', () => {
  for (const property of PROPERTIES.filter((p) => p.type === 'enum')) {
    for (const value of property.values) assert.equal(roundTrip({ ...defaults(), [property.name]: value }).state[property.name], value);
  }
  const samples = { string: ['', 'a b'], int: [0, 7, -3], number: [0.5, 1e-7, 12], bool: [true, false],
    enum: ['b'], order: ['reverse', [1, 2, 0]] };
  const property = { min: -1e9, max: 1e9, maxLength: 64, values: ['a', 'b'] };
  for (const [type, values] of Object.entries(samples)) {
    for (const value of values) {
      assert.deepEqual(TYPES[type].parse(TYPES[type].format(value, property), property), { value }, `${type} ${value}`);
    }
  }
});

test('only what differs from the defaults goes into the link', () => {
  assert.equal(toHash({ ...defaults(), scheme: 'alibi' }), '#scheme=alibi');
  assert.equal(toHash({ ...defaults(), text: 'a b' }), '#text=a+b');
});

test('parsing a hash that was already canonical gives the same hash back', () => {
  const hash = '#text=the+dog+saw+the+other+dog&order=5.4.3.2.1.0&seed=9&scheme=t5&head=2&colours=cividis';
  assert.equal(toHash(parseHash(hash).state), hash);
});

// Each malformed value: [hash, property, the note's message, its arguments beside name and fallback]
const WHOLE = 'state.notWhole', RANGE = 'state.outOfRange', ONE_OF = 'state.notOneOf', ORDER = 'state.notOrder';
const seedRange = { min: '0', max: '2147483647' };
const lessonRange = { min: '0', max: String(LESSON.length + 1) };  // the steps, then the recap
const MALFORMED = [
  ['#seed=abc', 'seed', WHOLE],
  ['#seed=1.5', 'seed', WHOLE],
  ['#seed=0x10', 'seed', WHOLE],
  ['#seed=%205', 'seed', WHOLE],
  ['#seed=', 'seed', WHOLE],
  ['#seed=-1', 'seed', RANGE, seedRange],
  ['#seed=99999999999999999999', 'seed', RANGE, seedRange],
  ['#seed=2147483648', 'seed', RANGE, seedRange],
  ['#head=10', 'head', RANGE, { min: '0', max: '9' }],
  ['#scheme=ROPE', 'scheme', ONE_OF, { values: SCHEMES.join(', ') }],
  ['#scheme=', 'scheme', ONE_OF, { values: SCHEMES.join(', ') }],
  ['#colours=jet', 'colours', ONE_OF, { values: 'viridis, cividis' }],
  ['#order=sideways', 'order', ORDER, { names: 'original, shuffle, reverse' }],
  ['#order=1.1.0', 'order', 'state.notPermutation', { last: '2' }],
  ['#order=0.1.3', 'order', 'state.notPermutation', { last: '2' }],
  ['#order=0..1', 'order', ORDER, { names: 'original, shuffle, reverse' }],
  ['#order=-1.0', 'order', ORDER, { names: 'original, shuffle, reverse' }],
  ['#order=1000.0', 'order', ORDER, { names: 'original, shuffle, reverse' }],
  [`#order=${[...Array(65).keys()].join('.')}`, 'order', 'state.orderTooLong', { max: '64' }],
  [`#text=${'a'.repeat(2001)}`, 'text', 'state.tooLong', { max: '2000' }],
  ['#lesson=8', 'lesson', RANGE, lessonRange],
  ['#lesson=-1', 'lesson', RANGE, lessonRange],
  ['#lesson=one', 'lesson', WHOLE],
  ['#theme=black', 'theme', ONE_OF, { values: 'system, light, dark' }],
  ['#embed=yes', 'embed', 'state.notBool'],
  ['#temperature=hot', 'temperature', 'state.notNumber'],
  ['#show=', 'show', 'state.notSomeOf', { values: 'input, compare, heads, position, outputs, walkthrough, train' }],
];

test('every malformed value falls back to its default and leaves a note naming it', async () => {
  const { t } = await loadEnglishMessages();
  for (const [hash, name, id, args = {}] of MALFORMED) {
    const { state, notes } = parseHash(hash);
    assert.deepEqual(state, defaults(), hash);
    assert.equal(notes.length, 1, hash);
    const fallback = TYPES[PROPERTIES.find((p) => p.name === name).type].format(defaults()[name]);
    assert.deepEqual(notes[0], { id, args: { ...args, name, fallback } }, hash);
    // Its English names the setting and what is used instead.
    assert.ok(t(notes[0].id, notes[0].args).startsWith(`The link's ${name} `), hash);
    assert.ok(t(notes[0].id, notes[0].args).endsWith(`using ${fallback} instead.`), hash);
  }
});

test('the number and bool types refuse what is not plainly written', () => {
  const property = { min: 0, max: 10 };
  for (const text of ['', ' 1', '1e400', 'NaN', 'Infinity', '0x1', '1,5', '--1']) assert.ok('problem' in TYPES.number.parse(text, property), text);
  assert.ok('problem' in TYPES.number.parse('11', property));
  assert.deepEqual(TYPES.number.parse('2.5e0', property), { value: 2.5 });
  for (const text of ['', 'true', '2', 'yes']) assert.ok('problem' in TYPES.bool.parse(text), text);
});

test('good values beside bad ones are kept', () => {
  const { state, notes } = parseHash('#text=hello+world&seed=x&scheme=rope&mystery=1');
  assert.equal(state.text, 'hello world');
  assert.equal(state.scheme, 'rope');
  assert.equal(state.seed, 1);
  assert.equal(notes.length, 2);
  assert.ok(notes.some((n) => n.id === 'state.unknown' && n.args.name === 'mystery'));
});

test('a repeated setting uses the last value and says so; a bad last value still falls back', () => {
  let { state, notes } = parseHash('#scheme=rope&scheme=alibi');
  assert.equal(state.scheme, 'alibi');
  assert.deepEqual(notes[0], { id: 'state.twice', args: { name: 'scheme' } });
  ({ state } = parseHash('#scheme=rope&scheme=nope'));
  assert.equal(state.scheme, 'none');
});

test('broken percent-encoding and anchors never throw', () => {
  for (const hash of ['#text=%E0%A4%A', '#text=%', '#%%%', '#main', '#=', '#&&&', '#text=%ED%A0%80', `#${'x'.repeat(100000)}`]) {
    const { state } = parseHash(hash);
    assert.equal(typeof state.text, 'string', hash);
  }
  assert.deepEqual(parseHash('#main').notes[0], { id: 'state.unknown', args: { name: 'main' } });
});

test('isPermutation accepts only each position once', () => {
  assert.ok(isPermutation([]));
  assert.ok(isPermutation([1, 0, 2]));
  assert.ok(!isPermutation([0, 0]));
  assert.ok(!isPermutation([1, 2]));
  assert.ok(!isPermutation([0.5, 0]));
});

test('the store merges changes and passes the options on', () => {
  const seen = [];
  const store = createStore(defaults(), (state, options) => seen.push([state.scheme, options]));
  store.set({ scheme: 'rope' }, { remember: true });
  store.set({ seed: 4 });
  assert.equal(store.get().scheme, 'rope');
  assert.equal(store.get().seed, 4);
  assert.deepEqual(seen, [['rope', { remember: true }], ['rope', {}]]);
});

test('subscribers hear every change after the link writer, in order, until they unsubscribe', () => {
  const heard = [];
  const store = createStore(defaults(), () => heard.push('writer'));
  const first = store.subscribe((state, options) => heard.push(['first', state.scheme, options]));
  store.subscribe(() => heard.push('second'));
  store.set({ scheme: 'rope' }, { typing: true });
  first();
  first();  // unsubscribing twice is harmless
  store.set({ scheme: 'alibi' });
  assert.deepEqual(heard, ['writer', ['first', 'rope', { typing: true }], 'second', 'writer', 'second']);
  // A listener that unsubscribes another during a change: the other is not told of it.
  const late = [];
  const store2 = createStore(defaults());
  let leave = null;
  store2.subscribe(() => leave());
  leave = store2.subscribe(() => late.push('told'));
  store2.set({ seed: 2 });
  assert.deepEqual(late, []);
});

test('a subscriber given a signal leaves once it aborts (the page built again in another language)', () => {
  const heard = [];
  const store = createStore(defaults());
  const build = new AbortController();
  store.subscribe((state) => heard.push(['old build', state.seed]), { signal: build.signal });
  store.set({ seed: 2 });
  build.abort();
  const next = new AbortController();
  store.subscribe((state) => heard.push(['new build', state.seed]), { signal: next.signal });
  store.set({ seed: 3 });
  // One that subscribes with a signal already aborted is never told.
  store.subscribe(() => heard.push('too late'), { signal: build.signal });
  store.set({ seed: 4 });
  assert.deepEqual(heard, [['old build', 2], ['new build', 3], ['new build', 4]]);
});

test('the embed settings: a list of parts kept in its own order, refused when empty or unknown', () => {
  const view = { ...defaults(), embed: true, show: ['input', 'walkthrough'] };
  assert.deepEqual(roundTrip(view), { state: view, notes: [] });
  assert.match(toHash(view), /embed=1&show=input%2Cwalkthrough/);
  assert.deepEqual(parseHash('#show=walkthrough,input').state.show, ['input', 'walkthrough']);
  for (const bad of ['', 'input,,compare', 'nothing', 'input,Compare']) {
    const { state, notes } = parseHash(`#show=${bad}`);
    assert.deepEqual(state.show, defaults().show, bad);
    assert.equal(notes[0].id, 'state.notSomeOf', bad);
    assert.match(notes[0].args.values, /^input, compare/);
  }
});

// The properties of a step's state that differ from the defaults, as the address writes them.
const hashOf = (stepState) => Object.fromEntries(Object.entries(stepState)
  .filter(([name, value]) => value !== defaults()[name]).map(([name, value]) => [name, value === false ? '0' : value === true ? '1' : String(value)]));

test('the lesson step and the theme are link properties: off and system by default, every value round-trips', () => {
  assert.equal(defaults().lesson, 0);
  assert.equal(defaults().theme, 'system');
  for (let lesson = 1; lesson <= LESSON.length; ++lesson) {
    // The step's own view is the step alone; any property the step sets that differs from it is
    // written, even at its default, as arriving on the step would set it again.
    const stepView = { ...defaults(), ...LESSON[lesson - 1].state, lesson };
    assert.equal(toHash(stepView), `#${new URLSearchParams({ ...hashOf(LESSON[lesson - 1].state), lesson }).toString()}`);
    assert.deepEqual(roundTrip(stepView), { state: stepView, notes: [] });
    const view = { ...defaults(), lesson };
    const differing = Object.keys(LESSON[lesson - 1].state).filter((name) => LESSON[lesson - 1].state[name] !== defaults()[name]);
    for (const name of differing) assert.ok(new URLSearchParams(toHash(view).slice(1)).has(name), `step ${lesson} writes ${name}`);
    assert.deepEqual(roundTrip(view), { state: view, notes: [] });
  }
  for (const theme of ['light', 'dark']) assert.deepEqual(parseHash(`#theme=${theme}`).state.theme, theme);
});

test('the query string may name properties (embed=1 from a course page); the hash wins', () => {
  assert.equal(addressHash('?embed=1', ''), '#embed=1');
  assert.deepEqual(parseHash(addressHash('?embed=1&theme=dark', '#show=input,compare')).state,
    { ...defaults(), embed: true, theme: 'dark', show: ['input', 'compare'] });
  assert.equal(parseHash(addressHash('?scheme=rope', '#scheme=alibi')).state.scheme, 'alibi');
  // The host's own parameters are not ours: never read, never a note, kept in a link to the full lab.
  assert.deepEqual(parseHash(addressHash('?course=42&embed=1', '')), { state: { ...defaults(), embed: true }, notes: [] });
  assert.equal(hostQuery('?course=42&embed=1&theme=dark'), '?course=42');
  assert.equal(hostQuery('?embed=1'), '');
  assert.equal(addressHash('', ''), '');
});

// A preset's settings are the state's whenever a link names it, read here and not by the Train
// panel: whether that panel was ever built must not change what a link gives (issue 47).
test('a link that names a preset has the preset\'s settings, whatever else it names', async () => {
  const { PRESET_SETTINGS } = await import('../../web/js/content/train-preset-settings.js');
  for (const [preset, settings] of Object.entries(PRESET_SETTINGS)) {
    const { state } = parseHash(`#panel=compare&trainSteps=60&trainMask=off&trainHeads=4&trainSchemes=alibi&preset=${preset}`);
    for (const [name, value] of Object.entries(settings)) assert.deepEqual(state[name], value, `${preset}: ${name}`);
    assert.equal(state.panel, 'compare');
    assert.deepEqual(parseHash(toHash(state)).state, state, `${preset}: the address written back reads the same`);
  }
  assert.equal(parseHash('#trainSteps=60').state.trainSteps, 60, 'without a preset, the link\'s own settings');
});
