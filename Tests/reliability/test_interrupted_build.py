"""Killing a build at any moment leaves the previous site intact and complete."""
import hashlib
import pathlib
import random
import shutil
import signal
import subprocess
import time


def snapshot(folder: pathlib.Path) -> dict:
    """Relative path -> SHA-256 of every file under folder."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def build(scrollnotes, content, output):
    return subprocess.run([str(scrollnotes), "build", "--content", str(content), "--output", str(output)],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def test_killing_a_build_never_damages_the_previous_site(scrollnotes, corpus, tmp_path):
    content = tmp_path / "content"
    shutil.copytree(corpus, content)
    site = tmp_path / "site"
    assert build(scrollnotes, content, site).returncode == 0
    previous = snapshot(site)
    assert len(previous) > 300

    # How long a full build takes here, to spread the kills over the whole build.
    started = time.monotonic()
    assert build(scrollnotes, content, tmp_path / "timing").returncode == 0
    duration = time.monotonic() - started

    rng = random.Random(20261122)
    pages = sorted(content.glob("*.md"))
    for attempt in range(12):
        # Change some pages so a finished build would write different bytes.
        for page in rng.sample(pages, 5):
            with page.open("a", encoding="utf-8") as f:
                f.write(f"\n\nedit {attempt} 修改\n")
        process = subprocess.Popen([str(scrollnotes), "build", "--content", str(content), "--output", str(site)],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0, duration * 1.1))
        process.send_signal(signal.SIGKILL)
        process.wait()
        now = snapshot(site)
        if now != previous:
            # The kill came after the swap (possibly before the process exited): the site must
            # then be the new one, complete.
            reference = tmp_path / f"reference-{attempt}"
            assert build(scrollnotes, content, reference).returncode == 0
            assert now == snapshot(reference), f"attempt {attempt}: the site is neither the old nor the new one"
        previous = now

    # The next good build clears the leftovers of the killed ones.
    assert build(scrollnotes, content, site).returncode == 0
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.startswith(".site.")]
    assert leftovers == []
