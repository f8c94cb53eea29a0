#!/usr/bin/env bash
# Issue 35's "the count baseline reproduces its file": the three splits rebuilt (lm_prepare without
# GloVe, reading the words from the shipped vocabulary: the splits need WordNet, and, where the
# shipped models read the Brown corpus too, Brown's sentences as lm_prepare wrote them, tracked
# packed in tests/core/lm/data/brown-sentences.txt.br), the shipped-model tests' check sentences found
# as the test split's first 40, and web/public/models/english/count-baseline.json written again by
# lm_count_baseline, figure for figure (all but its seconds). Then, while a generation waits in
# web/models-next/english, its splits rebuilt the same way (from its own brown-sentences.txt.br) and
# its check sentences found there too. CI never installs the corpus: the file holds the sentences the
# splits hold (docs/models.md, "The count baseline's check"). Native Release tools: under the
# sanitizers the counting would take several times as long. Called by scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! dpkg-query -W -f='${Status}' wordnet-base 2>/dev/null | grep -q "install ok installed"; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends wordnet-base >/dev/null
fi
cmake --preset native >/dev/null
cmake --build build/native --target lm_prepare lm_count_baseline -j2 >/dev/null
tools=build/native/scripts/lm
# MODELS, BROWN_SENTENCES (a brown-sentences.txt, or its .br) and CHECK_SENTENCES check a generation
# not yet shipped (web/models-next/english).
models=${MODELS:-web/public/models/english}
brown_sentences=${BROWN_SENTENCES:-tests/core/lm/data/brown-sentences.txt.br}
check_sentences=${CHECK_SENTENCES:-tests/core/lm/data/check-sentences.txt}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Brown's sentences where a generation's cards say its models read them (unpacked into the work
# folder), "-" where they read WordNet alone, and nothing where they read Brown but the file is missing.
brown_for() {
  if ! node -e 'process.exit(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).data.brownDocuments > 0 ? 0 : 1)' "$1/rope.json"; then
    echo -
  elif [ -f "$2" ]; then
    local unpacked="$work/$3-brown-sentences.txt"
    case "$2" in
      *.br) node scripts/lm/brown-file.mjs unpack "$2" "$unpacked" ;;
      *) cp "$2" "$unpacked" ;;
    esac
    echo "$unpacked"
  fi
}
no_brown() {
  echo "not checked: the models in $1 read the Brown corpus, and $2 (the sentences the training command writes: bash scripts/train-models.sh; docs/models.md) is missing" >&2
  exit 1
}
# The vocabulary size and width are scripts/train-models.sh's.
brown=$(brown_for "$models" "$brown_sentences" shipped)
mkdir -p "$work/splits" "$work/next"
if [ -z "$brown" ]; then
  no_brown "$models" "$brown_sentences"
else
  "$tools/lm_prepare" /usr/share/wordnet - "$work/splits" "$models/vocabulary.bin" 12000 64 "$brown"
  head -n 40 "$work/splits/test.txt" | cmp - "$check_sentences"
  "$tools/lm_count_baseline" "$work/splits" "$models/vocabulary.bin" "$work/count-baseline.json" >/dev/null
  node -e '
const fs = require("node:fs");
const assert = require("node:assert/strict");
const [written, shipped] = process.argv.slice(1).map((f) => JSON.parse(fs.readFileSync(f, "utf8")));
delete written.seconds;
delete shipped.seconds;
assert.deepStrictEqual(written, shipped);
console.log(`count baseline reproduced: test top-1 ${shipped.test.original.top1}, PPPL ${shipped.test.original.pseudoPerplexity}; two words each side, top-1 ${shipped.window?.test.original.top1}`);
' "$work/count-baseline.json" "$models/count-baseline.json"
fi
next=web/models-next/english
if [ -z "${MODELS:-}" ] && [ -f "$next/rope.json" ]; then
  next_brown=$(brown_for "$next" "$next/brown-sentences.txt.br" next)
  if [ -z "$next_brown" ]; then
    no_brown "$next" "$next/brown-sentences.txt.br"
  else
    "$tools/lm_prepare" /usr/share/wordnet - "$work/next" "$next/vocabulary.bin" 12000 64 "$next_brown"
    head -n 40 "$work/next/test.txt" | cmp - "$next/check-sentences.txt"
    echo "the next generation's splits rebuilt: its check sentences found"
  fi
fi
