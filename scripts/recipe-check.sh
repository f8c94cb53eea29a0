#!/usr/bin/env bash
# Proves CONTRIBUTING.md's recipes for a new positional scheme, view and language as written: in a
# scratch copy of this tree, scripts/recipe-trial.mjs adds a trial scheme with two new parameters,
# a view with a number from the core and a language, by the recipes' steps; `npm run schemes`
# rewrites the generated files, the WebAssembly build runs, and `npm test` and the browser checks of
# tests/e2e/recipe-trial.test.mjs must pass with no other edit. Cost: one more WebAssembly build,
# one `npm test` and a minute of Chromium (CONTRIBUTING.md, "Adding a positional scheme").
#   bash scripts/recipe-check.sh [--keep]    all of it (--keep leaves the scratch copy for a look)
#   bash scripts/recipe-check.sh --build DIR  only the copy, the trial and the build, into DIR
#   bash scripts/recipe-check.sh --check DIR  only the tests, in a DIR --build made
# (scripts/test.sh builds while the browser groups run, at a low priority, and checks after them.)
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs
mode=all
case "${1:-}" in
  --build|--check) mode=${1#--}; scratch=$(realpath -m "${2:?recipe-check: $1 needs a folder}") ;;
  *) scratch="$(mktemp -d /tmp/recipe-check.XXXXXX)"
     [ "${1:-}" = "--keep" ] || trap 'rm -rf "$scratch"' EXIT ;;
esac

if [ "$mode" != check ]; then
  mkdir -p "$scratch"
  # The tree as it is (tracked and new files, not build/ or node_modules/), node_modules shared.
  git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$scratch"
  ln -sfn "$PWD/node_modules" "$scratch/node_modules"
  # Some tests ask git which files the tree holds: the copy is a repository of its own (nothing committed).
  git -C "$scratch" init -q && git -C "$scratch" add -A
  node scripts/recipe-trial.mjs "$scratch"
  (cd "$scratch" && npm run --silent schemes && bash scripts/build.sh)
fi
[ "$mode" = build ] && { echo "recipe-check: the trial is built in $scratch"; exit 0; }

cd "$scratch"
npm test
# What a learner meets, in Chromium: the new parameters' controls move the numbers and survive an
# exported and re-imported model, the English panel greys the scheme without fetching a model, the
# trial view shows the core's number, and French shows messages from both parts of its catalogue.
node --test tests/e2e/recipe-trial.test.mjs
echo "recipe-check: the trial scheme, view and language passed npm test and the browser checks ($scratch)"
