#!/usr/bin/env bash
# README command 1: install what is missing, build, and serve the page on localhost.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The site and its SCORM package together, so the tests never see a package older than the site.
bash scripts/build.sh site scorm_package
exec node scripts/serve.mjs --root build/wasm/site --port "${PORT:-8000}"
