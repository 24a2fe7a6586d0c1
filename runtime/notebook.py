"""The %%cuda cell magic (`%load_ext cuport`): a cell's CUDA program translated, built and run
on a backend as `translate --run` does, its output and cuport's diagnostics shown in the cell.

What the user got wrong (options, CUDA, the build, the program's exit status) is shown as
readable text, never a Python traceback; only cuport's own faults raise as usual. Imported by
IPython only: `import cuport` does not load IPython.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from pathlib import Path

from cuport import _cache, _process, backends
from cuport.translator import pipeline
from cuport.translator.frontend.parse import ParserUnavailable
from cuport.translator.translation import TranslationError
from IPython.core.error import UsageError

DEFAULT_NAME = "cell.cu"


class CellFailed(Exception):
    """The cell's program could not be built or run, or failed: shown as its one line (IPython
    shows what _render_traceback_ gives instead of a traceback), and the cell counts as failed,
    so Run All stops there as at a Python error."""

    def _render_traceback_(self) -> list[str]:
        return [f"%%cuda: error: {self}"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        raise UsageError(f"%%cuda: {message} (see %%cuda?)")


def _parser() -> _Parser:
    parser = _Parser(prog="%%cuda", add_help=False, allow_abbrev=False)
    parser.add_argument("--backend", default="cpu")
    parser.add_argument("-I", dest="include_dirs", action="append", default=[])
    parser.add_argument("-D", dest="defines", action="append", default=[])
    parser.add_argument("--name", default=DEFAULT_NAME)
    parser.add_argument("--translate-only", action="store_true")
    return parser


def _options(line: str) -> tuple[argparse.Namespace, list[str]]:
    """The magic's line -> (options, program arguments); options.flags are the compiler flags."""
    try:
        words = shlex.split(line)
    except ValueError as exc:  # an unclosed quote
        raise UsageError(f"%%cuda: {exc}") from None
    at = words.index("--") if "--" in words else len(words)
    options, flags = _parser().parse_known_args(words[:at])
    for word in flags:
        if not word.startswith("-"):
            raise UsageError(f"%%cuda: unexpected {word!r}: program arguments go after --")
    options.flags = flags
    name = options.name
    if Path(name).name != name or Path(name).suffix.lower() not in pipeline.COMPILED_SUFFIXES:
        suffixes = " ".join(pipeline.COMPILED_SUFFIXES)
        raise UsageError(f"%%cuda: --name {name}: give a file name ending in one of {suffixes}")
    return options, words[at + 1 :]


def _write_cell(name: str, cell: str) -> Path:
    """The cell's file, in a folder named by its content: a re-run cell is the same file at the
    same place, so its build is found in the compile cache. A blank first line stands for the
    %%cuda line, so that a message's line numbers are the cell's as Jupyter numbers them."""
    data = ("\n" + cell.removesuffix("\n") + "\n").encode("utf-8", "surrogateescape")
    folder = _cache.folder("cells") or _cache.scratch_dir() / "cells"
    path = folder.resolve() / _cache.key(name, data)[:32] / name
    try:
        return _cache.ensure_file(path, data)
    except OSError as exc:
        raise CellFailed(f"cannot write the cell to {path}: {exc.strerror or exc}") from None


def cuda(line: str, cell: str) -> None:
    """Translate, build and run the cell's CUDA program (a whole program, with main) with cuport.

    %%cuda [--backend cpu|rocm|cuda] [-I DIR] [-D NAME[=VALUE]] [FLAG...] [--name FILE.cu]
           [--translate-only] [-- ARGS...]

    --backend: what to build for and run on (default cpu, which runs anywhere).
    -I, -D: as for a compiler; the notebook's folder is searched for headers after any -I.
    FLAG: any other option starting with '-' goes to the backend's compiler (-O1, -g, -std=c++20).
    --name: the cell's file name in messages (default cell.cu; a .cpp name makes it host C++).
    --translate-only: show the portable source instead of building and running it.
    ARGS: the program's arguments (after --). The program runs in the notebook's folder; its
    output shows in the cell (IPython's %%capture keeps it), and its stdin is empty.

    Messages name the cell as cell.cu:LINE, counting the %%cuda line as line 1. A failure (the
    build, an exit status other than 0) ends the cell with one line, and Run All stops there.
    """
    options, program_args = _options(line)
    if not cell.strip():
        raise UsageError("%%cuda: the cell is empty: write a CUDA program (with main) below %%cuda")
    try:
        backend = backends.get(options.backend)
    except backends.BackendError as exc:
        raise UsageError(f"%%cuda: {exc}") from None
    reason = None if options.translate_only else backend.can_run()
    if reason:
        raise CellFailed(f"{backend.name} programs cannot run here: {reason}")
    path = _write_cell(options.name, cell)
    include_dirs = [*options.include_dirs, os.getcwd()]
    try:
        program = pipeline.translate_program([path], include_dirs, options.defines, backend.name)
    except (TranslationError, ParserUnavailable) as exc:
        raise CellFailed(_named(str(exc), path)) from None
    for diag in program.diagnostics:
        print(_named(diag.format(), path), file=sys.stderr)
    if options.translate_only:
        print(program.sources[program.units[0]], end="")
        if any(d.severity == "error" for d in program.diagnostics):
            raise CellFailed(f"{options.name} has errors (above)")
        return
    build_options = backends.BuildOptions(
        include_dirs=tuple(include_dirs), defines=tuple(options.defines), flags=tuple(options.flags)
    )
    try:
        built = backend.build_program(program, build_options)
        status = backend.run(built.path, program_args, output=(sys.stdout, sys.stderr))
    except backends.BackendError as exc:
        if exc.log:
            print(_named(exc.log.rstrip(), path), file=sys.stderr)
        raise CellFailed(_named(str(exc), path)) from None
    if status != 0:
        raise CellFailed(f"the program exited with status {status}{_signal_note(status)}")


def _named(text: str, path: Path) -> str:
    """Text with the cell's file named as the user knows it (cell.cu, not its folder)."""
    return text.replace(f"{path.parent}{os.sep}", "")


def _signal_note(status: int) -> str:
    """' (SIGSEGV)' for a status a shell gives a program that signal ended (128+N), else ''."""
    name = _process.signal_name(status - 128) if status > 128 else ""
    return f" ({name})" if name.startswith("SIG") else ""


def register(ipython) -> None:
    """Make %%cuda a cell magic of the IPython shell ipython."""
    ipython.register_magic_function(cuda, magic_kind="cell", magic_name="cuda")
