// The bound API is described once, in wasm/api.json: web/js/engine/modules.d.ts's generated types
// and docs/api.md's request and result tables are what scripts/api-types.mjs writes from it (run
// `npm run api` after changing it). tests/wasm/api-descriptors.test.mjs checks the built modules
// against the same file, and tsc (modules-types.test.mjs) the page against the types.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { readDescriptors, typesWithBlocks, docsWithTables, TYPES_FILE, DOCS_FILE } from '../../scripts/api-types.mjs';

const descriptors = await readDescriptors();

test('modules.d.ts\'s API types are wasm/api.json\'s (else: npm run api)', () => {
  const text = fs.readFileSync(TYPES_FILE, 'utf8');
  assert.equal(text, typesWithBlocks(text, descriptors));
});

test('docs/api.md\'s request and result tables are wasm/api.json\'s (else: npm run api)', () => {
  const text = fs.readFileSync(DOCS_FILE, 'utf8');
  assert.equal(text, docsWithTables(text, descriptors));
});

test('every described field has a name and a type, and a request field its docs\' words', () => {
  for (const type of descriptors.types) {
    assert.ok(type.doc, `${type.name} has a doc`);
    const names = type.fields.map((field) => field.name);
    assert.equal(new Set(names).size, names.length, `${type.name}: no field twice`);
    for (const field of type.fields) {
      assert.match(field.name, /^[a-zA-Z]\w*$/, `${type.name}.${field.name}`);
      assert.ok(field.ts, `${type.name}.${field.name} has a TypeScript type`);
      if (type.request && type.table) for (const key of ['type', 'valid', 'default']) assert.equal(typeof field[key], 'string', `${type.name}.${field.name}.${key}`);
    }
  }
});
