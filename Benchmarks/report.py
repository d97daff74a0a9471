#!/usr/bin/env python3
"""Prints the Markdown rows of one corpus size from alternate.py's result.

Usage:  python3 report.py RESULT.json N [SERVE.json]

Medians with the spread (min–max) of every command; ratios against the two-core
libcmark baseline (cmark_batch_par2) from the same run; the full build's stage times;
the ratios the targets are stated in, each with the spread of its per-round values
(the commands alternate, so one round's values were measured side by side); with
SERVE.json (serve_rebuild.py), the one-page rebuild under `scrollnotes serve`, by serve's
own clock and from the edit to the reload, against the full build's median of the same
run (measured after the alternating rounds, so not paired); and, for a
command whose runs read more than 1 MB from the disk (its inputs were warmed, so this
should not happen), how much.
"""

import json
import statistics
import sys

data = json.load(open(sys.argv[1]))
n = sys.argv[2]
results = data["results"]
rounds = len(data["rounds"])


def med(values):
    return statistics.median(values) if values else float("nan")


def spread(values, fmt="{:.3f}"):
    return (fmt.format(min(values)) + "–" + fmt.format(max(values))) if values else ""


base = med(results["cmark_batch_par2"]["wall"])
base_cpu = med(results["cmark_batch_par2"]["cpu"])
for name, r in results.items():
    wall, cpu, rss = r["wall"], r["cpu"], r["rss_mb"]
    print(f"| {n} | {name} | {med(wall):.3f} | {spread(wall)} | {med(wall) / base:.2f} | {med(cpu):.2f} | "
          f"{med(cpu) / base_cpu:.2f} | {med(cpu) / med(wall):.2f} | {med(rss):.0f} ({max(rss):.0f}) |")


def ratio_line(label, top, bottom):
    """Wall ratio of the medians, the spread of the per-round ratios, and the CPU ratio."""
    if top not in results or bottom not in results:
        return
    a, b = results[top]["wall"], results[bottom]["wall"]
    per_round = [x / y for x, y in zip(a, b)]
    cpu = med(results[top]["cpu"]) / med(results[bottom]["cpu"])
    print(f"| {n} | {label} | {med(a) / med(b):.3f} | {spread(per_round)} | | | {cpu:.3f} (CPU) | | |")


ratio_line("one-page rebuild ÷ full build", "scrollnotes_one_changed", "scrollnotes_full")

if len(sys.argv) > 3:
    served = json.load(open(sys.argv[3]))
    full = med(results["scrollnotes_full"]["wall"])
    rebuild, reload = served["rebuild"], served["edit_to_reload"]
    print(f"| {n} | serve_one_changed (serve's clock: edit noticed → reload signalled) | {med(rebuild):.3f} | {spread(rebuild)} | "
          f"{med(rebuild) / base:.2f} | | | | |")
    print(f"| {n} | serve: edit saved → pages told to reload (polling every 500 ms) | {med(reload):.3f} | {spread(reload)} | | | | | |")
    print(f"| {n} | one-page rebuild under serve ÷ full build (not paired) | {med(rebuild) / full:.3f} | "
          f"{spread([x / full for x in rebuild])} | | | | | |")
ratio_line("full build ÷ cmark_batch_par2", "scrollnotes_full", "cmark_batch_par2")
ratio_line("extraction (1 core) ÷ cmark_batch (1 core)", "extract_only", "cmark_batch")
ratio_line("verify ÷ cmark_batch_par2", "scrollnotes_verify", "cmark_batch_par2")

# Runs that read from the disk despite the warm page cache did more than the work compared.
# A few hundred KB (shared libraries, locale files) are not worth a row.
for name, r in results.items():
    disk = r.get("disk_kb", [])
    if disk and max(disk) > 1024:
        print(f"| {n} | {name}: read from the disk, KB | {med(disk):.0f} | {spread(disk, '{:.0f}')} | | | | | |")

stages = results.get("scrollnotes_full", {}).get("stages", {})
for stage in ("extract", "plan+verify", "render", "write", "search (what was left)", "site-wide"):
    if stage in stages:
        values = stages[stage]
        print(f"| {n} | full build stage: {stage} | {med(values):.3f} | {spread(values)} | {med(values) / base:.2f} | | | | |")
print(f"| {n} | (rounds) | {rounds} | | | | | | |", file=sys.stderr)
