import os
import pathlib
import subprocess
import sys

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def scrollnotes() -> pathlib.Path:
    """The scrollnotes binary (debug build unless SCROLLNOTES names another)."""
    path = pathlib.Path(os.environ.get("SCROLLNOTES", REPO / ".build" / "debug" / "scrollnotes"))
    if not path.exists():
        subprocess.run(["swift", "build", "--product", "scrollnotes"], cwd=REPO, check=True)
    return path


@pytest.fixture(scope="session")
def release_scrollnotes() -> pathlib.Path:
    """The release scrollnotes (scripts/build-release.sh) unless SCROLLNOTES_RELEASE names another."""
    path = pathlib.Path(os.environ.get("SCROLLNOTES_RELEASE", REPO / ".build" / "release" / "scrollnotes"))
    if not path.exists():
        subprocess.run(["bash", str(REPO / "scripts" / "build-release.sh")], cwd=REPO, check=True)
    return path


@pytest.fixture(scope="session")
def corpus(tmp_path_factory) -> pathlib.Path:
    """A deterministic 300-page notes corpus from Benchmarks/make_corpus.py."""
    out = tmp_path_factory.mktemp("corpus")
    subprocess.run([sys.executable, str(REPO / "Benchmarks" / "make_corpus.py"), str(out), "300"],
                   check=True, stdout=subprocess.DEVNULL)
    return out / "md"
