#!/usr/bin/env bash
# Search benchmark: builds this site and the 5,000-page synthetic corpus (make_corpus.py)
# with scrollnotes, then runs Benchmarks/search_bench.py in headless Chromium over both and
# prints the index sizes (raw and gzip -9) and the latency of the first keystroke (cold and
# warm, from disk and from 127.0.0.1) and of later ones. A benchmark, not a timed test: it
# prints numbers and fails only when something does not run.
#
#   bash Benchmarks/search.sh [N]        (default: 5000)
#
# Environment: WORK (scratch folder, default /tmp/scrollnotes-search-bench), PYTHON (with
# Playwright; default .venv/bin/python, made by scripts/install-browser-deps.sh), SN (a
# scrollnotes binary; default: build the release one), RUNS (fresh pages per first
# character, default 3).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
n=${1:-5000}
WORK=${WORK:-/tmp/scrollnotes-search-bench}
PYTHON=${PYTHON:-$repo/.venv/bin/python}
mkdir -p "$WORK"
[ -x "$PYTHON" ] || bash scripts/install-browser-deps.sh
if [ -z "${SN:-}" ]; then
  bash scripts/build-release.sh 2>&1 | tail -1
  SN="$repo/.build/release/scrollnotes"
fi
models=(--model "$repo/Sources/ScrollModel" --model "$repo/Sources/ScrollLayout")
echo "== building this site"
"$SN" build --content "$repo/Content" --output "$WORK/site" "${models[@]}" >/dev/null
echo "== building the $n-page corpus"
c="$WORK/c$n"
[ -f "$c/stats.txt" ] || python3 "$repo/Benchmarks/make_corpus.py" "$c" "$n" >/dev/null
# The synthetic corpus documents none of the model's APIs, so the coverage check fails by
# design (exit 1, the site still written).
"$SN" build --content "$c/md" --output "$WORK/corpus$n" "${models[@]}" >/dev/null 2>&1 || [ $? -eq 1 ]
"$PYTHON" "$repo/Benchmarks/search_bench.py" "$WORK/site" "$WORK/corpus$n"
