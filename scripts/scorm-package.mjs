// Packs the built site as a SCORM 1.2 package, the one route into Moodle, Canvas and Blackboard that
// needs no server and that all three grade (docs/hosting.md, "In a learning platform"):
//   imsmanifest.xml   the SCORM 1.2 manifest: one organization, one item, one webcontent SCO whose
//                     launch page is index.html, every file of the site listed;
//   *.xsd             the four SCORM 1.2 schema files the manifest names (scripts/scorm12/);
//   the site          as built (build/wasm/site), except offline.html and offline-english.html (copies of the page for
//                     double-click use, which an LMS never launches).
// The page finds the LMS's API itself and reports the lesson (web/js/lms/). The zip is written by the
// few lines below (deflate from node:zlib), with fixed timestamps so the same site gives the same bytes.
// Usage:
//   node scripts/scorm-package.mjs --site build/wasm/site --out build/wasm/word-order-scorm12.zip
//        [--mastery-score 75] [--manifest-only DIR]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { t } from '../web/js/text/en/lms.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SCHEMA_DIR = path.join(here, 'scorm12');
export const SCHEMA_FILES = ['imscp_rootv1p1p2.xsd', 'imsmd_rootv1p2p1.xsd', 'adlcp_rootv1p2.xsd', 'ims_xml.xsd'];
export const LAUNCH_PAGE = 'index.html';
const LEFT_OUT = new Set(['offline.html', 'offline-english.html']);

const escapeXml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Every file under dir, as '/'-separated relative paths, sorted (the zip and the manifest agree).
export function siteFiles(dir) {
  const files = [];
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else if (entry.isFile() && !LEFT_OUT.has(relative)) files.push(relative);
    }
  };
  walk('');
  return files.sort();
}

// The manifest for these files. masteryScore (0-100), when given, is the score at which the LMS
// counts the lesson passed (adlcp:masteryscore; the LMS passes it on as cmi.student_data.mastery_score).
export function manifest(files, { masteryScore = null, title = t('lms.course') } = {}) {
  if (!files.includes(LAUNCH_PAGE)) throw new Error(`scorm-package: the site has no ${LAUNCH_PAGE}`);
  const mastery = masteryScore === null ? '' : `\n        <adlcp:masteryscore>${Number(masteryScore)}</adlcp:masteryscore>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="word-order-in-attention" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="word-order-organization">
    <organization identifier="word-order-organization">
      <title>${escapeXml(title)}</title>
      <item identifier="word-order-lesson" identifierref="word-order-sco" isvisible="true">
        <title>${escapeXml(t('lms.lesson', { course: title }))}</title>${mastery}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="word-order-sco" type="webcontent" adlcp:scormtype="sco" href="${LAUNCH_PAGE}">
${files.map((file) => `      <file href="${escapeXml(file)}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

// ---- a minimal zip writer (PKZIP 2.0: deflate or store, no zip64; the site is a few MB) ----
// Each entry's CRC-32 is Node's own (zlib.crc32, Node 20.15 and later).
const crc32 = (bytes) => zlib.crc32(bytes);
const DOS_TIME = 0, DOS_DATE = (0 << 9) | (1 << 5) | 1;  // 1980-01-01 00:00: reproducible bytes

export function zip(entries) {  // entries: [{name, data: Buffer}]
  const locals = [], centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const deflated = zlib.deflateRawSync(data, { level: 9 });
    const stored = deflated.length >= data.length;
    const body = stored ? data : deflated;
    const crc = crc32(data);
    const common = (header) => {
      header.writeUInt16LE(stored ? 0 : 8, 0);  // method
      header.writeUInt16LE(DOS_TIME, 2);
      header.writeUInt16LE(DOS_DATE, 4);
      header.writeUInt32LE(crc, 6);
      header.writeUInt32LE(body.length, 10);
      header.writeUInt32LE(data.length, 14);
      header.writeUInt16LE(nameBytes.length, 18);
      return header;
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);      // version needed
    local.writeUInt16LE(0x0800, 6);  // UTF-8 names
    common(local.subarray(8)).writeUInt16LE(0, 20);  // no extra field
    locals.push(local, nameBytes, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);    // made by
    central.writeUInt16LE(20, 6);    // needed
    central.writeUInt16LE(0x0800, 8);
    common(central.subarray(10));
    central.writeUInt32LE(offset, 42);  // (extra, comment, disk, attributes: 0)
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function buildPackage(siteDir, { masteryScore = null } = {}) {
  const files = siteFiles(siteDir);
  const entries = [{ name: 'imsmanifest.xml', data: Buffer.from(manifest(files, { masteryScore })) },
    ...SCHEMA_FILES.map((name) => ({ name, data: fs.readFileSync(path.join(SCHEMA_DIR, name)) })),
    ...files.map((name) => ({ name, data: fs.readFileSync(path.join(siteDir, name)) }))];
  return { files, zip: zip(entries) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let parsed;
  try {
    parsed = parseArgs({ options: { site: { type: 'string' }, out: { type: 'string' }, 'mastery-score': { type: 'string' } } }).values;
  } catch (error) { console.error(`scorm-package: ${error.message}`); process.exit(2); }
  const { site, out } = parsed;
  const mastery = parsed['mastery-score'] ?? null;
  if (!site || !out) { console.error('usage: node scripts/scorm-package.mjs --site DIR --out FILE.zip [--mastery-score N]'); process.exit(2); }
  if (mastery !== null && !(/^\d{1,3}$/.test(mastery) && Number(mastery) <= 100)) {
    console.error(`scorm-package: --mastery-score must be a whole number from 0 to 100, not "${mastery}"`);
    process.exit(2);
  }
  const { files, zip: bytes } = buildPackage(path.resolve(site), { masteryScore: mastery === null ? null : Number(mastery) });
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, bytes);
  console.log(`scorm-package: ${out} (${files.length} files of the site, ${(bytes.length / 1024).toFixed(0)} KB)`);
}
