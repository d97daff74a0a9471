"""The repository stands alone: its tests pass in a clone with nothing beside it.

The clone is the committed HEAD (uncommitted changes are not in it), made in an empty folder so
a path to a sibling folder leads nowhere. Its reliability and layout tests run there with the
already-built binary (SCROLLNOTES) and the read fence (read_fence.py), which notes any read
outside the clone. A cheap static scan also keeps references to sibling folders out of the code.
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys

REPO = pathlib.Path(__file__).resolve().parents[2]
HERE = pathlib.Path(__file__).resolve()
SCANNED = ["Tests", "scripts", ".ci", "Benchmarks", "Fuzz", "wasm"]
# A sibling folder of the repository named 'shared': ../shared, or a path joined with "shared".
OUTSIDE = re.compile(r"\.\./shared\b|/\s*[\"']shared[\"']")
HASH_COMMENTS = {".py", ".sh", ""}
SLASH_COMMENTS = {".swift", ".c", ".h", ".mjs", ".js"}


def run_fenced(folder: pathlib.Path, tests: list[str], scratch: pathlib.Path, allowed: list[pathlib.Path],
               environment: dict[str, str]):
    """Runs pytest on `tests` inside `folder` with the read fence; returns (run, fence log lines)."""
    log = scratch / "fence.log"
    log.write_text("", encoding="utf-8")
    # This checkout's fence, not the tested folder's: the instrument is not what is tested.
    plugins = scratch / "plugins"
    plugins.mkdir()
    shutil.copy(HERE.parent / "read_fence.py", plugins)
    env = {name: value for name, value in os.environ.items() if not name.startswith(("PYTEST", "PYTHON"))}
    env.update(environment, READ_FENCE_LOG=str(log), PYTHONPATH=str(plugins),
               READ_FENCE_ALLOWED=os.pathsep.join(str(path) for path in [folder, scratch, *allowed]))
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "read_fence", "-p", "no:cacheprovider",
         f"--basetemp={scratch / 'basetemp'}", *tests],
        cwd=folder, env=env, capture_output=True, text=True, timeout=1200)
    return run, sorted(set(log.read_text(encoding="utf-8").splitlines()))


def test_the_tests_pass_in_a_clone_with_nothing_beside_it_and_read_nothing_outside(scrollnotes, release_scrollnotes, tmp_path):
    alone = tmp_path / "alone"
    alone.mkdir()
    clone = alone / "ScrollNotes"
    subprocess.run(["git", "clone", "--quiet", str(REPO), str(clone)], check=True)
    head = ["git", "rev-parse", "HEAD"]
    assert subprocess.run(head, cwd=clone, capture_output=True, text=True).stdout == \
        subprocess.run(head, cwd=REPO, capture_output=True, text=True).stdout
    assert [p.name for p in alone.iterdir()] == ["ScrollNotes"]

    binary = pathlib.Path(scrollnotes).resolve()
    release = pathlib.Path(release_scrollnotes).resolve()
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    run, outside = run_fenced(
        clone, ["--ignore", f"Tests/reliability/{HERE.name}", "Tests/reliability", "Tests/layoutdiff"],
        scratch, allowed=[binary, release], environment={"SCROLLNOTES": str(binary), "SCROLLNOTES_RELEASE": str(release)})
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert " passed" in run.stdout and " failed" not in run.stdout
    assert not outside, "read outside the clone:\n" + "\n".join(outside[:40])


def test_the_fence_notices_a_test_that_reads_outside_its_folder(tmp_path):
    inside, outside, scratch = (tmp_path / name for name in ("inside", "outside", "scratch"))
    for folder in (inside, outside, scratch):
        folder.mkdir()
    (inside / "own.txt").write_text("mine", encoding="utf-8")
    (outside / "secret.txt").write_text("theirs", encoding="utf-8")
    (outside / "tool.py").write_text("", encoding="utf-8")
    (inside / "test_peek.py").write_text(
        "import pathlib, subprocess, sys\n"
        "def test_peek():\n"
        "    assert pathlib.Path('own.txt').read_text() == 'mine'\n"
        f"    assert pathlib.Path({str(outside / 'secret.txt')!r}).read_text() == 'theirs'\n"
        "    subprocess.run([sys.executable, '../outside/tool.py'], check=True)\n", encoding="utf-8")

    run, reads = run_fenced(inside, ["test_peek.py"], scratch, allowed=[], environment={})
    assert run.returncode == 0, run.stdout + run.stderr
    assert reads == [f"open {outside / 'secret.txt'}", f"subprocess.Popen {outside / 'tool.py'}"]


def code_part(line: str, suffix: str) -> str:
    """The line without its comment (a line comment, or a line inside a /* */ block)."""
    if suffix in HASH_COMMENTS:
        return re.split(r"(?:^|\s)#", line, maxsplit=1)[0]
    if suffix in SLASH_COMMENTS:
        if line.lstrip().startswith(("*", "/*")):
            return ""
        return line.split("//", 1)[0]
    return line  # data and prose have no comments: every mention counts


def references_outside(text: str, suffix: str) -> list[int]:
    return [number for number, line in enumerate(text.splitlines(), 1) if OUTSIDE.search(code_part(line, suffix))]


def test_the_scan_tells_a_reference_in_code_from_one_in_a_comment():
    sibling = ".." + "/shared/bench/make_corpus.py"
    assert references_outside(f'corpus = "{sibling}"\n# from {sibling}\n', ".py") == [1]
    parent_join = "REPO.parents[1] / " + '"shar' + 'ed"'
    assert references_outside(f"x = {parent_join}\n", ".py") == [1]
    assert references_outside(f'/// One value from {sibling}\nlet p = "{sibling}"\n', ".swift") == [2]
    assert references_outside(f"python3 {sibling} out 10  # see {sibling}\n", ".sh") == [1]


def test_no_code_refers_to_a_folder_beside_the_repository():
    files = subprocess.run(["git", "ls-files", "-z", *SCANNED], cwd=REPO, capture_output=True, text=True,
                           check=True).stdout.split("\0")
    found = []
    for name in filter(None, files):
        path = REPO / name
        if path == HERE:
            continue  # it spells the pattern out in its own samples
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        found += [f"{name}:{number}" for number in references_outside(text, path.suffix)]
    assert len(files) > 50 and not found, found
