#!/usr/bin/env bash
# Fuzzes the notes ingest path (bytes → Markdown tree → book → diagnostics, plus the lexer).
#
#   scripts/fuzz-ingest.sh [SECONDS] [SEED]      seeded mutation loop (release build), default 60 s
#   scripts/fuzz-ingest.sh --libfuzzer [SECONDS] libFuzzer (swift build -sanitize=fuzzer), corpus copied
#
# Exit status 0 when no input crashed or exceeded the per-input time limit (2 s). A crashing
# input is saved as crash-<seed>.md (mutation loop) or crash-<hash> (libFuzzer) in the
# current directory.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=(Fuzz/corpus/*.md)

if [[ "${1:-}" == "--libfuzzer" ]]; then
  seconds="${2:-60}"
  # A separate scratch path: every module is rebuilt with coverage instrumentation, and
  # -DLIBFUZZER removes the mutation loop's @main so libFuzzer's main is used.
  swift build -c release --product notes-fuzz --scratch-path .build/libfuzzer \
    -Xswiftc -sanitize=fuzzer -Xswiftc -DLIBFUZZER
  work="$(mktemp -d)"
  cp "${corpus[@]}" "$work/"
  .build/libfuzzer/release/notes-fuzz "$work" -max_total_time="$seconds" -timeout=2 -max_len=65536 \
    -rss_limit_mb=2048 -print_final_stats=1
  exit $?
fi

seconds="${1:-60}"
seed="${2:-$(date +%s)}"
bash scripts/build-release.sh notes-fuzz
.build/release/notes-fuzz --seed "$seed" --seconds "$seconds" --hang 2 "${corpus[@]}"
