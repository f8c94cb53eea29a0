#!/usr/bin/env bash
# Issue 46's "a tiny end-to-end training run": the English models' whole training path, as
# scripts/train-models.sh drives it, on a made-up corpus of a few hundred sentences
# (scripts/lm/tiny-corpus.mjs: WordNet-, Brown- and GloVe-shaped files): lm_prepare with the Brown
# folder and the inflection rule (and a list of words to keep, KEEP_WORDS), lm_count_baseline (both count models), lm_train for a first stage
# with the window count model as teacher, input codes and checkpoints (ALiBi with heads on one side each), then a
# stage from its files with wider codes, a wider MLP, a third block, fewer masks and int8 blocks,
# a fifth from those files with the kept word alone trained (the vocabulary on the first one's axes),
# a stage from the fifth's files taught by a model's guesses (TEACHER=models, an option measured and
# not used: lm_teacher_targets; the guesses' figures, lm_ensemble_figures), and a first stage of
# sinusoids with their own wavelength base;
# each step's files are checked (a card with its figures, the stage's record of the one before), and
# the splits read again from the Brown sentences lm_prepare wrote, packed and unpacked (CI's way to the
# count baseline);
# and the count model's two measurements (lm_count_memory: all counts kept, it is the baseline file's
# window model, figure for figure; lm_count_probe reads a probe). Seconds with the native Release tools; called by
# scripts/test.sh after the count baseline's check, which builds them.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset native >/dev/null
cmake --build build/native --target lm_prepare lm_train lm_count_baseline lm_count_memory lm_count_probe \
  lm_teacher_targets lm_ensemble_figures -j2 >/dev/null
tools=build/native/scripts/lm
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
node scripts/lm/tiny-corpus.mjs "$work" >/dev/null
mkdir -p "$work/data" "$work/first" "$work/out"
INFLECTIONS=1 "$tools/lm_prepare" "$work/wordnet" "$work/glove.json" "$work/data" "$work/out/vocabulary.bin" 80 64 "$work/brown"
# KEEP_WORDS: a listed word GloVe has joins the vocabulary though no text holds it; one it lacks does not.
mkdir -p "$work/keep" "$work/again"
printf 'kettle\nzzyzx\n' > "$work/keep.txt"
# On the first vocabulary's axes (BASIS_FROM), as the training command's fifth stage prepares it.
KEEP_WORDS="$work/keep.txt" BASIS_FROM="$work/out/vocabulary.bin" INFLECTIONS=1 "$tools/lm_prepare" "$work/wordnet" "$work/glove.json" "$work/keep" "$work/keep/vocabulary.bin" 80 64 "$work/brown" >/dev/null
# Packed and unpacked as the training command and the count baseline's check do (scripts/lm/brown-file.mjs).
node scripts/lm/brown-file.mjs pack "$work/data/brown-sentences.txt" "$work/brown-sentences.txt.br"
node scripts/lm/brown-file.mjs unpack "$work/brown-sentences.txt.br" "$work/brown-sentences.txt"
"$tools/lm_prepare" "$work/wordnet" - "$work/again" "$work/out/vocabulary.bin" 80 64 "$work/brown-sentences.txt" >/dev/null
for split in train validation test train.sources brown-sentences; do cmp "$work/data/$split.txt" "$work/again/$split.txt"; done
"$tools/lm_count_baseline" "$work/data" "$work/out/vocabulary.bin" "$work/out/count-baseline.json" >/dev/null
"$tools/lm_count_memory" "$work/data" "$work/out/vocabulary.bin" 1 1 "$work/counts-all.bin" > "$work/out/memory-all.json"
"$tools/lm_count_memory" "$work/data" "$work/out/vocabulary.bin" 2 2 "$work/counts-2.bin" > "$work/out/memory-2.json"
# A probe line from the test split's first sentence: its second word hidden, and accepted.
read -r -a words < "$work/data/test.txt"
printf '%s [?] %s\t%s\n' "${words[0]}" "${words[*]:2}" "${words[1]}" > "$work/probe.tsv"
"$tools/lm_count_probe" "$work/data" "$work/out/vocabulary.bin" "$work/probe.tsv" | tail -n 1 > "$work/out/probe.json"
common=(HIDDEN=64 BATCH=8 MASK_SHARE=0.3 FULL_STOP_SHARE=0.3 INPUT_CODES=1 HEAD_SIDES=3 CODES_INT8=1)
env "${common[@]}" OUTPUT_RANK=8 TEACHER=window WINDOW_FROM="$work/out/count-baseline.json" TEACHER_SHARE=0.5 INPUT_CODES_FROM=20 CHECKPOINT="$work/alibi.ckpt" CHECKPOINT_EVERY=20 STAGE_CARD=1 \
  "$tools/lm_train" alibi "$work/data" "$work/out/vocabulary.bin" "$work/first" 40 50 10 > "$work/first.log"
