#!/usr/bin/env bash
# README command 2: install what is missing, build, and run every test: the Catch2 suite natively
# under AddressSanitizer and UndefinedBehaviorSanitizer, the libFuzzer harnesses for a
# bounded time, then (through CTest in the WebAssembly build) the same suite under Node, the bound
# API from Node, and the page in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

# The Catch2 suite natively, built with -fsanitize=address,undefined (-O1): any report fails the run.
# (The plain Release build, `cmake --preset native`, runs the same suite and the benchmarks; CI
# leaves it out to stay well under its time budget, since the sanitized build covers it.) The preset
# turns off -Wmaybe-uninitialized: GCC 12 reports false positives in std::regex under the sanitizers.
cmake --preset asan >/dev/null
cmake --build --preset asan
ctest --preset asan --parallel 2

# The count baseline the English models are measured against, rebuilt from WordNet and compared
# with its shipped file (scripts/check-count-baseline.sh): about 2 minutes, with its Release build.
bash scripts/check-count-baseline.sh
# The English models' whole training path on a tiny made-up corpus (scripts/check-training.sh): seconds.
bash scripts/check-training.sh

# The libFuzzer harnesses, two at a time, for a bounded time each (scripts/fuzz.sh); any finding
# fails the run.
bash scripts/fuzz.sh

bash scripts/build.sh
# Two tests at a time, the longest browser groups first (their COST in tests/CMakeLists.txt): CI
# must finish within 40 minutes, and one browser group keeps only part of the 2 cores busy.
ctest --preset wasm --parallel 2

# CONTRIBUTING.md's recipes for a new positional scheme, view and language, followed in a scratch
# copy with a trial of each, then the WebAssembly build and `npm test` there
# (scripts/recipe-check.sh): about 4-5 minutes on the 2-core CI machine, most of it the second build.
bash scripts/recipe-check.sh
