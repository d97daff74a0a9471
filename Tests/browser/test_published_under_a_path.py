"""A site published under a sub-path (GitHub Pages for a project: https://host/scrollnotes/),
built with `scrollnotes build --base-url`: the sitemap lists every page at an address that
answers, and the 404 page, which the server shows at any depth, still finds its stylesheet,
scripts and the home page."""
import http.server
import os
import pathlib
import re
import subprocess
import threading
import urllib.request

import pytest
from playwright.sync_api import expect

from conftest import free_port

REPO = pathlib.Path(__file__).resolve().parents[2]


class PagesLikeHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files like GitHub Pages: a folder's index.html, and the site's 404.html with
    status 404 for anything missing."""

    def log_message(self, *args):
        pass

    def send_error(self, code, message=None, explain=None):
        if code != 404:
            return super().send_error(code, message, explain)
        body = (pathlib.Path(self.directory) / "scrollnotes" / "404.html").read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture(scope="module")
def published(tmp_path_factory):
    root = tmp_path_factory.mktemp("pages")
    port = free_port()
    base = f"http://127.0.0.1:{port}/scrollnotes/"
    binary = os.environ.get("SCROLLNOTES_BIN", str(REPO / ".build" / "debug" / "scrollnotes"))
    built = subprocess.run([binary, "build", "--content", str(REPO / "Content"), "--output", str(root / "scrollnotes"),
                            "--base-url", base], cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    assert built.returncode == 0, built.stderr
    handler = lambda *args: PagesLikeHandler(*args, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield root / "scrollnotes", base
    server.shutdown()


def test_every_sitemap_address_answers_and_every_page_is_listed_once(published):
    site, base = published
    locations = re.findall(r"<loc>([^<]+)</loc>", (site / "sitemap.xml").read_text(encoding="utf-8"))
    assert len(locations) == len(set(locations))
    assert locations[0] == base
    folders = [p.parent.relative_to(site).as_posix() for p in site.rglob("index.html")]
    pages = {base if folder == "." else base + folder + "/" for folder in folders}
    assert pages - set(locations) == set()
    for loc in locations:
        with urllib.request.urlopen(loc, timeout=5) as response:
            assert response.status == 200, loc


def test_the_404_page_works_at_any_depth_under_the_sub_path(published, watched):
    site, base = published
    page = watched.page
    failed = []
    page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
    missing = base + "no/such/page/at/depth/"
    response = page.goto(missing)
    assert response.status == 404
    expect(page.locator("main h1")).to_contain_text("Page not found")
    # The stylesheet loaded: the header is laid out by it, not the browser's defaults.
    assert page.evaluate("getComputedStyle(document.querySelector('.site-header')).display") != "inline"
    assert page.evaluate("document.styleSheets.length") >= 1
    page.locator("main a", has_text="home page").first.click()
    expect(page).to_have_url(base + "index.html")
    expect(page.locator("main h1")).to_contain_text("ScrollNotes")
    # Only the missing page itself answered 404 (Chromium logs that as a console error);
    # every stylesheet, script and the home page loaded.
    assert failed == [missing]
    watched.errors.remove("console error: Failed to load resource: the server responded with a status of 404 (Not Found)")
    watched.assert_clean()
