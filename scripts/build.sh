#!/usr/bin/env bash
# Builds the WebAssembly preset: the module, the Catch2 suite as wasm, and the static site in
# build/wasm/site. Arguments name targets to build instead of all ("site": just the page).
# SITE_URL=https://example.edu/word-order/ makes oembed.json's iframe address absolute (docs/hosting.md).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # Emscripten's optimizer needs Debian's acorn
cmake --preset wasm -DPOSATTN_SITE_URL="${SITE_URL:-}" >/dev/null
if [ $# -gt 0 ]; then
  cmake --build --preset wasm --target "$@"
else
  cmake --build --preset wasm
fi
