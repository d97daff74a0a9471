#!/usr/bin/env bash
# The Auto Layout differential check on its own: random constraint systems from a fresh seed,
# `scrollnotes layout` against kiwisolver (Tests/layoutdiff). scripts/test.sh runs the same
# check; this wrapper replays a seed or runs a bigger batch.
# Usage: scripts/layout-fuzz.sh [COUNT] [SEED]   (default 200 systems, a fresh seed)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-browser-deps.sh
if [ -z "${SCROLLNOTES:-}" ]; then
  swift build --product scrollnotes >/dev/null
  export SCROLLNOTES="$PWD/.build/debug/scrollnotes"
fi
LAYOUTDIFF_COUNT="${1:-${LAYOUTDIFF_COUNT:-200}}" LAYOUTDIFF_SEED="${2:-${LAYOUTDIFF_SEED:-}}" .venv/bin/python -m pytest -q -p no:cacheprovider Tests/layoutdiff
