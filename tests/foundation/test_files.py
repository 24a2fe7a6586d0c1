"""cuport._files: every command's outputs are written whole or not at all, with a compiler's
mode, through special files, and never over an input."""

from __future__ import annotations

import errno
import os
import stat

import pytest
from cuport import _files


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_new_file_gets_the_umask_mode_and_no_temp_is_left(tmp_path):
    out = tmp_path / "out.cpp"
    _files.write(out, b"int x;\n")
    assert out.read_bytes() == b"int x;\n"
    assert _mode(out) == 0o666 & ~_files.umask()
    assert [p.name for p in tmp_path.iterdir()] == ["out.cpp"]


def test_program_mode_and_copied_mode(tmp_path):
    program = tmp_path / "app"
    _files.write(program, b"\x7fELF", mode=_files.PROGRAM_MODE)
    assert _mode(program) == 0o777 & ~_files.umask()
    script = tmp_path / "run.sh"
    script.write_bytes(b"#!/bin/sh\n")
    script.chmod(0o750)
    copy = tmp_path / "copy.sh"
    _files.install(script, copy)
    assert _mode(copy) == 0o750 and copy.read_bytes() == b"#!/bin/sh\n"


def test_replacing_keeps_a_symbolic_link_a_link(tmp_path):
    target = tmp_path / "real.cpp"
    target.write_bytes(b"old")
    link = tmp_path / "link.cpp"
    link.symlink_to(target)
    _files.write(link, b"new")
    assert link.is_symlink() and target.read_bytes() == b"new"


@pytest.mark.parametrize("how", ["same", "link", "dotdot", "hardlink"])
def test_an_output_that_is_an_input_is_refused_and_nothing_written(tmp_path, how):
    source = tmp_path / "k.cu"
    source.write_bytes(b"__global__ void k() {}\n")
    (tmp_path / "sub").mkdir()
    output = {
        "same": source,
        "link": tmp_path / "alias.cu",
        "dotdot": tmp_path / "sub" / ".." / "k.cu",
        "hardlink": tmp_path / "hard.cu",
    }[how]
    if how == "link":
        output.symlink_to(source)
    if how == "hardlink":
        os.link(source, output)
    with pytest.raises(_files.SameAsInputError, match="same file as the input"):
        _files.write(output, b"object code", inputs=[source])
    assert source.read_bytes() == b"__global__ void k() {}\n"


def test_a_fifo_is_written_through_not_replaced(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        _files.write(fifo, b"through the pipe")
        assert os.read(reader, 100) == b"through the pipe"
    finally:
        os.close(reader)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_dev_null_stays_a_device():
    _files.write(os.devnull, b"discarded")
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


def test_dev_full_is_a_one_line_error():
    with pytest.raises(_files.OutputError, match="cannot write /dev/full: No space left"):
        _files.write("/dev/full", b"x" * 10)


@pytest.mark.parametrize(
    "name, reason",
    [("missing/out.cpp", "No such file or directory"), ("folder", "Is a directory")],
)
def test_unwritable_places_are_one_line_errors(tmp_path, name, reason):
    (tmp_path / "folder").mkdir()
    with pytest.raises(_files.OutputError, match=reason):
        _files.write(tmp_path / name, b"x")


@pytest.mark.parametrize("error", [errno.ENOSPC, errno.EIO, errno.EROFS])
def test_a_failing_write_leaves_the_old_output_and_no_temp(tmp_path, monkeypatch, error):
    out = tmp_path / "out.cpp"
    out.write_bytes(b"previous")
    real_write = os.write

    def failing(fd, data):
        if fd > 2:
            raise OSError(error, os.strerror(error))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", failing)
    with pytest.raises(_files.OutputError, match=os.strerror(error)):
        _files.write(out, b"new content")
    monkeypatch.undo()
    assert out.read_bytes() == b"previous"
    assert [p.name for p in tmp_path.iterdir()] == ["out.cpp"]


def test_check_writable_folder(tmp_path):
    _files.check_writable_folder(tmp_path / "new.o")
    with pytest.raises(_files.OutputError, match="No such file"):
        _files.check_writable_folder(tmp_path / "nodir" / "x.o")
    (tmp_path / "file").write_text("")
    with pytest.raises(_files.OutputError, match="Not a directory"):
        _files.check_writable_folder(tmp_path / "file" / "x.o")
