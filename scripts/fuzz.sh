#!/usr/bin/env bash
# Builds the libFuzzer harnesses (tests/fuzz, in the asan preset's tree: clang-14, ASan, UBSan, the
# libraries the sanitized suite already built) and runs each for a bounded time from the seed corpus
# in tests/fuzz/corpus. Any crash, sanitizer report, leak or timeout fails the run; the input that
# caused it is kept in build/fuzz/findings/ (the logs beside it).
# FUZZ_SECONDS (default 30) is each harness's budget; the model reader's is MODEL_FUZZ_SECONDS
# (default 20), the English model files' ENGLISH_FUZZ_SECONDS (default 10).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-30}"
cmake --preset asan >/dev/null
cmake --build --preset fuzz
findings=build/fuzz/findings
mkdir -p "$findings"
# One harness for its budget from a copy of its seed corpus (new inputs never go into the source
# tree); fails on a finding, after printing the end of its log.
run() {
  local harness=$1 budget=$2 max_len=$3 work found=0
  work=$(mktemp -d)
  cp tests/fuzz/corpus/"$harness"/* "$work"/
  echo "fuzz: $harness for ${budget} s"
  if ! build/asan/tests/fuzz/fuzz_"$harness" "$work" -max_total_time="$budget" -max_len="$max_len" \
      -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$findings/$harness-" \
      2> "build/fuzz/$harness.log"; then
    found=1
    tail -40 "build/fuzz/$harness.log"
  fi
  grep -E 'stat::number_of_executed_units|stat::peak_rss_mb' "build/fuzz/$harness.log" | sed "s/^/fuzz: $harness /"
  rm -rf "$work"
  return "$found"
}
# Harnesses in turn; fails if any found something.
lane() {
  local failed=0 spec
  for spec in "$@"; do run $spec || failed=1; done
  return "$failed"
}
# A harness uses one core: two lanes at once, of about the same length, halve the wall time.
status=0
lane "tokenizer $seconds 4096" "english_file ${ENGLISH_FUZZ_SECONDS:-10} 4096" & first=$!
lane "analyze $seconds 512" "model_reader ${MODEL_FUZZ_SECONDS:-20} 4096" & second=$!
wait "$first" || status=1
wait "$second" || status=1
[ "$status" -eq 0 ] && echo "fuzz: no findings"
exit "$status"
