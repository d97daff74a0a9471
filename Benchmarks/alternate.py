#!/usr/bin/env python3
"""Runs benchmark commands alternately and reports medians, spreads and ratios.

Usage:  python3 alternate.py SPEC.json RESULT.json

SPEC.json: {"runs": 5, "warmup": 1, "warm": "SHELL", "commands": [{"name", "prepare",
"command", "ok": [0, 1], "timings": false}, ...]}. Each round runs every command once (its
`prepare` first, untimed), the order rotating by one each round, so a busy machine
slows every command alike instead of whichever ran during a burst. `warm`, when given,
runs (untimed) right before every command: reading the inputs into the page cache, so
that no command pays for the disk because the host dropped cached files in between (seen:
a machine whose page cache shrank by 2 MB a second while idle). Each run's wall time, CPU
time (user + sys), peak memory (max RSS of the command and everything it waited for) and
the kilobytes it read from the disk come from wait4. With `timings`, the command runs
with SCROLLNOTES_TIMINGS=1 and its `timing:` lines are kept (stage times). Exit codes
outside `ok` fail the run.

RESULT.json: {name: {"wall": [...], "cpu": [...], "rss_mb": [...], "disk_kb": [...],
"stages": {stage: [...]}}, "rounds": [[name, ...], ...]} (values in run order, per round).
"""

import json
import os
import re
import subprocess
import sys
import time

STAGE = re.compile(r"^timing: (?:  )?([a-z+ ()\-]+?) (\d+(?:\.\d+)?(?:e-?\d+)?) seconds")


def run_once(command, timings, env):
    child_env = dict(env)
    if timings:
        child_env["SCROLLNOTES_TIMINGS"] = "1"
    start = time.perf_counter()
    process = subprocess.Popen(["bash", "-c", command], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, env=child_env)
    err = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    stages = {}
    for line in err.decode("utf-8", "replace").splitlines():
        m = STAGE.match(line)
        if m:
            stages[m.group(1).strip()] = float(m.group(2))
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss_mb": usage.ru_maxrss / 1024,
            # ru_inblock counts 512-byte blocks read from the file system's device.
            "disk_kb": usage.ru_inblock / 2, "code": process.returncode, "stages": stages, "stderr": err[-2000:].decode("utf-8", "replace")}


def main():
    spec = json.load(open(sys.argv[1]))
    commands = spec["commands"]
    env = dict(os.environ)
    env.pop("SCROLLNOTES_TIMINGS", None)
    results = {c["name"]: {"wall": [], "cpu": [], "rss_mb": [], "disk_kb": [], "stages": {}} for c in commands}
    rounds = []
    total = spec.get("warmup", 1) + spec["runs"]
    for r in range(total):
        shift = r % len(commands)
        order = commands[shift:] + commands[:shift]
        rounds_names = []
        for c in order:
            subprocess.run(["bash", "-c", c.get("prepare", "true")], check=True)
            if "warm" in spec:
                subprocess.run(["bash", "-c", spec["warm"]], check=True)
            one = run_once(c["command"], c.get("timings", False), env)
            if one["code"] not in c.get("ok", [0]):
                sys.stderr.write(f"{c['name']}: exit {one['code']}\n{one['stderr']}\n")
                sys.exit(1)
            if r < spec.get("warmup", 1):
                continue
            rounds_names.append(c["name"])
            out = results[c["name"]]
            for key in ("wall", "cpu", "rss_mb", "disk_kb"):
                out[key].append(one[key])
            for stage, seconds in one["stages"].items():
                out["stages"].setdefault(stage, []).append(seconds)
        label = "warm-up" if r < spec.get("warmup", 1) else f"run {r - spec.get('warmup', 1) + 1}/{spec['runs']}"
        sys.stderr.write(f"  {label}: " + ", ".join(
            f"{n} {results[n]['wall'][-1]:.3f}s" for n in rounds_names) + "\n" if rounds_names else f"  {label} done\n")
        if rounds_names:
            rounds.append(rounds_names)
    json.dump({"results": results, "rounds": rounds}, open(sys.argv[2], "w"), indent=1)


if __name__ == "__main__":
    main()
