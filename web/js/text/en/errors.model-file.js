// The English of the English models' file codes (core/lm/model_file.cpp: the reason inside
// {model-file-refused, file, reason}), loaded with the English panel; errorText (errors.js) words
// them once this file is loaded.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'errors.file-magic': '{file, select, vocabulary {not a vocabulary file} other {not a model file}} (magic)',
  'errors.header-cut-short': 'header is cut short',
  'errors.file-too-short': 'file too short for {words} words',
  'errors.word-cut-short': 'word {word} is cut short or empty',
  'errors.word-control-byte': 'word {word} holds a space or control byte',
  'errors.vocabulary-rest': 'scales and embeddings do not fill the rest of the file exactly',
  'errors.word-twice': 'a word appears twice',
  'errors.too-many-groups': 'the file declares {count} groups; at most {limit} are read',
  'errors.group-name-cut-short': "group {group}'s name is cut short",
  'errors.group-twice': 'group {group} appears twice',
  'errors.group-shape-cut-short': "{group}'s shape is cut short",
  'errors.group-cut-short': '{group} is cut short',
  'errors.group-encoding': '{group} has an unknown encoding ({encoding}; 0 is fp16, 1 int8 rows)',
  'errors.bytes-after-groups': 'bytes after the last group',
  'errors.lm-shape': 'header: {rule, select, width-heads {width must be a multiple of heads} head-width-odd {head width must be even (RoPE pairs)} width-odd {width must be even (sinusoid pairs)} input-codes-without-codes {input codes need output codes (outputRank above 0)} head-sides-without-alibi {only ALiBi’s heads can read one side each (headSides)} mirrored-pairs-odd-heads {heads in mirrored pairs need an even number of heads (headSides)} other {{rule} out of range}}',
  'errors.vocabulary-mismatch': 'made for {words} words, the vocabulary has {vocabulary}',
});
