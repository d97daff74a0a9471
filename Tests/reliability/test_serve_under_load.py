"""`scrollnotes serve` under concurrent load on 127.0.0.1: no errors, no way out of site/."""
import concurrent.futures
import http.client
import shutil
import socket
import subprocess
import time

import pytest


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture()
def server(scrollnotes, corpus, tmp_path):
    content = tmp_path / "content"
    shutil.copytree(corpus, content)
    port = free_port()
    process = subprocess.Popen(
        [str(scrollnotes), "serve", "--port", str(port), "--content", str(content), "--output", str(tmp_path / "site")],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                break
        except OSError:
            if process.poll() is not None:
                pytest.fail(f"serve exited with {process.returncode}")
            time.sleep(0.2)
    else:
        process.kill()
        pytest.fail("serve did not start listening")
    yield port, tmp_path / "site"
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


def get(port: int, raw_path: str):
    """One GET with the path sent exactly as given (no client-side normalisation)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.putrequest("GET", raw_path, skip_accept_encoding=True)
        connection.endheaders()
        response = connection.getresponse()
        body = response.read()
        return response.status, body
    finally:
        connection.close()


def test_answers_concurrent_requests_without_errors(server):
    port, site = server
    pages = ["/"] + ["/" + str(p.parent.relative_to(site)) + "/" for p in sorted(site.rglob("index.html"))[:40]]
    pages += ["/search-index.json", "/llms.txt"]
    deadline = time.monotonic() + 10  # bounded: ten seconds of load
    failures = []
    count = 0

    def worker(seed: int) -> int:
        done = 0
        while time.monotonic() < deadline and done < 2000:
            path = pages[(seed * 7 + done) % len(pages)]
            status, body = get(port, path.replace("/./", "/"))
            if status != 200 or not body:
                failures.append((path, status))
            done += 1
        return done

    with concurrent.futures.ThreadPoolExecutor(max_workers=16) as pool:
        count = sum(pool.map(worker, range(16)))
    assert failures == []
    assert count > 100


@pytest.mark.parametrize("path", [
    "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", "/..%2f..%2fetc/passwd",
    "/..\\..\\etc\\passwd", "/%252e%252e/etc/passwd", "/.git/config", "//etc/passwd", "/a/%00/b",
])
def test_refuses_paths_outside_the_site(server, path):
    port, _ = server
    status, body = get(port, path)
    assert status in (400, 403, 404)
    assert b"root:" not in body


def test_a_port_in_use_ends_serve_with_a_reason(server, scrollnotes, corpus, tmp_path):
    port, _ = server
    second = subprocess.run(
        [str(scrollnotes), "serve", "--port", str(port), "--content", str(corpus), "--output", str(tmp_path / "second")],
        capture_output=True, text=True, timeout=120)
    assert second.returncode == 2
    assert f"127.0.0.1:{port}: error: cannot serve here" in second.stderr
    assert "serving" not in second.stdout
