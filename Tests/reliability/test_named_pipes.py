"""A file that cannot be read (a named pipe, a folder, a dangling link) given or found where
a notes or JSON file is expected is refused at once with its reason (exit 2), never waited on."""
import os
import pathlib
import shutil
import subprocess

import pytest


@pytest.mark.parametrize("command", [["eval"], ["layout"]])
def test_a_named_pipe_is_refused_not_read(scrollnotes, tmp_path, command):
    pipe = tmp_path / "input.json"
    os.mkfifo(pipe)
    result = subprocess.run([str(scrollnotes), *command, str(pipe)], capture_output=True, text=True, timeout=30)
    assert result.returncode == 2
    assert str(pipe) in result.stderr


REPO = pathlib.Path(__file__).resolve().parents[2]
MODEL = ["--model", str(REPO / "Sources" / "ScrollModel"), "--model", str(REPO / "Sources" / "ScrollLayout")]


@pytest.mark.parametrize("make, reason", [
    (os.mkfifo, "named pipe"),
    (os.mkdir, "it is a folder"),
    (lambda path: os.symlink("/nonexistent-scrollnotes-target", path), "No such file or directory"),
])
def test_a_notes_file_that_cannot_be_read_stops_build_and_verify_with_its_reason(scrollnotes, tmp_path, make, reason):
    content = tmp_path / "content"
    shutil.copytree(REPO / "Content", content)
    bad = content / "articles" / "99-bad.md"
    make(bad)
    for command in (["build", "--output", str(tmp_path / "site")], ["verify", "--site", str(REPO / "site")]):
        result = subprocess.run([str(scrollnotes), *command, "--content", str(content), *MODEL],
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 2, result.stderr
        assert "99-bad.md: error: cannot read the file" in result.stderr and reason in result.stderr
    assert not (tmp_path / "site").exists()


def test_inspect_refuses_a_named_pipe(scrollnotes, tmp_path):
    pipe = tmp_path / "notes.md"
    os.mkfifo(pipe)
    result = subprocess.run([str(scrollnotes), "inspect", str(pipe)], capture_output=True, text=True, timeout=30)
    assert result.returncode == 2
    assert "not a regular file" in result.stderr
