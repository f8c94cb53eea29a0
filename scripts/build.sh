#!/usr/bin/env bash
# Builds the WebAssembly module and assembles the static site in build/wasm/site.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # Emscripten's optimizer needs Debian's acorn
cmake --preset wasm >/dev/null
cmake --build --preset wasm
