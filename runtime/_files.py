"""Writing a command's outputs the way compilers do: never half a file, never over an input.

A regular file (or a new one) is written to a temp file in its own folder, fsynced and renamed
into place, with the mode the umask gives a new file (0644-style; executables 0755-style; a
copy may keep its source's mode). A special file (/dev/null, a FIFO, a terminal) is written
through, as compilers do, never replaced. An output that is one of the inputs (the same file
through a link or `..`) is refused before anything is written. Every failure is an OutputError
whose message names the file and the reason. This module decides nothing about content.
"""

from __future__ import annotations

import functools
import os
import stat
import sys
import tempfile
from pathlib import Path

FILE_MODE = 0o666  # before the umask, as open(2) with O_CREAT in a compiler
PROGRAM_MODE = 0o777


class OutputError(Exception):
    """An output cannot be written; the message is one line naming the file and the reason."""


class SameAsInputError(OutputError):
    """An output would overwrite one of the inputs."""


@functools.cache
def umask() -> int:
    """The process umask (read once; os.umask can only be read by setting it)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    current = os.umask(0o022)
    os.umask(current)
    return current


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def same_file(a: str | Path, b: str | Path) -> bool:
    """True when a and b are the same existing file (links and `..` included)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def check_not_input(output: str | Path, inputs) -> None:
    """Raise SameAsInputError when output is one of inputs (compared as files, not names)."""
    for name in inputs:
        if same_file(output, name):
            raise SameAsInputError(
                f"{output}: is the same file as the input {name}; refusing to overwrite it "
                "(choose another output)"
            )


def _special(path: Path) -> bool:
    """True for an existing file that is not regular and not a folder (device, FIFO, socket)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not stat.S_ISREG(mode) and not stat.S_ISDIR(mode)


def _write_through(path: Path, data: bytes) -> None:
    try:
        fd = os.open(path, os.O_WRONLY | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {_reason(exc)}") from None
    try:
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {_reason(exc)}") from None
    finally:
        os.close(fd)


def write(
    path: str | Path, data: bytes, *, inputs=(), mode: int = FILE_MODE, umasked: bool = True
) -> None:
    """Write data as the file at path, all or nothing.

    inputs: files the output must not be (refused with SameAsInputError, nothing written).
    mode: permission bits: FILE_MODE for sources and objects, PROGRAM_MODE for programs,
        less the umask; with umasked=False used as given (a copy keeping its source's mode).
    """
    shown = Path(path)
    check_not_input(shown, inputs)
    if _special(shown):
        _write_through(shown, data)
        return
    # Follow a symbolic link, as a compiler writing through it would: the link stays a link.
    target = Path(os.path.realpath(shown))
    if target.is_dir():
        raise OutputError(f"cannot write {shown}: Is a directory")
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as exc:
        raise OutputError(f"cannot write {shown}: {_reason(exc)}") from None
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fchmod(fd, mode & ~umask() if umasked else mode)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise OutputError(f"cannot write {shown}: {_reason(exc)}") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def install(source: str | Path, path: str | Path, *, inputs=(), mode: int | None = None) -> None:
    """Write the file at source as path (see write()); mode None keeps source's own bits,
    else mode less the umask."""
    try:
        data = Path(source).read_bytes()
        kept = stat.S_IMODE(os.stat(source).st_mode)
    except OSError as exc:
        raise OutputError(f"cannot read {source}: {_reason(exc)}") from None
    if mode is None:
        write(path, data, inputs=inputs, mode=kept, umasked=False)
    else:
        write(path, data, inputs=inputs, mode=mode)


def check_writable_folder(path: str | Path) -> None:
    """Raise OutputError when path cannot be an output because its folder is missing or not
    a folder (checked before work starts; write() checks everything again when it writes)."""
    folder = Path(os.path.realpath(path)).parent
    if not folder.exists():
        raise OutputError(f"cannot write {path}: No such file or directory")
    if not folder.is_dir():
        raise OutputError(f"cannot write {path}: Not a directory")
    if Path(path).is_dir():
        raise OutputError(f"cannot write {path}: Is a directory")


def write_stdout(data: bytes) -> None:
    """Write data to standard output (bytes as given), raising OutputError when it fails.

    After a failure stdout is pointed at /dev/null, so the interpreter's own flush at exit
    cannot fail again with a second message.
    """
    stream = sys.stdout
    try:
        stream.flush()
        stream.buffer.write(data)
        stream.buffer.flush()
    except OSError as exc:
        _silence_stdout()
        raise OutputError(f"cannot write to standard output: {_reason(exc)}") from None


def flush_stdout() -> None:
    """Flush what was printed to standard output, raising OutputError when that fails."""
    try:
        sys.stdout.flush()
    except OSError as exc:
        _silence_stdout()
        raise OutputError(f"cannot write to standard output: {_reason(exc)}") from None
    except ValueError:  # stdout already closed: nothing left to flush
        pass


def _silence_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass
