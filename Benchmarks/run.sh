#!/usr/bin/env bash
# Benchmarks `scrollnotes build` (full, one page changed), a one-page rebuild under
# `scrollnotes serve` (Benchmarks/serve_rebuild.py), `scrollnotes verify` and extraction
# alone against the libcmark baseline (Benchmarks/cmark_batch.c, one and two cores) and Hugo
# (with and without highlighting) on the synthetic corpus (Benchmarks/make_corpus.py). Every
# command runs alternately in one run (Benchmarks/alternate.py: round after round, the order
# rotating), so a busy machine slows all of them alike; it prints medians with the spread
# (min–max), ratios against the two-core baseline from the same run, CPU time, peak memory,
# the full build's stage times, and the warm build of this repository's own notes. Before
# every timed command its inputs and the programs are read into the page cache (untimed),
# and a run that still read from the disk is reported: a host that drops cached files
# (session 27's did, 2 MB a second while idle) would otherwise make whichever command came
# first after a drop pay for the disk.
# Self-contained: runs from a fresh clone.
#
#   bash Benchmarks/run.sh [N ...]        (default: 1000 5000)
#
# Environment: WORK (scratch folder, default /tmp/scrollnotes-bench), RUNS (timed rounds,
# default 5), HUGO (0 leaves Hugo out), BENCH (folder with make_corpus.py, cmark_batch.c,
# alternate.py and report.py, default Benchmarks/), SCRATCH (SwiftPM scratch path for the
# release build, default .build), OUT (where every tool writes its output, default WORK; a
# tmpfs such as /dev/shm/sn-bench takes the disk's inode allocation out of the comparison).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(1000 5000)
WORK=${WORK:-/tmp/scrollnotes-bench}
RUNS=${RUNS:-5}
HUGO=${HUGO:-1}
BENCH=${BENCH:-$repo/Benchmarks}
mkdir -p "$WORK/bin"

need=()
pkgs=(libcmark-dev pkg-config); [ "$HUGO" = 0 ] || pkgs+=(hugo)
for pkg in "${pkgs[@]}"; do dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg"); done
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

echo "== building scrollnotes and notes-extract-bench (release)"
SCRATCH=${SCRATCH:-$repo/.build}
bash "$repo/scripts/build-release.sh" scrollnotes --scratch-path "$SCRATCH" 2>&1 | tail -1
bash "$repo/scripts/build-release.sh" notes-extract-bench --scratch-path "$SCRATCH" 2>&1 | tail -1
sn="$SCRATCH/release/scrollnotes"
extract="$SCRATCH/release/notes-extract-bench"
cc -O2 -o "$WORK/bin/cmark_batch" "$BENCH/cmark_batch.c" $(pkg-config --cflags --libs libcmark)
model=(--model "$repo/Sources/ScrollModel" --model "$repo/Sources/ScrollLayout")

table="$WORK/results.md"
{
  echo "| N | command | median s | min–max s | × cmark_batch_par2 (wall) | CPU s (user+sys) | × cmark_batch_par2 (CPU) | cores used | peak RSS MB median (max) |"
  echo "|---:|---|---:|---:|---:|---:|---:|---:|---:|"
} > "$table"

