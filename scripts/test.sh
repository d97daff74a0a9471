#!/usr/bin/env bash
# The whole test suite: what README's second command and CI run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh

echo "== Embedded Swift compile of the model (wasm32-unknown-none-wasm)"
bash scripts/check-embedded.sh

echo "== Only NotesMarkdown may import CCmark, in one file"
cmark_importers=$( (grep -rlE "^\s*(internal |public )?import CCmark" Sources || true) | wc -l)
if [ "$cmark_importers" -gt 1 ]; then echo "error: CCmark imported in $cmark_importers files" >&2; exit 1; fi
echo "== Only NotesDocset may import CSQLite, in one file"
sqlite_importers=$( (grep -rlE "^\s*(internal |public )?import CSQLite" Sources || true) | wc -l)
if [ "$sqlite_importers" -gt 1 ]; then echo "error: CSQLite imported in $sqlite_importers files" >&2; exit 1; fi

echo "== swift test"
# A fresh checkout compiles every file here, so any compiler warning in the package's own code
# shows in this log and fails the run (an incremental build only re-reports changed files).
mkdir -p .build
swift build --build-tests 2>&1 | tee .build/swift-build.log
if grep -E "^($PWD/(Sources|Tests|Plugins|Benchmarks|Fuzz)/.*: )?warning:" .build/swift-build.log; then
  echo "error: the build above printed compiler warnings" >&2
  exit 1
fi

# The lab module takes minutes to compile, so it is built once here, by a site build that leaves
# it (and the playground module) in the build cache every later build in this checkout reuses,
# while a second, independent build of it runs beside: the two must be byte-identical.
echo "== the site's WebAssembly modules (built once; reproducible)"
mkdir -p .build/lab-wasm-ci
bash scripts/build-lab-wasm.sh .build/lab-wasm-ci/second.wasm > .build/lab-wasm-ci/second.log 2>&1 &
second_lab=$!
warm_site=$(mktemp -d "${TMPDIR:-/tmp}/scrollnotes-warm.XXXXXX")
.build/debug/scrollnotes build --output "$warm_site/site" > .build/lab-wasm-ci/warm-build.log 2>&1 || { cat .build/lab-wasm-ci/warm-build.log; exit 1; }
# The module the site embeds (base64 in assets/labmodule.<hash>.js), not a guess among the
# cached ones a reused checkout may hold.
lab_module=.build/lab-wasm-ci/site.wasm
sed -e 's/^self\.ScrollNotesLabModule="//' -e 's/";$//' "$warm_site"/site/assets/labmodule.*.js | base64 -d > "$lab_module"
rm -rf "$warm_site"
wait "$second_lab" || { cat .build/lab-wasm-ci/second.log; exit 1; }
cmp "$lab_module" .build/lab-wasm-ci/second.wasm
echo "lab module: $(wc -c < "$lab_module") bytes, the site's and an independent build identical"
export SCROLLNOTES_LAB_WASM="$PWD/$lab_module"

swift test --skip-build --disable-xctest 2>&1 | tee .build/swift-test.log

echo "== fuzz the ingest path (seeded mutation loop, bounded)"
bash scripts/fuzz-ingest.sh 20 20261122

echo "== the release executable (scripts/build-release.sh: what README's first command builds)"
bash scripts/build-release.sh 2>&1 | tail -1
export SCROLLNOTES_RELEASE="$PWD/.build/release/scrollnotes"

echo "== reliability (interrupted builds, serve under load, a clone with nothing beside it)"
bash scripts/install-browser-deps.sh
.venv/bin/python -m pytest -q Tests/reliability

echo "== layout solver against kiwisolver (random systems, fresh seed)"
SCROLLNOTES="$PWD/.build/debug/scrollnotes" .venv/bin/python -m pytest -q -p no:cacheprovider Tests/layoutdiff

# ---- Browser tests (issue 7): Playwright + Chromium against the built site -------------
# Installs what it needs (scripts/install-browser-deps.sh), builds the site into a temp
# folder, runs Tests/browser, and leaves screenshots in .ci-artifacts/screenshots/.
echo "== browser tests"
bash scripts/test-browser.sh
# ---- end browser tests ------------------------------------------------------------------

# ---- BEGIN wasm playgrounds (issue 8) ----
# The model compiled to WebAssembly: size within budget (build-wasm.sh prints it and fails
# above 150 KB), byte-identical across builds, bit-identical to the native model on 600 seeded
# scenarios, and the playgrounds in Chromium agreeing with `scrollnotes eval`.
echo "== wasm module: size budget, reproducibility, parity, playgrounds"
mkdir -p .build/wasm-ci
bash scripts/build-wasm.sh .build/wasm-ci/first.wasm
bash scripts/build-wasm.sh .build/wasm-ci/second.wasm
cmp .build/wasm-ci/first.wasm .build/wasm-ci/second.wasm
SCROLLNOTES_WASM="$PWD/.build/wasm-ci/first.wasm" swift test --skip-build --disable-xctest --filter ScrollWasmTests
.venv/bin/python -m pytest -q Tests/browser/test_playground.py
# ---- END wasm playgrounds ----

# ---- BEGIN Auto Layout lab (issue 18) ----
# The lab's module: within its budget (build-lab-wasm.sh fails above it), byte-identical across
# builds (checked above, before swift test, whose LabWasmTests compare it with the native lab on
# 500 seeded scripts and the layout playgrounds' exports), and the lab page in Chromium agreeing
# with the examples' build-time outputs (Tests/browser/test_lab.py, run with the browser tests).
# Benchmarks/lab/run.sh prints timings.
# ---- END Auto Layout lab ----

# The committed site/ must equal a fresh build byte for byte (scripts/build-site.sh rebuilds it).
echo "== scrollnotes verify (notes against the model, examples, links, coverage, committed site/)"
swift build --product scrollnotes
.build/debug/scrollnotes verify --content Content --site site
