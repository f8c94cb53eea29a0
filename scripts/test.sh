#!/usr/bin/env bash
# README command 2: install what is missing, build, and run every test: the Catch2 suite natively,
# then (through CTest in the WebAssembly build) the same suite under Node, the bound API from Node,
# and the page in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

cmake --preset native >/dev/null
cmake --build --preset native
ctest --preset native

bash scripts/build.sh
ctest --preset wasm