env "${common[@]}" OUTPUT_RANK=16 HIDDEN=128 LAYERS=3 MASK_SHARE=0.15 BLOCKS_INT8=1 START_FROM="$work/first/alibi.bin" \
  "$tools/lm_train" alibi "$work/data" "$work/out/vocabulary.bin" "$work/out" 40 50 10 > "$work/second.log"
# The fifth stage: the second stage's files carried on with the kept word, which alone trains (START_VOCABULARY, NEW_WORDS_ONLY).
mkdir -p "$work/familiar"
env "${common[@]}" OUTPUT_RANK=16 HIDDEN=128 LAYERS=3 MASK_SHARE=0.15 BLOCKS_INT8=1 START_FROM="$work/out/alibi.bin" START_VOCABULARY="$work/out/vocabulary.bin" NEW_WORDS_ONLY=1 STAGE_CARD=1 \
  "$tools/lm_train" alibi "$work/keep" "$work/keep/vocabulary.bin" "$work/familiar" 20 50 10 > "$work/familiar.log"
# Sinusoids with their own wavelength base, as train-models.sh trains them: in the card and the file.
mkdir -p "$work/sinusoidal"
env "${common[@]}" HEAD_SIDES=0 POSITION_BASE=100 OUTPUT_RANK=8 STAGE_CARD=1 \
  "$tools/lm_train" sinusoidal "$work/data" "$work/out/vocabulary.bin" "$work/sinusoidal" 20 50 10 > "$work/sinusoidal.log"
# Distillation from models (docs/models.md, "Distilled from three"): the fifth's ALiBi from its files,
# taught by its own guesses, computed once (lm_teacher_targets, here from one model); one model's
# figures alone are its card's (lm_ensemble_figures).
mkdir -p "$work/distil"
THREADS=2 "$tools/lm_teacher_targets" alibi "$work/familiar" "$work/keep" "$work/keep/vocabulary.bin" "$work/teacher.bin" 8 > "$work/teacher.log"
"$tools/lm_ensemble_figures" alibi "$work/familiar" "$work/keep" "$work/keep/vocabulary.bin" validation 50 > "$work/distil/ensemble.json"
env "${common[@]}" OUTPUT_RANK=16 HIDDEN=128 LAYERS=3 MASK_SHARE=0.15 BLOCKS_INT8=1 START_FROM="$work/familiar/alibi.bin" \
  TEACHER=models TEACHER_FILE="$work/teacher.bin" TEACHER_SHARE=0.5 STAGE_CARD=1 CHECKPOINT="$work/distil.ckpt" CHECKPOINT_EVERY=10 \
  "$tools/lm_train" alibi "$work/keep" "$work/keep/vocabulary.bin" "$work/distil" 20 50 10 > "$work/distil.log"
