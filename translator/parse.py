"""Parse CUDA source with libclang against cuport's stub headers; no CUDA toolkit is needed.

This module only parses and tokenizes; it decides nothing about translation.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

STUB_DIR = Path(__file__).parent / "stub"

# libclang translation-unit options (clang-c/Index.h).
_DETAILED_PREPROCESSING_RECORD = 0x01
_KEEP_GOING = 0x200  # a missing include must not hide the rest of the file


class ParserUnavailable(RuntimeError):
    """libclang cannot be loaded; the message says how to fix that."""


@functools.cache
def _cindex():
    try:
        import clang.cindex as cindex
    except ImportError as exc:  # pragma: no cover - libclang is a declared dependency
        raise ParserUnavailable("the 'libclang' package is missing: pip install libclang") from exc
    try:
        cindex.Index.create()
    except Exception as exc:  # cindex raises LibclangError, a plain Exception
        raise ParserUnavailable(f"libclang could not be loaded: {exc}") from exc
    return cindex


@functools.cache
def builtin_include_dir() -> str | None:
    """A folder with the compiler builtin headers (stddef.h, ...) that pip's libclang lacks."""
    override = os.environ.get("CUPORT_CLANG_RESOURCE_INCLUDE")
    if override:
        return override
    for compiler in ("g++", "c++", "clang++"):
        path = shutil.which(compiler)
        if not path:
            continue
        try:
            out = subprocess.run(
                [path, "-print-file-name=include"],
                capture_output=True,
                text=True,
                timeout=20,
            ).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            continue
        if out and Path(out, "stddef.h").exists():
            return out
    return None


def clang_args(include_dirs=(), defines=(), std: str = "c++17") -> list[str]:
    """The libclang command line that parses CUDA as host code against the stub headers."""
    args = [
        "-x",
        "cuda",
        "--cuda-host-only",
        "-nocudainc",
        "-nocudalib",
        "--cuda-path=/nonexistent-cuport",  # never pick up an installed toolkit
        f"-std={std}",
        "-Xclang",
        "-fcuda-allow-variadic-functions",
        "-Wno-unknown-cuda-version",
        "-ferror-limit=0",
        "-I",
        str(STUB_DIR),
        "-include",
        "cuda_runtime.h",
    ]
    builtin = builtin_include_dir()
    if builtin:
        args += ["-isystem", builtin]
    for folder in include_dirs:
        args += ["-I", str(folder)]
    for define in defines:
        args.append(f"-D{define}")
    return args


@dataclass
class Parsed:
    """A parsed file: its text, the libclang unit, and its tokens with AST cursors attached."""

    path: str
    text: str
    unit: object
    tokens: list


def parse(text: str, path: str, include_dirs=(), defines=()) -> Parsed:
    """Parse text as the CUDA file at path (which need not exist on disk).

    text: the file's contents.
    path: the name used in diagnostics and for resolving relative includes.
    include_dirs: extra -I folders; defines: NAME or NAME=VALUE strings.
    """
    cindex = _cindex()
    index = cindex.Index.create()
    dirs = [str(Path(path).resolve().parent), *include_dirs]
    unit = index.parse(
        path,
        args=clang_args(dirs, defines),
        unsaved_files=[(path, text)],
        options=_KEEP_GOING | _DETAILED_PREPROCESSING_RECORD,
    )
    main_file = unit.get_file(path)
    start = cindex.SourceLocation.from_offset(unit, main_file, 0)
    end = cindex.SourceLocation.from_offset(unit, main_file, len(text.encode("utf-8")))
    tokens = list(unit.get_tokens(extent=cindex.SourceRange.from_locations(start, end)))
    return Parsed(path=path, text=text, unit=unit, tokens=tokens)


def errors(parsed: Parsed) -> list:
    """The parser's errors located in the parsed file itself, as libclang diagnostics."""
    cindex = _cindex()
    found = []
    for diag in parsed.unit.diagnostics:
        if diag.severity < cindex.Diagnostic.Error:
            continue
        location = diag.location
        if location.file is None or location.file.name != parsed.path:
            continue
        found.append(diag)
    return found
