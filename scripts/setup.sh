#!/usr/bin/env bash
# Installs what the build and the tests need, and only what is missing: Debian packages (as root)
# and the npm packages pinned in package-lock.json. Safe to run again.
#   bash scripts/setup.sh          everything
#   bash scripts/setup.sh native   only the native builds' compilers and libraries (test.sh builds
#                                  the sanitized suite with these while `setup.sh web` downloads the rest)
#   bash scripts/setup.sh web      the rest: Emscripten, Chromium, Node's packages
set -euo pipefail
cd "$(dirname "$0")/.."
part=${1:-all}
# clang-14 and libclang-rt-14-dev: the sanitized suite and the libFuzzer harnesses (the asan
# preset, scripts/fuzz.sh); g++: the Release build (the count baseline's tools, the benchmarks).
native_packages="cmake make g++ clang-14 libclang-rt-14-dev libeigen3-dev catch2"

need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
# libxml2-utils (xmllint) and unzip: the SCORM package's tests (tests/scripts/scorm-package.test.mjs).
# ccache: the WebAssembly build's compiles, shared with recipe-check's copy of the tree (build.sh).
# fonts-noto-core: Devanagari (and other scripts) for the browser tests, so the Hindi page's
# screenshots show letters, not boxes.
web_packages="emscripten binaryen chromium libxml2-utils unzip fonts-noto-core ccache"
case "$part" in
  native) packages=$native_packages ;;
  web) packages=$web_packages ;;
  *) packages="$native_packages $web_packages" ;;
esac
for pkg in $packages; do
  have_pkg "$pkg" || need+=("$pkg")
done
if [ "$part" != native ]; then
  command -v node >/dev/null || need+=(nodejs)
  command -v npm >/dev/null || need+=(npm)
fi

if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

[ "$part" = native ] && exit 0
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 18 ]; then
  echo "setup: Node.js 18 or newer is needed (found $(node --version))." >&2
  exit 1
fi

# npm ci only when the lock file changed since the last install.
if ! cmp -s package-lock.json node_modules/.package-lock.json 2>/dev/null; then
  echo "setup: installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi
