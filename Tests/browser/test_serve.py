"""`scrollnotes serve`: serves the site on 127.0.0.1, rebuilds when a note changes, and the
open page reloads by itself; paths outside the site are refused."""
import os
import shutil
import socket
import subprocess
import time

import pytest
from playwright.sync_api import expect

from conftest import free_port

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


@pytest.fixture
def served(tmp_path):
    binary = os.environ.get("SCROLLNOTES_BIN", os.path.join(REPO, ".build/debug/scrollnotes"))
    if not os.access(binary, os.X_OK):
        pytest.fail(f"no scrollnotes binary at {binary}")
    content = tmp_path / "Content"
    shutil.copytree(os.path.join(REPO, "Content"), content)
    port = free_port()
    log = open(tmp_path / "serve.log", "w+")
    process = subprocess.Popen(
        [binary, "serve", "--port", str(port), "--content", str(content), "--output", str(tmp_path / "site"),
         "--model", os.path.join(REPO, "Sources/ScrollModel"), "--interval", "200"],
        stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.time() + 60
        while "serving" not in open(tmp_path / "serve.log").read():
            assert process.poll() is None, open(tmp_path / "serve.log").read()
            assert time.time() < deadline, "serve did not start"
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/", content, port
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_an_open_page_reloads_after_its_note_changes(served, watched):
    url, content, _ = served
    page = watched.page
    page.goto(url + "articles/zooming/?lang=en")
    expect(page.locator("main h1 .en")).to_have_text("Zooming")
    article = content / "articles" / "06-zooming.md"
    text = article.read_text(encoding="utf-8")
    article.write_text(text.replace("# Zooming  缩放", "# Zooming Changed  缩放", 1), encoding="utf-8")
    expect(page.locator("main h1 .en")).to_have_text("Zooming Changed", timeout=30000)


def test_refuses_paths_outside_the_site(served):
    _, _, port = served
    with socket.create_connection(("127.0.0.1", port)) as s:
        s.sendall(b"GET /../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        reply = b""
        while chunk := s.recv(4096):
            reply += chunk
    assert reply.startswith(b"HTTP/1.1 403"), reply[:80]
    assert b"root:" not in reply


def test_missing_pages_show_the_sites_own_not_found_page(served, browser):
    url, _, _ = served
    context = browser.new_context()
    page = context.new_page()
    response = page.goto(url + "uiscrollview/no-such-api/")
    assert response.status == 404
    expect(page.locator("main h1 .zh")).to_have_text("找不到这个页面")
    page.locator("main a[href='/index.html']:visible").first.click()
    expect(page.locator("main h1")).to_contain_text("ScrollNotes")
    context.close()