node -e '
const fs = require("node:fs");
const assert = require("node:assert/strict");
const [out] = process.argv.slice(1);
const read = (f) => JSON.parse(fs.readFileSync(`${out}/${f}`, "utf8"));
const stats = read("../data/stats.json");
assert.ok(stats.brownSentences > 0 && stats.trainSentences > 500, "the splits hold both sources");
assert.ok(fs.readFileSync(`${out}/../data/words.txt`, "utf8").split("\n").includes("chased"), "the inflection rule adds chased");
const kept = fs.readFileSync(`${out}/../keep/words.txt`, "utf8").split("\n");
assert.ok(kept.includes("kettle") && !kept.includes("zzyzx") && kept.length - 1 <= 80, "KEEP_WORDS keeps the listed words GloVe has, within the vocabulary size");
assert.deepEqual(JSON.parse(fs.readFileSync(`${out}/../keep/stats.json`, "utf8")).keepWords, { listed: 2, withGlove: 1 });
const first = fs.readFileSync(`${out}/../data/words.txt`, "utf8").split("\n");
assert.ok(!first.includes("kettle"), "without the list, kettle is not chosen");
assert.equal(kept.at(-2), "kettle", "ids stay by training frequency: a kept word no text holds comes last");
// The vocabulary file: 8 bytes of magic, the word count and width, each word (its length, its bytes),
// a scale per row, then the rows (int8).
const rows = (file) => {
  const b = fs.readFileSync(file);
  const [count, width] = [b.readUInt32LE(8), b.readUInt32LE(12)];
  let at = 16;
  const words = [];
  for (let i = 0; i < count; i++) { words.push(b.subarray(at + 1, at + 1 + b[at]).toString()); at += 1 + b[at]; }
  return new Map(words.map((w, i) => [w, `${b.readFloatLE(at + 4 * i)} ${b.subarray(at + 4 * count + width * i, at + 4 * count + width * (i + 1)).toString("hex")}`]));
};
const [before, after] = [rows(`${out}/vocabulary.bin`), rows(`${out}/../keep/vocabulary.bin`)];
const shared = [...after.keys()].filter((w) => before.has(w));
assert.ok(shared.length >= 70 && shared.every((w) => before.get(w) === after.get(w)), "BASIS_FROM: every shared word keeps its vector");
const familiar = read("../familiar/alibi.json");
assert.deepEqual(familiar.training.vocabularyMoved, { sharedWords: shared.length, newWords: after.size - shared.length, onlyNewWordsTrained: true }, "the fifth stage moved the shared words and trained the new one alone");
assert.equal(familiar.training.startedFrom.steps, 40);
const baseline = read("count-baseline.json");
for (const block of [baseline.test, baseline.window.test]) assert.ok(block.original.top1 > 0.2 && block.original.top1 <= 1);
const [all, twice] = [read("memory-all.json"), read("memory-2.json")];
assert.deepEqual(all.test, baseline.window.test.original, "all counts kept: the window model of the baseline file");
assert.equal(all.kappa, baseline.window.kappa);
assert.ok(twice.counts < all.counts && twice.contexts < all.contexts, "counts seen once dropped");
assert.equal(all.bytes, fs.statSync(`${out}/../counts-all.bin`).size);
assert.equal(read("probe.json").sentences, 1);
const stage = read("../first/alibi.json");
assert.equal(stage.test, undefined, "a stage a later one starts from: no test figures");
assert.ok(stage.validation.original.top1 >= 0 && stage.stage, "its validation figures");
const card = read("alibi.json");
assert.equal(card.shape.outputRank, 16);
assert.equal(card.shape.hidden, 128, "the second stage grew the MLP");
assert.equal(card.shape.layers, 3, "and a third block");
assert.equal(card.storage.blocks, "int8");
assert.equal(card.training.maskShare, 0.15);
assert.equal(card.shape.headSides, "mirrored pairs", "the ALiBi heads in mirrored pairs, as train-models.sh trains them");
assert.equal(card.training.startedFrom.steps, 40, "the second stage records the first");
assert.equal(card.training.startedFrom.teacher, "window", "the first stage was taught by the window model");
assert.ok(card.test.original.top1 > 0 && card.test.original.pseudoPerplexity < 80, `a model that learned: ${JSON.stringify(card.test.original)}`);
assert.ok(fs.statSync(`${out}/alibi.bin`).size > 1000);
assert.equal(read("../sinusoidal/sinusoidal.json").shape.base, 100, "the sinusoids base in the card");
const distilled = read("../distil/alibi.json"), ensemble = read("../distil/ensemble.json");
assert.equal(distilled.training.teacher, "models", "taught by the models guesses");
assert.equal(distilled.training.startedFrom.steps, 20, "from the files of the fifth stage");
for (const k of ["top1", "top5", "pseudoPerplexity"])
  assert.ok(Math.abs(ensemble.original[k] - familiar.validation.original[k]) < 1e-9 * Math.max(1, familiar.validation.original[k]),
            `one model alone: the figures of its card (${k})`);
assert.equal(fs.readFileSync(`${out}/../sinusoidal/sinusoidal.bin`).subarray(0, 8).toString(), "PALMWT05", "and in the file");
console.log(`tiny training run: ${stats.trainSentences} training sentences, count models ${baseline.test.original.top1.toFixed(3)} / ${baseline.window.test.original.top1.toFixed(3)}, ALiBi after 40 + 40 steps top-1 ${card.test.original.top1.toFixed(3)}, PPPL ${card.test.original.pseudoPerplexity.toFixed(1)}`);
' "$work/out"
