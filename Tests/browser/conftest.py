"""Fixtures for the browser tests: the built site served on 127.0.0.1, a Chromium from
Debian (Playwright cannot download browsers here), and pages that record console errors
and every request that would leave the machine.

scripts/test-browser.sh builds the site and sets SCROLLNOTES_SITE and SCREENSHOT_DIR.
"""
import os
import pathlib
import socket
import subprocess
import sys
import time
import urllib.request
from urllib.parse import urlparse

import pytest
from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/lib/chromium/chromium"


@pytest.fixture(scope="session")
def site_dir():
    folder = os.environ.get("SCROLLNOTES_SITE")
    if not folder or not os.path.isfile(os.path.join(folder, "index.html")):
        pytest.fail("SCROLLNOTES_SITE must name a built site (run scripts/test-browser.sh)")
    return folder


@pytest.fixture(scope="session")
def screenshot_dir():
    folder = os.environ.get("SCREENSHOT_DIR", ".ci-artifacts/screenshots")
    os.makedirs(folder, exist_ok=True)
    return folder


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def base_url(site_dir):
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", site_dir],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(url, timeout=1).close()
                break
            except OSError:
                time.sleep(0.05)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=5)


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        yield b
        b.close()


class Watched:
    """A page plus what it did: console errors, uncaught exceptions, outside requests."""

    def __init__(self, page):
        self.page = page
        self.errors = []
        self.outside = []
        page.on("console", lambda m: self.errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(f"exception: {e}"))

        def route(r):
            host = urlparse(r.request.url).hostname
            # file: for the site opened from disk (test_from_disk.py).
            if r.request.url.startswith(("data:", "blob:", "file:")) or host == "127.0.0.1":
                r.continue_()
            else:
                self.outside.append(r.request.url)
                r.abort()

        page.route("**/*", route)

    def assert_clean(self):
        assert self.errors == [], self.errors
        assert self.outside == [], f"requests leaving 127.0.0.1: {self.outside}"


@pytest.fixture(scope="session")
def disk_url(site_dir):
    """The built site as a file:// URL (ending in /), as a reader who opens site/index.html sees it."""
    return pathlib.Path(site_dir).resolve().as_uri() + "/"


def new_watched(browser, **options):
    context = browser.new_context(**options)
    return Watched(context.new_page())


@pytest.fixture
def watched(browser):
    w = new_watched(browser, viewport={"width": 1280, "height": 900}, locale="en-US")
    yield w
    w.assert_clean()
    w.page.context.close()
