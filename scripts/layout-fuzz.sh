#!/usr/bin/env bash
# Optional CI step: regenerate random Auto Layout systems with the kiwisolver oracle and check
# `scrollnotes layout` against them (same rejections, same ambiguity flags, determined values
# within 1e-6; research/autolayout.md §6). Needs `pip install kiwisolver`.
# Usage: scripts/layout-fuzz.sh [COUNT] [SEED]   (oracle path: $AUTOLAYOUT_ORACLE)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-200}"
seed="${2:-${GITHUB_RUN_NUMBER:-2}}"
oracle="${AUTOLAYOUT_ORACLE:-../shared/oracles/autolayout_oracle.py}"
python3 -c 'import kiwisolver' 2>/dev/null || { echo "layout-fuzz: kiwisolver is not installed (pip install kiwisolver)" >&2; exit 2; }
[ -f "$oracle" ] || { echo "layout-fuzz: oracle not found at $oracle (set AUTOLAYOUT_ORACLE)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$oracle" --fuzz "$count" --seed "$seed" > "$work/cases.jsonl"
swift build --product scrollnotes >/dev/null
set +e
.build/debug/scrollnotes layout "$work/cases.jsonl" > "$work/answers.jsonl"
status=$?
set -e
[ "$status" -le 1 ] || { echo "layout-fuzz: scrollnotes layout failed with status $status" >&2; exit 1; }
python3 - "$work/cases.jsonl" "$work/answers.jsonl" "$seed" <<'PY'
import json, sys
cases = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
answers = [json.loads(line) for line in open(sys.argv[2]) if line.strip()]
problems = []
if len(cases) != len(answers):
    problems.append(f"{len(cases)} systems but {len(answers)} answers")
for case, answer in zip(cases, answers):
    where = f"case {case['id']}"
    if case.get("rejected", []) != answer["rejected"]:
        problems.append(f"{where}: rejected {answer['rejected']}, oracle {case.get('rejected', [])}")
    for name in case["variables"]:
        if case["unique"][name] != answer["unique"][name]:
            problems.append(f"{where}: {name} determined={answer['unique'][name]}, oracle {case['unique'][name]}")
        elif case["unique"][name] and abs(case["values"][name] - answer["values"][name]) > 1e-6:
            problems.append(f"{where}: {name} = {answer['values'][name]}, oracle {case['values'][name]}")
for problem in problems[:50]:
    print(problem, file=sys.stderr)
print(f"layout-fuzz seed {sys.argv[3]}: {len(cases)} systems, {len(problems)} disagreements")
sys.exit(1 if problems else 0)
PY