for n in "${sizes[@]}"; do
  c="$WORK/c$n"; o="${OUT:-$WORK}/out$n"
  [ -f "$c/stats.txt" ] || python3 "$BENCH/make_corpus.py" "$c" "$n" >/dev/null
  mkdir -p "$o"
  files=("$c"/md/*.md)
  half=$(( (n + 1) / 2 ))
  # The synthetic corpus documents none of the model's APIs, so the build's and verify's
  # coverage check fails by design (exit 1, the site still written); exit 2 or a crash fails
  # the benchmark.
  build="'$sn' build --content '$c/md' ${model[*]}"
  # The rebuild starts from a finished site (with its build cache) and one edited page: a
  # paragraph appended, as an author adds a note (the edit is undone after).
  "$sn" build --content "$c/md" --output "$o/scrollnotes_incr" "${model[@]}" >/dev/null 2>&1 || [ $? -eq 1 ]
  edited="${files[$((n / 2))]}"
  cp "$edited" "$WORK/edited.bak"
  python3 - "$WORK/spec-$n.json" "$RUNS" <<PY
import json, sys
o, c, work, sn, bench = "$o", "$c", "$WORK", "$sn", "$BENCH"
build = """$build"""
edited = "$edited"
half = $half
commands = [
  # A full build: no site and no build cache beside it. Stage times from SCROLLNOTES_TIMINGS.
  dict(name="scrollnotes_full", prepare=f"rm -rf '{o}/scrollnotes_full' '{o}/.scrollnotes_full.buildcache'",
       command=f"{build} --output '{o}/scrollnotes_full'", ok=[0, 1], timings=True),
  dict(name="scrollnotes_one_changed",
       prepare=f"cp '{work}/edited.bak' '{edited}'; printf '\\nedited %s\\n' \$RANDOM >> '{edited}'",
       command=f"{build} --output '{o}/scrollnotes_incr'", ok=[0, 1]),
  # verify: a fresh build in memory, compared with the site the rebuild keeps current.
  dict(name="scrollnotes_verify", command=f"'{sn}' verify --content '{c}/md' --site '{o}/scrollnotes_incr' ${model[*]}", ok=[0, 1]),
  dict(name="extract_only", command=f"'$extract' '{c}'/md/*.md"),
  dict(name="cmark_batch", prepare=f"rm -rf '{o}/cmark_batch'; mkdir -p '{o}/cmark_batch'",
       command=f"'{work}/bin/cmark_batch' '{o}/cmark_batch' '{c}'/md/*.md"),
  dict(name="cmark_batch_par2", prepare=f"rm -rf '{o}/cmark_batch_par2'; mkdir -p '{o}/cmark_batch_par2'",
       command=f"printf '%s\\n' '{c}'/md/*.md | xargs -P2 -n {half} '{work}/bin/cmark_batch' '{o}/cmark_batch_par2'"),
]
if "$HUGO" != "0":
  commands += [
    dict(name="hugo_nohl", prepare=f"rm -rf '{o}/hugo_nohl'", command=f"hugo --source '{c}/hugo' --config hugo.toml,nohl.toml --destination '{o}/hugo_nohl' --quiet"),
    dict(name="hugo", prepare=f"rm -rf '{o}/hugo'", command=f"hugo --source '{c}/hugo' --destination '{o}/hugo' --quiet"),
  ]
# Every command finds the corpus and the programs in the page cache (read just before it).
warm = f"cat '{c}'/md/*.md '{sn}' '$extract' '{work}/bin/cmark_batch' > /dev/null"
json.dump(dict(runs=int(sys.argv[2]), warmup=1, warm=warm, commands=commands), open(sys.argv[1], "w"), indent=1)
PY
  echo "== N=$n ($RUNS rounds, commands alternating)"
  python3 "$BENCH/alternate.py" "$WORK/spec-$n.json" "$WORK/result-$n.json"
  cp "$WORK/edited.bak" "$edited"
  # The same edit under `scrollnotes serve`, right after the alternating rounds: a copy of
  # the notes (serve rebuilds on any change to its folder), its first build, then edits.
  echo "== N=$n: one-page rebuilds under serve"
  rm -rf "$c/md-serve" "$o/scrollnotes_serve" "$o/.scrollnotes_serve.buildcache"
  cp -r "$c/md" "$c/md-serve"
  python3 "$BENCH/serve_rebuild.py" "$sn" "$c/md-serve" "$o/scrollnotes_serve" "$c/md-serve/$(basename "$edited")" \
    $((RUNS * 3)) "$WORK/serve-$n.json" "${model[@]}"
  python3 "$BENCH/report.py" "$WORK/result-$n.json" "$n" "$WORK/serve-$n.json" >> "$table"
done

# The fixed costs: this repository's own notes, built warm (the playground module and the
# example runs cached, the site there): with nothing changed, and with --full.
echo "== this repository's notes (warm)"
"$sn" build --output "$WORK/repo-site" >/dev/null 2>&1
python3 - "$WORK/spec-repo.json" "$RUNS" <<PY
import json, sys
sn, work = "$sn", "$WORK"
commands = [
  dict(name="repo_build_unchanged", command=f"'{sn}' build --output '{work}/repo-site'"),
  dict(name="repo_build_full", command=f"'{sn}' build --full --output '{work}/repo-site'", timings=True),
]
warm = f"cat '{sn}' > /dev/null; find Content Sources .build/playground-wasm .build/lab-wasm -type f -exec cat {{}} + > /dev/null 2>&1 || true"
json.dump(dict(runs=int(sys.argv[2]), warmup=1, warm=warm, commands=commands), open(sys.argv[1], "w"), indent=1)
PY
python3 "$BENCH/alternate.py" "$WORK/spec-repo.json" "$WORK/result-repo.json"
python3 - "$WORK/result-repo.json" "$(find Content -name '*.md' | wc -l)" >> "$table" <<'PY'
import json, statistics, sys
results = json.load(open(sys.argv[1]))["results"]
for name, r in results.items():
    w = r["wall"]
    print(f"| repo ({sys.argv[2]} files) | {name} | {statistics.median(w):.3f} | {min(w):.3f}–{max(w):.3f} | | "
          f"{statistics.median(r['cpu']):.2f} | | | {statistics.median(r['rss_mb']):.0f} ({max(r['rss_mb']):.0f}) |")
for stage, values in results["repo_build_full"]["stages"].items():
    if stage in ("inputs+wasm+examples", "extract", "render", "site-wide"):
        print(f"| repo | full build stage: {stage} | {statistics.median(values):.3f} | {min(values):.3f}–{max(values):.3f} | | | | | |")
PY

echo
echo "Results (also in $table):"
cat "$table"
