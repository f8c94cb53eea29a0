// resize-frames.js (the script a host page adds, docs/hosting.md) with data-origin as people write
// it (issue 29, item 11): "https://course.example/" with a trailing slash is the origin
// https://course.example and is accepted; an entry that is not an origin is refused with a console
// warning naming it, never silently.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import vm from 'node:vm';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const source = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/resize-frames.js'), 'utf8');

// Runs the script on a fake host page with one frame; returns send(origin, height) -> the frame's height.
function hostPage(dataOrigin) {
  const frame = { contentWindow: {}, style: {} };
  const warnings = [];
  let listener = null;
  const window = {
    addEventListener: (type, fn) => { if (type === 'message') listener = fn; },
    console: { warn: (text) => warnings.push(text) },
  };
  const document = {
    baseURI: 'https://course.example/unit/1.html',
    currentScript: { src: 'https://lab.example/resize-frames.js', getAttribute: (name) => (name === 'data-origin' ? dataOrigin : null) },
    getElementsByTagName: () => [frame],
  };
  window.window = window;
  vm.runInNewContext(source, Object.assign(window, { document, URL, console: window.console }));
  return {
    warnings,
    send(origin, height) {
      frame.style.height = undefined;
      listener({ origin, source: frame.contentWindow, data: { type: 'word-order-lab:height', height } });
      return frame.style.height;
    },
  };
}

test('a trailing slash in data-origin is normalised: messages from that origin are accepted', () => {
  const page = hostPage('https://lab.example/');
  assert.equal(page.send('https://lab.example', 640), '640px');
  assert.equal(page.send('https://evil.example', 640), undefined);
  assert.deepEqual(page.warnings, []);
  const several = hostPage('https://lab.example/  https://mirror.example');
  assert.equal(several.send('https://mirror.example', 500), '500px');
  assert.equal(several.send('https://lab.example', 501), '501px');
});

test('an entry that is not an origin is refused out loud, and only the good entries count', () => {
  const page = hostPage('https://lab.example/path/ * null lab.example https://ok.example/');
  assert.equal(page.warnings.length, 4, page.warnings.join('\n'));
  for (const entry of ['https://lab.example/path/', '*', 'null', 'lab.example']) assert.ok(page.warnings.some((w) => w.includes(`"${entry}"`)), entry);
  assert.equal(page.send('https://lab.example', 640), undefined, 'an address with a path is not an origin');
  assert.equal(page.send('https://ok.example', 640), '640px');
});

test('without data-origin only the script\'s own origin is trusted', () => {
  const page = hostPage(null);
  assert.equal(page.send('https://lab.example', 700), '700px');
  assert.equal(page.send('https://course.example', 700), undefined);
});
