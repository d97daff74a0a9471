"""Release builds link the Swift runtime and Foundation into the executable, one way everywhere.

scripts/build-release.sh builds with --static-swift-stdlib (a faster start and direct calls into
the runtime; README, "Performance"). Each release build of the package goes through it: a build
with other flags into the same build folder would recompile every module, and a binary built
another way would not be the one measured. FoundationNetworking's -lcurl is answered by
scripts/static-link/libcurl.so, a linker script naming the runtime library the toolchain's
Foundation needs, which must therefore be installed. The library is opened only when
FoundationNetworking first calls it (Sources/CCurlOnDemand): no command does, so none pays for
loading libcurl and the twenty libraries it needs.
"""
import json
import os
import pathlib
import re
import subprocess

REPO = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = REPO / "scripts" / "build-release.sh"
LINKER_SCRIPT = REPO / "scripts" / "static-link" / "libcurl.so"


def shell_files():
    for folder in ("scripts", "Benchmarks", ".ci", ".github"):
        for path in sorted((REPO / folder).rglob("*")):
            if path.is_file() and path.suffix in {".sh", ".yml", ""} and path != SCRIPT:
                yield path


def test_every_release_build_goes_through_the_release_script():
    raw = []
    for path in [*shell_files(), REPO / "README.md"]:
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            # The libFuzzer build has its own build folder and sanitizer flags.
            if re.search(r"swift build\b.*(-c release|--configuration release)", line) and "libfuzzer" not in line:
                raw.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    assert raw == []
    build_site = (REPO / "scripts" / "build-site.sh").read_text(encoding="utf-8")
    assert "bash scripts/build-release.sh" in build_site


def test_the_release_script_links_the_runtime_in_and_finds_curl_here():
    script = SCRIPT.read_text(encoding="utf-8")
    assert "--static-swift-stdlib" in script and "scripts/static-link" in script
    named = re.findall(r"INPUT\(AS_NEEDED\((\S+)\)\)", LINKER_SCRIPT.read_text(encoding="utf-8"))
    assert named == ["libcurl.so.4"]
    # The linker finds the named runtime library where the system keeps its libraries.
    cache = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    assert re.search(r"^\s*libcurl\.so\.4 \(", cache, re.MULTILINE), "libcurl.so.4 is not installed"


def loaded_libraries(binary, *arguments):
    """The shared libraries the dynamic loader opens for one run, and the run."""
    env = dict(os.environ, LD_DEBUG="libs")
    run = subprocess.run([str(binary), *arguments], capture_output=True, text=True, env=env, timeout=120)
    return set(re.findall(r"find library=(\S+?) \[", run.stderr)), run


def test_the_release_executable_starts_without_libcurl_and_answers_as_the_debug_one(release_scrollnotes, scrollnotes):
    libraries, run = loaded_libraries(release_scrollnotes, "--version")
    assert run.returncode == 0 and run.stdout.strip()
    # The loader still opens the libraries it needs (cmark, SQLite), so the log is not empty.
    assert any(name.startswith("libcmark") for name in libraries)
    assert any(name.startswith("libsqlite3") for name in libraries)
    assert not [name for name in libraries if "curl" in name]
    # The same answers as the debug build, which links Foundation as shared libraries.
    notes = REPO / "Content" / "UIScrollView.md"
    for arguments in (["inspect", str(notes), "--json"], ["run", "--list"]):
        release = subprocess.run([str(release_scrollnotes), *arguments], capture_output=True, text=True, timeout=120)
        debug = subprocess.run([str(scrollnotes), *arguments], capture_output=True, text=True, timeout=120)
        assert release.returncode == debug.returncode == 0, release.stderr + debug.stderr
        assert release.stdout == debug.stdout and release.stdout.strip()
        if arguments[0] == "inspect":
            assert json.loads(release.stdout)["topics"]
