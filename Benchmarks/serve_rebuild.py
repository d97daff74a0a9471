#!/usr/bin/env python3
"""Times one-page rebuilds under `scrollnotes serve`: an author's edit until the open pages
are told to reload.

Usage:  python3 serve_rebuild.py SCROLLNOTES CONTENT OUTPUT EDITED ROUNDS RESULT.json [ARG ...]

Starts `SCROLLNOTES serve --content CONTENT --output OUTPUT ARG...` on a free port, waits
until it serves, then ROUNDS times appends a paragraph to EDITED (as Benchmarks/run.sh
edits its page: the file's first bytes, then a new line each round) and waits on the
server's reload events until the build generation moves. The edit is undone at the end.

Per round it records two times: from the edit to the reload event (what the author waits
for, including up to one polling interval before serve notices), and the rebuild as serve
itself reports it (the "in N ms" of its summary line: from noticing the change to the
site committed, just before the reload is signalled; serve stores the build cache after). RESULT.json: {"edit_to_reload": [...], "rebuild": [...]} in seconds.

CONTENT must be a folder no other command edits while this runs: serve rebuilds on any
change to it.
"""

import http.client
import json
import random
import re
import socket
import subprocess
import sys
import time

SUMMARY = re.compile(r"^built .* in (?:(\d+) ms|(\d+)\.(\d+) s)$")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def generation(port, after=None, timeout=30):
    """The server's build generation; with `after`, once it has moved past that."""
    deadline = time.monotonic() + timeout
    while True:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
        headers = {} if after is None else {"Last-Event-ID": str(after)}
        connection.request("GET", "/__scrollnotes/events", headers=headers)
        body = connection.getresponse().read().decode()
        connection.close()
        value = int(re.search(r"^data: (\d+)$", body, re.M).group(1))
        if after is None or value > after:
            return value
        if time.monotonic() > deadline:
            raise SystemExit(f"serve did not reload within {timeout} s")


def main():
    sn, content, output, edited, rounds, result = sys.argv[1:7]
    extra = sys.argv[7:]
    original = open(edited, "rb").read()
    port = free_port()
    log = open(result + ".log", "w+")
    server = subprocess.Popen([sn, "serve", "--content", content, "--output", output, "--port", str(port)] + extra,
                              stdout=log, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 600
        while "serving " not in open(log.name).read():
            if server.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("serve did not start:\n" + open(log.name).read())
            time.sleep(0.05)
        # Settle: the first build is done; let a second of quiet pass (files just written).
        time.sleep(1)
        edit_to_reload, rebuild = [], []
        for r in range(int(rounds)):
            seen = generation(port)
            summaries = sum(1 for line in open(log.name).read().splitlines() if line.startswith("built "))
            with open(edited, "wb") as f:
                f.write(original + b"\nedited %d %d\n" % (r, random.randrange(1 << 30)))
            start = time.perf_counter()
            generation(port, after=seen)
            edit_to_reload.append(time.perf_counter() - start)
            lines = [line for line in open(log.name).read().splitlines() if line.startswith("built ")]
            if len(lines) <= summaries:
                raise SystemExit("serve reloaded without a summary line")
            match = SUMMARY.match(lines[-1])
            ms = int(match.group(1)) if match.group(1) else int(match.group(2)) * 1000 + int(match.group(3)) * 10
            rebuild.append(ms / 1000)
            # A pause between edits, as between an author's saves (and past the racy window
            # of the file just written, which serve reads by content until it settles).
            time.sleep(0.3)
        json.dump({"edit_to_reload": edit_to_reload, "rebuild": rebuild}, open(result, "w"), indent=1)
    finally:
        with open(edited, "wb") as f:
            f.write(original)
        server.terminate()
        server.wait()


main()
