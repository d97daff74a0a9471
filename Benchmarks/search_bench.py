#!/usr/bin/env python3
"""Search benchmark: the size of the search index and how fast the box answers, measured in
headless Chromium on built sites (a benchmark that prints numbers, not a timed test).

Usage:  python search_bench.py SITE [SITE ...]      (Benchmarks/search.sh builds the sites)

For each site it prints:
  - the index: the page list (search-index.js), the shards (search/t*.js), the files of
    summaries (search/s*.js) and the answers to first keystrokes (search/k.js, loaded first
    when the box is first used, then the page list), raw and gzip -9 compressed, and what a
    later query loads at most (page list + one shard + the summaries of ten results);
  - the first keystroke: from the input event of the first character typed to the drawn
    results (the page script's own clock, ScrollNotesSearch.last.ms), to the frame that
    paints them (ScrollNotesSearch.last.painted: a task queued from that frame's animation
    callback, so after its paint), next to the same keystroke's frame on a page whose search
    script never hears of it (what the page's own frames cost at that moment, search aside),
    and to the last summary added to them (ScrollNotesSearch.last.complete; a file of summaries not yet loaded is
    loaded after the results are drawn), cold (the box just
    focused, the index still loading, as a reader who presses / and types at once) and
    warm (what the box's first use loads has loaded), for a Latin letter (names and titles) and a
    Han character, over fresh pages, from disk (file://)
    and from a server on 127.0.0.1; how many of them the build's answers answered, and
    whether those answers are the page script's own ranking (ScrollNotesSearch.search);
  - every later keystroke while typing whole queries;
  - requests that left the page's origin (must be none).
"""
import gzip
import http.server
import os
import pathlib
import statistics
import sys
import threading
from functools import partial
from urllib.parse import urlparse

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("CHROMIUM", "/usr/lib/chromium/chromium")
FIRST = ["c", "s", "a", "z", "滚", "内", "缩", "减"]
TYPED = ["contentInset", "deceler", "UIScrollView.contentInset", "下拉刷新", "内容边距", "contnetInset"]
RUNS = int(os.environ.get("RUNS", "3"))


def kb(n):
    return f"{n / 1024:.1f} KB"


def index_size(site):
    manifest = (site / "search-index.js").read_bytes()
    shards = [p.read_bytes() for p in sorted((site / "search").glob("t*.js"))]
    sums = [p.read_bytes() for p in sorted((site / "search").glob("s*.js"))]
    keys = [p.read_bytes() for p in sorted((site / "search").glob("k*.js"))]
    z = lambda b: len(gzip.compress(b, 9))
    total = len(manifest) + sum(map(len, shards)) + sum(map(len, sums)) + sum(map(len, keys))
    total_z = z(manifest) + sum(map(z, shards)) + sum(map(z, sums)) + sum(map(z, keys))
    largest = max(shards, key=len)
    largest_s = max(sums, key=len)
    print(f"  index: page list {kb(len(manifest))} ({kb(z(manifest))} gzip), {len(shards)} shard(s) {kb(sum(map(len, shards)))} "
          f"({kb(sum(map(z, shards)))} gzip), largest shard {kb(len(largest))} ({kb(z(largest))} gzip), "
          f"{len(sums)} file(s) of summaries {kb(sum(map(len, sums)))} ({kb(sum(map(z, sums)))} gzip)")
    print(f"  first keystrokes' answers (search/k.js): {kb(sum(map(len, keys)))} ({kb(sum(map(z, keys)))} gzip)")
    print(f"  index total: {kb(total)} raw, {kb(total_z)} gzip -9 compressed")
    print(f"  a later query loads: page list + one shard + summaries of its results, at most "
          f"{kb(len(manifest) + len(largest) + min(10, len(sums)) * len(largest_s))} "
          f"({kb(z(manifest) + z(largest) + min(10, len(sums)) * z(largest_s))} gzip)")
    return total_z


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def handle(self):
        # Each measurement closes its page, which may drop requests still being answered.
        try:
            super().handle()
        except (BrokenPipeError, ConnectionResetError):
            pass


