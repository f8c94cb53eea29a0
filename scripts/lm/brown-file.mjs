// The Brown sentences lm_prepare writes (brown-sentences.txt, scripts/lm/prepare.cpp), packed for
// git with Brotli and unpacked again: Node's own zlib, so CI needs no other tool.
//   node scripts/lm/brown-file.mjs pack brown-sentences.txt brown-sentences.txt.br
//   node scripts/lm/brown-file.mjs unpack brown-sentences.txt.br brown-sentences.txt
import fs from 'node:fs';
import zlib from 'node:zlib';

const [how, from, to] = process.argv.slice(2);
if (!['pack', 'unpack'].includes(how) || !from || !to) {
  console.error('usage: node scripts/lm/brown-file.mjs pack|unpack FROM TO');
  process.exit(2);
}
const bytes = fs.readFileSync(from);
const { BROTLI_PARAM_QUALITY, BROTLI_MAX_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_MAX_WINDOW_BITS, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
fs.writeFileSync(to, how === 'pack'
  ? zlib.brotliCompressSync(bytes, { params: { [BROTLI_PARAM_QUALITY]: BROTLI_MAX_QUALITY, [BROTLI_PARAM_LGWIN]: BROTLI_MAX_WINDOW_BITS, [BROTLI_PARAM_SIZE_HINT]: bytes.length } })
  : zlib.brotliDecompressSync(bytes));
