#!/usr/bin/env bash
# Layout solver benchmark (not a test): builds release, times ScrollLayout's solver on chains and
# grids of 100, 1,000 and 5,000 constraints (full solve, and one re-solve after a suggested value
# changes), and puts kiwisolver's times on the same systems next to them when it is installed.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build-release.sh LayoutBenchmark >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
.build/release/LayoutBenchmark "$work/systems.jsonl" > "$work/swift.jsonl"
if python3 -c 'import kiwisolver' 2>/dev/null; then
  python3 Benchmarks/layout/kiwi_bench.py "$work/systems.jsonl" > "$work/kiwi.jsonl"
else
  echo "kiwisolver not installed (pip install kiwisolver): showing ScrollLayout alone" >&2
  : > "$work/kiwi.jsonl"
fi
python3 - "$work/swift.jsonl" "$work/kiwi.jsonl" <<'PY'
import json, sys
swift = [json.loads(l) for l in open(sys.argv[1])]
kiwi = {r["id"]: r for r in map(json.loads, open(sys.argv[2]))}
print(f"{'system':<11} {'constraints':>11} | {'full solve ms':>13} {'kiwi ms':>9} {'ratio':>6} | {'re-solve ms':>11} {'kiwi ms':>9} {'ratio':>6}")
for s in swift:
    k = kiwi.get(s["id"])
    def ratio(ours, theirs): return f"{ours / theirs:6.2f}" if theirs else "     -"
    kf = f"{k['full_ms']:9.3f}" if k else "        -"
    ks = f"{k['suggest_ms']:9.4f}" if k else "        -"
    print(f"{s['id']:<11} {s['constraints']:>11} | {s['full_ms']:13.3f} {kf} {ratio(s['full_ms'], k and k['full_ms'])} | "
          f"{s['suggest_ms']:11.4f} {ks} {ratio(s['suggest_ms'], k and k['suggest_ms'])}")
print("ratio = ScrollLayout time / kiwisolver time (below 1: ScrollLayout is faster)")
PY
