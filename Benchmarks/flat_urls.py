#!/usr/bin/env python3
"""What the folder-per-page layout costs on this disk: N pages written as
`name/index.html` (the site's layout) against flat `name.html`, the same bytes, the two
layouts alternating round by round, each into a fresh folder (then removed, untimed).

Usage:  python3 flat_urls.py [N] [ROUNDS] [BYTES]     (default 5000 5 33000: the
5,000-page corpus writes about 167 MB of HTML, 33 KB a page)

Prints the median and spread (min–max) of wall and system time per layout and the ratio
per round. A full build writes twice as many files (an index.md twin beside each page), so
its share of the difference is about what this measures for the HTML alone, twice over.
"""

import os
import shutil
import statistics
import sys
import time

n = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
size = int(sys.argv[3]) if len(sys.argv) > 3 else 33000
root = os.environ.get("WORK", "/tmp/scrollnotes-bench") + "/flat-urls"
page = (b"<!DOCTYPE html>" + b"x" * size)[:size]


def write(folder, flat):
    os.makedirs(folder)
    for i in range(n):
        if flat:
            path = f"{folder}/page-{i:05d}.html"
        else:
            os.mkdir(f"{folder}/page-{i:05d}")
            path = f"{folder}/page-{i:05d}/index.html"
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.write(fd, page)
        os.close(fd)


results = {"nested": [], "flat": []}
shutil.rmtree(root, ignore_errors=True)
for r in range(rounds + 1):  # the first round warms up
    order = ["nested", "flat"] if r % 2 == 0 else ["flat", "nested"]
    for layout in order:
        folder = f"{root}/{layout}"
        before = os.times()
        start = time.perf_counter()
        write(folder, layout == "flat")
        wall = time.perf_counter() - start
        after = os.times()
        shutil.rmtree(folder)
        if r > 0:
            results[layout].append((wall, after.system - before.system))

for layout, values in results.items():
    walls = [v[0] for v in values]
    syss = [v[1] for v in values]
    print(f"{layout:6} {n} pages: wall median {statistics.median(walls):.3f} s ({min(walls):.3f}–{max(walls):.3f}), "
          f"system {statistics.median(syss):.3f} s ({min(syss):.3f}–{max(syss):.3f})")
ratios = [f / s for (f, _), (s, _) in zip(results["flat"], results["nested"])]
print(f"flat ÷ nested (wall, per round): median {statistics.median(ratios):.3f} ({min(ratios):.3f}–{max(ratios):.3f})")
