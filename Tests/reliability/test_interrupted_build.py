"""Killing a build at any moment never leaves a damaged site.

Right after the kill the site is the previous one, or the new one complete, or an in-place
commit was cut short: its journal (`.site.commit`) is pending, and the next scrollnotes
command that touches the site finishes it, giving the new site complete.
"""
import hashlib
import pathlib
import random
import shutil
import signal
import subprocess
import time

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
MODEL = ["--model", str(REPO / "Sources" / "ScrollModel"), "--model", str(REPO / "Sources" / "ScrollLayout")]


def snapshot(folder: pathlib.Path) -> dict:
    """Relative path -> SHA-256 of every file under folder."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def build(scrollnotes, content, output):
    return subprocess.run([str(scrollnotes), "build", "--content", str(content), "--output", str(output)],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def built(result):
    """The site was written. The generated corpus documents none of the model's APIs, so the
    build's coverage check fails by design (exit 1); 2 (unusable input) or a signal is a failure."""
    return result.returncode in (0, 1)


def recover(scrollnotes, content, site):
    """`verify` finishes a pending commit before it reads the site and writes nothing else, so
    what the site is afterwards is the recovery's doing alone (its verdict on this generated
    corpus does not matter here)."""
    subprocess.run([str(scrollnotes), "verify", "--content", str(content), "--site", str(site), *MODEL],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def edit(pages, count, rng, attempt):
    """Change some pages so a finished build would write different bytes."""
    for page in rng.sample(pages, count):
        with page.open("a", encoding="utf-8") as f:
            f.write(f"\n\nedit {attempt} 修改\n")


# 5 edited pages per attempt, and 1 (the rebuild after a one-page edit, the in-place case).
@pytest.mark.parametrize("pages_per_attempt, attempts", [(5, 7), (1, 6)])
def test_killing_a_build_never_damages_the_site(scrollnotes, corpus, tmp_path, pages_per_attempt, attempts):
    content = tmp_path / "content"
    shutil.copytree(corpus, content)
    site = tmp_path / "site"
    journal = tmp_path / ".site.commit"
    assert built(build(scrollnotes, content, site))
    rng = random.Random(20261122 + pages_per_attempt)
    pages = sorted(content.glob("*.md"))

    # How long a rebuild after such an edit takes here, to spread the kills over the whole build.
    edit(pages, pages_per_attempt, rng, "timing")
    started = time.monotonic()
    assert built(build(scrollnotes, content, site))
    duration = time.monotonic() - started
    previous = snapshot(site)
    assert len(previous) > 300

    for attempt in range(attempts):
        edit(pages, pages_per_attempt, rng, attempt)
        process = subprocess.Popen([str(scrollnotes), "build", "--content", str(content), "--output", str(site)],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0, duration * 1.1))
        process.send_signal(signal.SIGKILL)
        process.wait()
        pending = journal.exists()
        if pending:
            recover(scrollnotes, content, site)
            assert not journal.exists(), f"attempt {attempt}: the commit journal was not finished"
        now = snapshot(site)
        if pending or now != previous:
            # The kill came during or after the commit (possibly before the process exited): the
            # site must then be the new one, complete.
            reference = tmp_path / f"reference-{attempt}"
            assert built(build(scrollnotes, content, reference))
            assert now == snapshot(reference), f"attempt {attempt}: the site is neither the old nor the new one"
        previous = now

    # The next good build clears the leftovers of the killed ones; only the build cache stays.
    assert built(build(scrollnotes, content, site))
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.startswith(".site.")]
    assert leftovers in ([], [".site.buildcache"])
