// The English models' download budget (issue 35): choosing model=english fetches the shared
// vocabulary and one scheme's model, at most 1.5 MB gzip together, for every shipped scheme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_BYTES = 1.5 * 1024 * 1024;
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/models/english');
const gzipped = (file) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;

test('one English model plus the vocabulary is at most 1.5 MB gzip', () => {
  const vocabulary = gzipped('vocabulary.bin');
  const models = fs.readdirSync(dir).filter((file) => file.endsWith('.bin') && file !== 'vocabulary.bin');
  assert.ok(models.length >= 1, 'no model files');
  for (const model of models) {
    const bytes = vocabulary + gzipped(model);
    assert.ok(bytes <= BUDGET_BYTES, `${model} with the vocabulary: ${bytes} bytes gzip > ${BUDGET_BYTES}`);
  }
});