def serve(site):
    handler = partial(QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def measure(browser, base, outside):
    def new_page(bare=False):
        page = browser.new_page()
        if bare:
            # The page's own frame for a keystroke: the box shows the character, but the
            # search script never hears of it (stopped before it on the way down), and the
            # time to the painted frame is taken the way the script takes its own.
            page.add_init_script("""window.addEventListener("input", function (e) {
                if (!e.target || e.target.id !== "search-input") return;
                e.stopImmediatePropagation();
                var started = performance.now();
                requestAnimationFrame(function () { setTimeout(function () { window.__bare = performance.now() - started }, 0) });
            }, true);""")

        def route(r):
            u = urlparse(r.request.url)
            mine = urlparse(base)
            if (u.scheme, u.netloc) == (mine.scheme, mine.netloc) or u.scheme in ("data", "blob"):
                r.continue_()
            else:
                outside.append(r.request.url)
                r.abort()

        page.route("**/*", route)
        page.goto(base + os.environ.get("PAGE", "index.html"))
        return page

    def type_first(ch, warm, bare=False):
        """A fresh page, the box focused (and, warm, everything its focus loads in: the page
        list, and a small site's shards and summaries), then `ch` typed."""
        page = new_page(bare)
        if warm:
            page.focus("#search-input")
            page.wait_for_function("() => window.ScrollNotesSearch.warm")
        page.focus("#search-input")
        page.keyboard.type(ch)
        return page

    def bare_key(ch, warm):
        page = type_first(ch, warm, bare=True)
        page.wait_for_function("() => window.__bare != null", timeout=30000)
        painted = page.evaluate("window.__bare")
        page.close()
        return painted

    def first_key(ch, warm):
        page = type_first(ch, warm)
        page.wait_for_function("q => window.ScrollNotesSearch.last && window.ScrollNotesSearch.last.query === q", arg=ch, timeout=30000)
        ms = page.evaluate("window.ScrollNotesSearch.last.ms")
        page.wait_for_function("() => window.ScrollNotesSearch.last.painted != null", timeout=30000)
        painted = page.evaluate("window.ScrollNotesSearch.last.painted")
        answered[page.evaluate("window.ScrollNotesSearch.last.from || 'index'")] += 1
        # Summaries not yet loaded are added to the drawn results when their files arrive.
        page.wait_for_function("() => window.ScrollNotesSearch.last.complete != null", timeout=30000)
        complete = page.evaluate("window.ScrollNotesSearch.last.complete")
        page.close()
        return ms, complete, painted

    out = {}
    answered = {"first": 0, "index": 0}
    for warm in (False, True):
        for script, chars in (("latin", [c for c in FIRST if c.isascii()]), ("han", [c for c in FIRST if not c.isascii()])):
            both = [first_key(ch, warm) for _ in range(RUNS) for ch in chars]
            out[("warm " if warm else "cold ") + script] = [b[0] for b in both]
            out[("warm " if warm else "cold ") + script + " +summaries"] = [b[1] for b in both]
            out[("warm " if warm else "cold ") + script + " +painted"] = [b[2] for b in both]
            out[("warm " if warm else "cold ") + script + " +bare"] = [bare_key(ch, warm) for _ in range(RUNS) for ch in chars]
    page = new_page()
    page.focus("#search-input")
    later = []
    for query in TYPED:
        page.fill("#search-input", "")
        page.evaluate("() => { window.ScrollNotesSearch.timings = [] }")
        page.keyboard.type(query, delay=60)
        page.wait_for_function("q => window.ScrollNotesSearch.last && window.ScrollNotesSearch.last.query === q", arg=query, timeout=30000)
        later += [t["ms"] for t in page.evaluate("window.ScrollNotesSearch.timings")][1:]
    page.close()
    out["later"] = later
    out["answered"] = answered
    # The build's answers to first keystrokes against the page script's own ranking.
    page = new_page()
    out["same"] = page.evaluate("""async chars => { const S = window.ScrollNotesSearch; let same = 0;
        for (const c of chars) { const a = S.firstAnswer && await S.firstAnswer(c), b = await S.search(c, 10);
            if (a && JSON.stringify(a) === JSON.stringify(b)) same++ }
        return same }""", FIRST)
    page.close()
    return out


def summary(times):
    return f"median {statistics.median(times):.1f} ms, p90 {sorted(times)[int(0.9 * (len(times) - 1))]:.1f} ms, max {max(times):.1f} ms (n={len(times)})"


def main():
    sys.stdout.reconfigure(line_buffering=True)
    with open("/proc/loadavg") as f:
        print(f"load average at start: {f.read().split()[0]} on {os.cpu_count()} cores")
    sites = [pathlib.Path(a).resolve() for a in sys.argv[1:]]
    if not sites:
        sys.exit(__doc__)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        for site in sites:
            pages = sum(1 for _ in site.rglob("index.html"))
            print(f"== {site} ({pages} pages)")
            index_size(site)
            server, url = serve(site)
            for label, base in (("from disk (file://)", site.as_uri() + "/"), ("from 127.0.0.1", url)):
                outside = []
                r = measure(browser, base, outside)
                for key in ("cold latin", "cold han", "warm latin", "warm han"):
                    print(f"  {label}: first keystroke, {key:10} {summary(r[key])}")
                    print(f"  {label}:   to the painted frame: {'':2} {summary(r[key + ' +painted'])}")
                    print(f"  {label}:   with every summary: {'':4} {summary(r[key + ' +summaries'])}")
                    print(f"  {label}:   the page's own frame for a keystroke, without search: {summary(r[key + ' +bare'])}")
                print(f"  {label}: later keystrokes:      {summary(r['later'])}")
                print(f"  {label}: first keystrokes answered from the build's answers: {r['answered']['first']} "
                      f"of {sum(r['answered'].values())}; those answers equal to the page script's ranking: {r['same']} of {len(FIRST)}")
                print(f"  {label}: requests leaving the origin: {len(outside)}")
            server.shutdown()
        browser.close()


if __name__ == "__main__":
    main()
