#!/usr/bin/env bash
# Builds the libFuzzer harnesses (tests/fuzz, the fuzz preset: clang-14, ASan, UBSan) and runs each
# for a bounded time from the seed corpus in tests/fuzz/corpus. Any crash, sanitizer report, leak or
# timeout fails the run; the input that caused it is kept in build/fuzz/findings/.
# FUZZ_SECONDS (default 30) is each harness's budget; the model reader's is MODEL_FUZZ_SECONDS
# (default 20), the English model files' ENGLISH_FUZZ_SECONDS (default 10).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-30}"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
findings=build/fuzz/findings
mkdir -p "$findings"
status=0
for harness in tokenizer analyze model_reader english_file; do
  # New inputs go to a scratch corpus, never into the source tree.
  work=$(mktemp -d)
  cp tests/fuzz/corpus/"$harness"/* "$work"/
  max_len=4096; [ "$harness" = analyze ] && max_len=512
  budget="$seconds"; [ "$harness" = model_reader ] && budget="${MODEL_FUZZ_SECONDS:-20}"
  [ "$harness" = english_file ] && budget="${ENGLISH_FUZZ_SECONDS:-10}"
  echo "fuzz: $harness for ${budget} s"
  if ! build/fuzz/tests/fuzz/fuzz_"$harness" "$work" -max_total_time="$budget" -max_len="$max_len" \
      -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$findings/$harness-" \
      2> "build/fuzz/$harness.log"; then
    status=1
    tail -40 "build/fuzz/$harness.log"
  fi
  grep -E 'stat::number_of_executed_units|stat::peak_rss_mb' "build/fuzz/$harness.log" | sed "s/^/fuzz: $harness /"
  rm -rf "$work"
done
[ "$status" -eq 0 ] && echo "fuzz: no findings"
exit "$status"
