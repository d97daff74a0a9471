"""The batch the differential check compares: random systems from a fresh seed, kiwisolver's
verdicts and `scrollnotes layout`'s answers.

LAYOUTDIFF_SEED replays a run (the seed is printed at the end of every run), LAYOUTDIFF_COUNT
sets how many systems; SCROLLNOTES names the binary (default: the debug build).
"""
import dataclasses
import json
import os
import pathlib
import secrets
import subprocess

import pytest

import kiwi_reference
import random_systems

REPO = pathlib.Path(__file__).resolve().parents[2]
SEED = int(os.environ.get("LAYOUTDIFF_SEED") or secrets.randbelow(2**32))
COUNT = int(os.environ.get("LAYOUTDIFF_COUNT") or 200)


def replay_hint() -> str:
    return f"layoutdiff seed {SEED}, {COUNT} systems (replay: bash scripts/layout-fuzz.sh {COUNT} {SEED})"


def pytest_terminal_summary(terminalreporter):
    terminalreporter.write_line(replay_hint())


@dataclasses.dataclass
class Batch:
    systems: list  # random_systems format
    kiwi: list  # kiwi_reference.verdict per system
    answers: list  # scrollnotes layout's answer object per system
    file: pathlib.Path  # the systems as JSON Lines, kept for a look after a failure
    replay: str = dataclasses.field(default_factory=replay_hint)


@pytest.fixture(scope="session")
def scrollnotes() -> pathlib.Path:
    binary = pathlib.Path(os.environ.get("SCROLLNOTES") or REPO / ".build" / "debug" / "scrollnotes")
    if not binary.is_file():
        pytest.fail(f"no scrollnotes binary at {binary} (swift build --product scrollnotes, or set SCROLLNOTES)")
    return binary


@pytest.fixture(scope="session")
def batch(scrollnotes, tmp_path_factory) -> Batch:
    systems = random_systems.make_systems(SEED, COUNT)
    file = tmp_path_factory.mktemp("layoutdiff") / f"systems-{SEED}.jsonl"
    file.write_text("".join(json.dumps(system) + "\n" for system in systems), encoding="utf-8")
    run = subprocess.run([str(scrollnotes), "layout", str(file)], capture_output=True, text=True)
    # 1 only says some system had a refused constraint; 2 is unusable input.
    assert run.returncode in (0, 1), f"{replay_hint()}: scrollnotes layout exited {run.returncode}: {run.stderr}"
    answers = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
    assert len(answers) == len(systems), f"{replay_hint()}: {len(systems)} systems, {len(answers)} answers"
    return Batch(systems, [kiwi_reference.verdict(system) for system in systems], answers, file)
