"""A named pipe given where a file is expected is refused at once (exit 2), never waited on."""
import os
import subprocess

import pytest


@pytest.mark.parametrize("command", [["eval"], ["layout"]])
def test_a_named_pipe_is_refused_not_read(scrollnotes, tmp_path, command):
    pipe = tmp_path / "input.json"
    os.mkfifo(pipe)
    result = subprocess.run([str(scrollnotes), *command, str(pipe)], capture_output=True, text=True, timeout=30)
    assert result.returncode == 2
    assert str(pipe) in result.stderr
