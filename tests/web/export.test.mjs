// CSV exports hold what a learner typed (token labels): a label a spreadsheet would run as a formula
// is neutralised; numbers, negative ones included, stay numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matrixCsv, csvField } from '../../web/js/export/figures.js';

test('text cells that begin with = + - @ get a leading apostrophe', () => {
  assert.equal(csvField('=HYPERLINK("http://x","y")'), `"'=HYPERLINK(""http://x"",""y"")"`);
  assert.equal(csvField('+1'), "'+1");
  assert.equal(csvField('-cmd'), "'-cmd");
  assert.equal(csvField('@SUM(A1)'), "'@SUM(A1)");
  assert.equal(csvField('\tx'), "'\tx");
  assert.equal(csvField('cat'), 'cat');
  assert.equal(csvField('e=mc2'), 'e=mc2');
});

test('a matrix keeps its numbers as numbers, labels neutralised', () => {
  const csv = matrixCsv({
    rowLabels: ['=1+1', 'cat'], colLabels: ['@a', '-b'],
    matrix: { rows: 2, cols: 2, data: Float64Array.from([-0.25, 1, 2, -3e-7]) },
  });
  assert.equal(csv, ",'@a,'-b\r\n'=1+1,-0.25,1\r\ncat,2,-3e-7\r\n");
});
