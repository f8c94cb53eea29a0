#!/usr/bin/env bash
# Proves CONTRIBUTING.md's recipes for a new positional scheme, view and language as written: in a scratch copy of this
# tree, scripts/recipe-trial.mjs adds a trial scheme with two new parameters by the recipe's steps,
# `npm run schemes` rewrites the generated files, the WebAssembly build runs, and `npm test` and
# the browser checks of tests/e2e/recipe-trial.test.mjs must pass with no other edit. Cost: one more WebAssembly build and one `npm test` (CONTRIBUTING.md, "Adding a positional
# scheme", has the figures).
#   bash scripts/recipe-check.sh [--keep]    (--keep leaves the scratch copy for a look)
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs
scratch="$(mktemp -d /tmp/recipe-check.XXXXXX)"
[ "${1:-}" = "--keep" ] || trap 'rm -rf "$scratch"' EXIT
# The tree as it is (tracked and new files, not build/ or node_modules/), node_modules shared.
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$scratch"
ln -s "$PWD/node_modules" "$scratch/node_modules"
# Some tests ask git which files the tree holds: the copy is a repository of its own (nothing committed).
git -C "$scratch" init -q && git -C "$scratch" add -A
node scripts/recipe-trial.mjs "$scratch"
cd "$scratch"
npm run --silent schemes
bash scripts/build.sh
# The first-load budget leaves too little room for any trial scheme's bytes today (a real one pays
# for its own, CONTRIBUTING.md): tests/web/first-load.test.mjs allows the trial 1 KB.
RECIPE_TRIAL_BYTES=1024 npm test
# What a learner meets, in Chromium: the new parameters' controls move the numbers and survive an
# exported and re-imported model, the English panel greys the scheme without fetching a model, and
# French shows messages from both parts of its catalogue (tests/e2e/recipe-trial.test.mjs).
node --test tests/e2e/recipe-trial.test.mjs
echo "recipe-check: the trial scheme, view and language passed npm test and the browser checks ($scratch)"
