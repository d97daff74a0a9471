#!/usr/bin/env bash
# Benchmarks `scrollnotes build` against Hugo (with and without highlighting) and the libcmark
# baseline (Benchmarks/cmark_batch.c, one and two cores) on the synthetic corpus
# (Benchmarks/make_corpus.py), in one run, with hyperfine; prints ratios, CPU time and peak
# memory and writes a Markdown table. Self-contained: runs from a fresh clone.
#
#   bash Benchmarks/run.sh [N ...]        (default: 1000 5000)
#
# Environment: WORK (scratch folder, default /tmp/scrollnotes-bench), RUNS (hyperfine runs,
# default 3), BENCH (folder with make_corpus.py and cmark_batch.c, default Benchmarks/),
# SCRATCH (SwiftPM scratch path for the release build, default .build).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(1000 5000)
WORK=${WORK:-/tmp/scrollnotes-bench}
RUNS=${RUNS:-3}
BENCH=${BENCH:-$repo/Benchmarks}
mkdir -p "$WORK/bin"

need=()
for pkg in hyperfine hugo time libcmark-dev pkg-config; do dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg"); done
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

echo "== building scrollnotes (release)"
SCRATCH=${SCRATCH:-$repo/.build}
swift build -c release --product scrollnotes --scratch-path "$SCRATCH" 2>&1 | tail -1
sn="$SCRATCH/release/scrollnotes"
cc -O2 -o "$WORK/bin/cmark_batch" "$BENCH/cmark_batch.c" $(pkg-config --cflags --libs libcmark)

table="$WORK/results.md"
{
  echo "| N | command | median s | min s | × cmark_batch_par2 (wall) | CPU s (user+sys) | × cmark_batch_par2 (CPU) | cores used | peak RSS MB |"
  echo "|---:|---|---:|---:|---:|---:|---:|---:|---:|"
} > "$table"

for n in "${sizes[@]}"; do
  c="$WORK/c$n"; o="$WORK/out$n"
  [ -f "$c/stats.txt" ] || python3 "$BENCH/make_corpus.py" "$c" "$n" >/dev/null
  mkdir -p "$o" "$WORK/cmds/$n"
  files=("$c"/md/*.md)
  half=$(( (n + 1) / 2 ))
  # One script per command, so /usr/bin/time measures the whole command's peak memory.
  # The synthetic corpus documents none of the model's APIs, so the build's coverage check
  # fails by design (exit 1, the site still written); exit 2 or a crash fails the benchmark.
  cat > "$WORK/cmds/$n/scrollnotes_full.sh" <<CMD
"$sn" build --content "$c/md" --output "$o/scrollnotes_full" --model "$repo/Sources/ScrollModel" --model "$repo/Sources/ScrollLayout" >/dev/null || [ \$? -eq 1 ]
CMD
  cat > "$WORK/cmds/$n/scrollnotes_one_changed.sh" <<CMD
"$sn" build --content "$c/md" --output "$o/scrollnotes_incr" --model "$repo/Sources/ScrollModel" --model "$repo/Sources/ScrollLayout" >/dev/null || [ \$? -eq 1 ]
CMD
  cat > "$WORK/cmds/$n/cmark_batch.sh" <<CMD
"$WORK/bin/cmark_batch" "$o/cmark_batch" "$c"/md/*.md
CMD
  cat > "$WORK/cmds/$n/cmark_batch_par2.sh" <<CMD
printf "%s\n" "$c"/md/*.md | xargs -P2 -n $half "$WORK/bin/cmark_batch" "$o/cmark_batch_par2"
CMD
  cat > "$WORK/cmds/$n/hugo.sh" <<CMD
hugo --source "$c/hugo" --destination "$o/hugo" --quiet
CMD
  cat > "$WORK/cmds/$n/hugo_nohl.sh" <<CMD
hugo --source "$c/hugo" --config hugo.toml,nohl.toml --destination "$o/hugo_nohl" --quiet
CMD
  # The rebuild starts from a finished site (with its build cache) and one edited page: a
  # paragraph appended, as an author adds a note (the edit is undone after).
  "$sn" build --content "$c/md" --output "$o/scrollnotes_incr" --model "$repo/Sources/ScrollModel" --model "$repo/Sources/ScrollLayout" >/dev/null 2>&1 || [ $? -eq 1 ]
  edited="${files[$((n / 2))]}"
  cp "$edited" "$WORK/edited.bak"

  rm -f "$WORK"/mem-"$n"-*.txt
  args=()
  for name in scrollnotes_full cmark_batch cmark_batch_par2 hugo_nohl hugo scrollnotes_one_changed; do
    prepare="rm -rf '$o/$name'; mkdir -p '$o/$name'"
    # A full build: no site and no build cache beside it.
    [ "$name" = scrollnotes_full ] && prepare="rm -rf '$o/$name' '$o/.$name.buildcache'"
    [ "$name" = scrollnotes_one_changed ] && prepare="cp '$WORK/edited.bak' '$edited'; printf '\\nedited %s\\n' \$RANDOM >> '$edited'"
    args+=(--command-name "$name" --prepare "$prepare"
      "/usr/bin/time -a -o '$WORK/mem-$n-$name.txt' -f '%M %U %S' bash '$WORK/cmds/$n/$name.sh'")
  done
  echo "== N=$n"
  hyperfine --style basic --runs "$RUNS" --warmup 1 --export-json "$WORK/hyperfine-$n.json" "${args[@]}"
  cp "$WORK/edited.bak" "$edited"

  python3 - "$WORK" "$n" >> "$table" <<'PY'
import json, sys, os
work, n = sys.argv[1], sys.argv[2]
data = json.load(open(os.path.join(work, f"hyperfine-{n}.json")))["results"]
median = {r["command"]: r["median"] for r in data}
def usage(name):
    path = os.path.join(work, f"mem-{n}-{name}.txt")
    rows = [l.split() for l in open(path) if l.strip() and l.split()[0].isdigit()] if os.path.exists(path) else []
    if not rows:
        return float("nan"), float("nan")
    peak = max(int(r[0]) for r in rows) / 1024
    cpu = sum(float(r[1]) + float(r[2]) for r in rows) / len(rows)
    return peak, cpu
base = median["cmark_batch_par2"]
_, base_cpu = usage("cmark_batch_par2")
for r in data:
    name = r["command"]
    peak, cpu = usage(name)
    print(f"| {n} | {name} | {r['median']:.3f} | {r['min']:.3f} | {r['median'] / base:.2f} | {cpu:.2f} | {cpu / base_cpu:.2f} | {cpu / r['mean']:.2f} | {peak:.0f} |")
if "scrollnotes_one_changed" in median and "scrollnotes_full" in median:
    ratio = median["scrollnotes_one_changed"] / median["scrollnotes_full"]
    print(f"| {n} | one-page rebuild ÷ full build | {ratio * 100:.1f}% | | | | | | |")
PY
done

echo
echo "Results (also in $table):"
cat "$table"
