#!/usr/bin/env bash
# Builds the WebAssembly preset: the module, the Catch2 suite as wasm, and the static site in
# build/wasm/site. Arguments name targets to build instead of all ("site": just the page).
# SITE_URL=https://example.edu/word-order/ makes oembed.json's iframe address absolute (docs/hosting.md).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # Emscripten's optimizer needs Debian's acorn
# Each compile through ccache (setup.sh installs it): a second tree with the same files, such as
# scripts/recipe-check.sh's scratch copy, compiles only what differs. Paths are hashed relative to
# the build folder (base_dir /), so the copy's compiles find the first tree's.
if command -v ccache >/dev/null; then
  export EM_COMPILER_WRAPPER=ccache CCACHE_BASEDIR=/ CCACHE_NOHASHDIR=1
fi
cmake --preset wasm -DPOSATTN_SITE_URL="${SITE_URL:-}" >/dev/null
if [ $# -gt 0 ]; then
  cmake --build --preset wasm --target "$@"
else
  cmake --build --preset wasm
fi
