"""A pytest plugin (`-p read_fence`) that notes every read outside the folders a test session
may use: test_standalone_clone.py loads it into the tests it runs in a fresh clone.

Allowed: the folders in READ_FENCE_ALLOWED (os.pathsep between them: the clone, pytest's
temporary folder, the scrollnotes binary), the Python installation and the system folders.
A read is an open for reading, a folder listing, or an existing path handed to a subprocess
(the subprocess itself is not watched; the clone test leaves nothing beside the clone for
it to find). Each read elsewhere is appended as one line to the file READ_FENCE_LOG.
"""
import os
import sys

SYSTEM_FOLDERS = ("/usr", "/lib", "/lib64", "/bin", "/sbin", "/etc", "/dev", "/proc", "/sys", "/run")
_LOG = os.environ["READ_FENCE_LOG"]
_ALLOWED = tuple(os.path.realpath(folder) for folder in (
    *filter(None, os.environ.get("READ_FENCE_ALLOWED", "").split(os.pathsep)),
    sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix, *SYSTEM_FOLDERS, _LOG))
_busy = False  # the hook's own work (resolving a path, writing the log) is not a test's read


def _outside(path, cwd=None) -> str | None:
    """The resolved path when it lies outside every allowed folder."""
    if isinstance(path, int) or path is None:
        return None  # a file descriptor, or the current folder
    resolved = os.path.realpath(os.path.join(cwd or os.getcwd(), os.fsdecode(path)))
    inside = any(resolved == root or resolved.startswith(root.rstrip("/") + "/") for root in _ALLOWED)
    return None if inside else resolved


def _paths_handed_to(arguments, cwd):
    items = [arguments] if isinstance(arguments, (str, bytes, os.PathLike)) else list(arguments or [])
    for item in items:
        text = os.fsdecode(item) if isinstance(item, (str, bytes, os.PathLike)) else ""
        if "/" in text and os.path.exists(os.path.join(cwd or os.getcwd(), text)):
            yield text


def _reads_what_is_there(flags) -> bool:
    """False for a write-only open and for one that makes a new file or empties one."""
    if flags is None:
        return True
    anonymous = hasattr(os, "O_TMPFILE") and flags & os.O_TMPFILE == os.O_TMPFILE
    fresh = flags & os.O_CREAT and flags & os.O_EXCL
    return not (anonymous or fresh or flags & os.O_TRUNC) and flags & os.O_ACCMODE != os.O_WRONLY


def _reads(event, args):
    if event == "open":
        path, _, flags = args
        if _reads_what_is_there(flags):
            yield path, None
    elif event in ("os.listdir", "os.scandir"):
        yield args[0], None
    elif event == "subprocess.Popen":
        _, arguments, cwd, _ = args
        for path in _paths_handed_to(arguments, cwd):
            yield path, cwd


def _hook(event, args):
    global _busy
    if _busy or event not in ("open", "os.listdir", "os.scandir", "subprocess.Popen"):
        return
    _busy = True
    try:
        for path, cwd in _reads(event, args):
            outside = _outside(path, cwd)
            if outside:
                with open(_LOG, "a", encoding="utf-8") as log:
                    log.write(f"{event} {outside}\n")
    finally:
        _busy = False


sys.addaudithook(_hook)
