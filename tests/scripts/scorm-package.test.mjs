// The SCORM 1.2 package the build makes (scripts/scorm-package.mjs, build/wasm/word-order-scorm12.zip):
// a zip that Debian's unzip reads whole, imsmanifest.xml at its root valid against the four SCORM 1.2
// schemas it carries (xmllint, Debian libxml2-utils), one webcontent SCO launched at index.html,
// and every file of the site listed, and only those.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SCHEMA_DIR, SCHEMA_FILES, LAUNCH_PAGE, manifest, siteFiles, buildPackage } from '../../scripts/scorm-package.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const packageFile = process.env.SCORM_PACKAGE ?? path.join(root, 'build/wasm/word-order-scorm12.zip');
const siteDir = process.env.SITE_DIR ?? path.join(root, 'build/wasm/site');

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'scorm-'));
process.on('exit', () => fs.rmSync(temp, { recursive: true, force: true }));
const unpacked = path.join(temp, 'package');
execFileSync('unzip', ['-q', packageFile, '-d', unpacked]);

// One schema that imports the ADL one (which imports IMS Content Packaging, which imports xml:)
// and IMS Metadata, so xmllint checks every namespace the manifest may use.
function validate(manifestFile) {
  const wrapper = path.join(path.dirname(manifestFile), 'all-scorm12.xsd');
  const location = (file) => path.join(path.dirname(manifestFile), file);
  fs.writeFileSync(wrapper, `<?xml version="1.0"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:wrapper">
  <xsd:import namespace="http://www.adlnet.org/xsd/adlcp_rootv1p2" schemaLocation="${location('adlcp_rootv1p2.xsd')}"/>
  <xsd:import namespace="http://www.imsglobal.org/xsd/imsmd_rootv1p2p1" schemaLocation="${location('imsmd_rootv1p2p1.xsd')}"/>
</xsd:schema>`);
  const run = spawnSync('xmllint', ['--noout', '--schema', wrapper, manifestFile], { encoding: 'utf8' });
  fs.rmSync(wrapper);
  return { ok: run.status === 0 && /validates/.test(run.stderr), output: run.stderr };
}

// A folder of its own with the four schema files, for a manifest to check.
let copies = 0;
function schemaCopy() {
  const dir = path.join(temp, `check-${++copies}`);
  fs.mkdirSync(dir);
  for (const file of SCHEMA_FILES) fs.copyFileSync(path.join(SCHEMA_DIR, file), path.join(dir, file));
  return dir;
}

test('unzip reads the whole package without an error', () => {
  execFileSync('unzip', ['-tq', packageFile]);
});

test('imsmanifest.xml validates against the four SCORM 1.2 schemas it carries', () => {
  for (const file of SCHEMA_FILES) {
    assert.ok(fs.existsSync(path.join(unpacked, file)), `${file} at the package root`);
    assert.deepEqual(fs.readFileSync(path.join(unpacked, file)), fs.readFileSync(path.join(SCHEMA_DIR, file)));
  }
  const result = validate(path.join(unpacked, 'imsmanifest.xml'));
  assert.ok(result.ok, result.output);
});

test('the validation catches a manifest SCORM 1.2 does not allow', () => {
  const good = fs.readFileSync(path.join(unpacked, 'imsmanifest.xml'), 'utf8');
  for (const [what, bad] of [
    ['a scormtype that is not sco or asset', good.replace('adlcp:scormtype="sco"', 'adlcp:scormtype="lesson"')],
    ['a resource without a type', good.replace(' type="webcontent"', '')],
    ['an item without its identifier', good.replace('<item identifier="word-order-lesson" ', '<item ')],
    ['no organizations', good.replace(/<organizations[\s\S]*<\/organizations>/, '')],
  ]) {
    assert.notEqual(bad, good, what);
    const file = path.join(schemaCopy(), 'imsmanifest.xml');
    fs.writeFileSync(file, bad);
    assert.equal(validate(file).ok, false, what);
  }
});

test('one webcontent SCO, launched at index.html, SCORM 1.2 metadata', () => {
  const xml = fs.readFileSync(path.join(unpacked, 'imsmanifest.xml'), 'utf8');
  assert.match(xml, /<schema>ADL SCORM<\/schema>\s*<schemaversion>1\.2<\/schemaversion>/);
  assert.match(xml, /xmlns="http:\/\/www\.imsproject\.org\/xsd\/imscp_rootv1p1p2"/);
  assert.match(xml, /xmlns:adlcp="http:\/\/www\.adlnet\.org\/xsd\/adlcp_rootv1p2"/);
  const resources = [...xml.matchAll(/<resource [^>]*>/g)].map((m) => m[0]);
  assert.equal(resources.length, 1);
  assert.match(resources[0], /type="webcontent"/);
  assert.match(resources[0], /adlcp:scormtype="sco"/);
  assert.match(resources[0], new RegExp(`href="${LAUNCH_PAGE}"`));
  assert.match(xml, /<item identifier="[^"]+" identifierref="word-order-sco"/);
});

test('every file of the package is listed in the manifest, and every listed file is there', () => {
  const xml = fs.readFileSync(path.join(unpacked, 'imsmanifest.xml'), 'utf8');
  const listed = [...xml.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]).sort();
  const inZip = siteFiles(unpacked).filter((file) => file !== 'imsmanifest.xml' && !SCHEMA_FILES.includes(file));
  assert.deepEqual(listed, inZip);
  for (const file of ['index.html', 'app.js', 'app.css', 'engine-worker.js', 'attention.wasm', 'lms.js', 'guide/index.html', 'guide/index.hi.html', 'guide/index.es.html'])
    assert.ok(listed.includes(file), file);
  // The site as built, byte for byte (the single-file copy aside).
  assert.deepEqual(inZip, siteFiles(siteDir));
  for (const file of inZip) assert.ok(fs.readFileSync(path.join(unpacked, file)).equals(fs.readFileSync(path.join(siteDir, file))), file);
});

test('a mastery score goes into the item and still validates; the same site packs to the same bytes', () => {
  const dir = schemaCopy();
  const xml = manifest(siteFiles(siteDir), { masteryScore: 75 });
  assert.match(xml, /<adlcp:masteryscore>75<\/adlcp:masteryscore>/);
  fs.writeFileSync(path.join(dir, 'imsmanifest.xml'), xml);
  const result = validate(path.join(dir, 'imsmanifest.xml'));
  assert.ok(result.ok, result.output);
  assert.ok(buildPackage(siteDir).zip.equals(fs.readFileSync(packageFile)), 'reproducible');
});
