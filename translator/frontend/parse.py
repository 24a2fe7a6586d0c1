"""Parse CUDA source with libclang against cuport's stub headers; no CUDA toolkit is needed.

This module only parses and tokenizes (fast: one bulk tokenize, a shared precompiled prefix of the
stub and common standard headers); it decides nothing about translation.
"""

from __future__ import annotations

import bisect
import ctypes
import functools
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from cuport import _cache, _process
from cuport.translator.frontend import _prefix, cccl, clang

STUB_DIR = _prefix.STUB_DIR

_DETAILED_PREPROCESSING_RECORD = clang.DETAILED_PREPROCESSING_RECORD
_KEEP_GOING = clang.KEEP_GOING
_SKIP_BODIES = clang.SKIP_FUNCTION_BODIES

# CXTokenKind values, in clang-c/Index.h order.
_TOKEN_KINDS = ("PUNCTUATION", "KEYWORD", "IDENTIFIER", "LITERAL", "COMMENT")
_ANGLE_INCLUDE = re.compile(r"^[ \t]*#[ \t]*include[ \t]*<([^>\n]+)>", re.MULTILINE)

# Raised here, defined with the rest of cuport's libclang access (clang.py).
ParserUnavailable = clang.ParserUnavailable
ParseFailed = clang.ParseFailed


@functools.cache
def _index():
    return clang.cindex().Index.create()


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


def _base_args(defines=(), std: str = "c++17") -> list[str]:
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
        # An ambiguous call notes every candidate: a file redefining a function N times and
        # calling it M times made M*N notes (a 4 MB file took 3 GB). The best few are enough.
        "-fshow-overloads=best",
        "-I",
        str(STUB_DIR),
    ]
    builtin = builtin_include_dir()
    if builtin:
        args += ["-isystem", builtin]
    library = cccl.include_dir()  # after the user's -I folders, as a system folder
    if library:
        args += ["-isystem", str(library)]
    for define in defines:
        args.append(f"-D{define}")
    return args


def clang_args(include_dirs=(), defines=(), std: str = "c++17", thrust: bool = False) -> list:
    """The libclang command line that parses CUDA as host code against the stub headers
    (thrust: for a file that includes Thrust, see _prefix.THRUST)."""
    light = "light" + (_prefix.THRUST if thrust else "")
    args = [*_base_args(defines, std), "-include", str(_prefix.prefix_file(light))]
    for folder in include_dirs:
        args += ["-I", str(folder)]
    return args


def _libclang_id() -> str:
    try:
        from importlib.metadata import version

        return version("libclang")
    except Exception:  # any packaging oddity: fall back to the module's location
        return str(Path(clang.cindex().__file__).stat().st_mtime)


_PCH_CACHE: dict[tuple, str | None] = {}


def pch_for(
    defines: tuple = (), std: str = "c++17", tier: str = "common", rebuild: bool = False
) -> str | None:
    """A precompiled prefix (stub + common standard headers) for these flags, built once and cached.

    Keyed on the flags, libclang's version and the prefix text (which hashes the stub headers);
    clang checks the headers' sizes and times when loading it, and a stale one is rebuilt
    (rebuild=True) in place. None when it cannot be built.
    """
    if os.environ.get("CUPORT_NO_PCH"):
        return None
    memo = (tuple(defines), std, tier)
    if memo in _PCH_CACHE and not rebuild:
        return _PCH_CACHE[memo]
    folder = _cache.folder("pch")
    if folder is None:  # no cache: building one per process would cost more than it saves
        _PCH_CACHE[memo] = None
        return None
    args = _base_args(defines, std)
    prefix = _prefix.prefix_file(tier)
    key = hashlib.sha256(
        "\0".join([*args, _libclang_id(), prefix.read_text(encoding="utf-8")]).encode()
    ).hexdigest()[:32]
    target = folder / f"{key}.pch"
    # Checked against the hash recorded when it was built, once per process (a damaged PCH
    # could crash libclang); workers forked later inherit the answer.
    if rebuild or not _cache.verified(target):
        built = _build_pch(prefix, args, target)
        _PCH_CACHE[memo] = str(target) if built else None
    else:
        _PCH_CACHE[memo] = str(target)
    return _PCH_CACHE[memo]


def _build_pch(prefix: Path, args: list[str], target: Path) -> bool:
    cindex = clang.cindex()
    try:
        unit = _index().parse(str(prefix), args=args, options=_KEEP_GOING)
    except cindex.TranslationUnitLoadError:
        return False
    if any(d.severity >= cindex.Diagnostic.Error for d in unit.diagnostics):
        return False  # e.g. no builtin headers here: parse without a PCH rather than a broken one
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".tmp-", suffix=".pch")
    except OSError:
        return False  # the cache folder went read-only or full: parse without a PCH
    os.close(fd)
    try:
        # In a child process: libclang aborts the process when the disk fills while it saves.
        saved = _process.isolated(_save_unit, (unit, tmp))
    except _process.Crashed:
        saved = False
    if not saved:  # a missing PCH only costs speed
        Path(tmp).unlink(missing_ok=True)
        _cache.check_space(target.parent)
        return False
    os.replace(tmp, target)  # processes reading the old file keep it until they are done
    _cache.seal(target)
    return _cache.verified(target)


def _save_unit(job) -> bool:
    """Runs in a child process: libclang's own fatal-error line would only alarm the user."""
    unit, path = job
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)
    try:
        unit.save(path)
    except Exception:  # cindex raises TranslationUnitSaveError
        return False
    return True


class LineIndex:
    """Byte offset <-> (line, column) lookups over a file's UTF-8 bytes (1-based, like clang)."""

    def __init__(self, data: bytes):
        self.data = data
        self.starts = [0]
        find = data.find
        at = find(b"\n")
        while at >= 0:
            self.starts.append(at + 1)
            at = find(b"\n", at + 1)

    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset)

    def position(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1

    def line_start(self, line: int) -> int:
        return self.starts[line - 1]

    def line_text(self, line: int) -> bytes:
        start = self.starts[line - 1]
        end = self.starts[line] if line < len(self.starts) else len(self.data)
        return self.data[start:end].rstrip(b"\r\n")


@dataclass(slots=True)
class Token:
    """One lexical token of the file: kind (PUNCTUATION, KEYWORD, IDENTIFIER, LITERAL), its
    spelling, its byte range [start, end), and its place in libclang's token array."""

    kind: str
    spelling: str
    start: int
    end: int
    raw: int


@dataclass
class Parsed:
    """A parsed file: its text, the libclang unit, and its tokens (comments left out)."""

    path: str
    text: str
    data: bytes
    unit: object
    tokens: list
    lines: LineIndex
    used_pch: bool = False
    skipped_bodies: bool = False
    error_lines: set | None = None  # lines with parse errors (filled on first use)
    _file: object = field(default=None, repr=False)

    def position(self, token: Token) -> tuple[int, int]:
        return self.lines.position(token.start)

    def cursor(self, i: int):
        """The AST cursor at tokens[i] (None in inactive code, or where the AST has nothing)."""
        cindex = clang.cindex()
        lib = cindex.conf.lib
        if self._file is None:
            self._file = self.unit.get_file(self.path)
        location = lib.clang_getLocationForOffset(self.unit, self._file, self.tokens[i].start)
        cursor = lib.clang_getCursor(self.unit, location)
        if cursor is None or cursor.kind.is_invalid():
            return None
        cursor._tu = self.unit
        return cursor


def _tokenize(unit, path: str, data: bytes) -> list[Token]:
    cindex = clang.cindex()
    lib = cindex.conf.lib
    main_file = unit.get_file(path)
    start = cindex.SourceLocation.from_offset(unit, main_file, 0)
    end = cindex.SourceLocation.from_offset(unit, main_file, len(data))
    extent = cindex.SourceRange.from_locations(start, end)
    memory = ctypes.POINTER(cindex.Token)()
    count = ctypes.c_uint()
    lib.clang_tokenize(unit, extent, ctypes.byref(memory), ctypes.byref(count))
    n = int(count.value)
    if n < 1:
        return []
    first = memory[0]
    first._tu = unit
    first_offset = first.extent.start.offset
    # A CXToken is (kind, raw location, length, 0, pointer): six 32-bit words. A file's raw
    # locations are its byte offsets plus one base, which the first token's offset gives.
    words = (ctypes.c_uint * (n * 6)).from_address(ctypes.addressof(memory.contents))
    kinds, locations, lengths = words[0::6], words[1::6], words[2::6]
    base = locations[0] - first_offset
    names = _TOKEN_KINDS
    tokens = []
    append = tokens.append
    for index in range(n):
        kind = kinds[index]
        if kind == 4:  # a comment: markers are found in the text, never in tokens
            continue
        offset = locations[index] - base
        stop = offset + lengths[index]
        append(
            Token(names[kind], data[offset:stop].decode("utf-8", "replace"), offset, stop, index)
        )
    lib.clang_disposeTokens(unit, memory, count)
    return tokens


_LONE_CR = re.compile(r"\r(?!\n)")


def as_parsed(text: str) -> str:
    """text as the parse sees it: a lone CR (old Mac line ends, which clang and gcc take as a
    newline) becomes LF. Same length, so every offset still points into the original text."""
    return _LONE_CR.sub("\n", text) if "\r" in text else text


def parse(
    text: str,
    path: str,
    include_dirs=(),
    defines=(),
    use_pch: bool = True,
    skip_bodies: bool = False,
    context: tuple[str, str] | None = None,
) -> Parsed:
    """Parse text as the CUDA file at path (which need not exist on disk).

    text: the file's contents (Parsed.text is as_parsed(text): offsets are the same).
    path: the name used in diagnostics and for resolving relative includes.
    include_dirs: extra -I folders; defines: NAME or NAME=VALUE strings.
    use_pch: parse against the shared precompiled prefix (faster; see pch_for).
    skip_bodies: leave function bodies unparsed (3x faster; their tokens are still all there,
        but errors inside them go unseen and their names have no cursors).
    context: for a header, (includer's path, what the includer has before its #include of the
        header; see header_context.py): parsed first, as if the header's first line included
        it, so the header's names resolve as they do when it is compiled. Its errors are not
        the header's.
    """
    dirs = [str(Path(path).resolve().parent), *include_dirs]
    text = as_parsed(text)
    data = text.encode("utf-8", "surrogateescape")  # a Latin-1 byte stays that byte
    options = _KEEP_GOING | _DETAILED_PREPROCESSING_RECORD | (_SKIP_BODIES if skip_bodies else 0)
    tier = _prefix.tier_for(set(_ANGLE_INCLUDE.findall(text + (context[1] if context else ""))))
    unsaved = [(path, data)]
    context_args = []
    if context is not None:
        includer, preamble = context
        # Beside the includer (an unsaved file only), so its quoted includes resolve as there.
        context_path = includer + ".cuport-context.h"
        unsaved.append((context_path, as_parsed(preamble).encode("utf-8", "surrogateescape")))
        context_args = ["-include", context_path]
    _process.note(path)  # named by the command's supervisor if libclang crashes on this file
    pch = pch_for(tuple(defines), tier=tier) if use_pch else None
    unit = None
    for attempt in range(2):
        if not pch:
            break
        args = [*_base_args(defines), "-include-pch", pch, *context_args]
        for folder in dirs:
            args += ["-I", str(folder)]
        unit = _try_parse(unsaved, args, options)
        if unit is not None and not _pch_failed(unit):
            break
        unit = None  # stale or unreadable PCH (a header changed): rebuild it once
        pch = pch_for(tuple(defines), tier=tier, rebuild=True) if attempt == 0 else None
    if unit is None:
        pch = None
        thrust = tier.endswith(_prefix.THRUST)
        args = [*clang_args(dirs, defines, thrust=thrust), *context_args]
        unit = _try_parse(unsaved, args, options)
    if unit is None:
        raise ParseFailed(f"{path}: libclang could not parse this file at all")
    tokens = _tokenize(unit, path, data)
    return Parsed(
        path=path,
        text=text,
        data=data,
        unit=unit,
        tokens=tokens,
        lines=LineIndex(data),
        used_pch=bool(pch),
        skipped_bodies=skip_bodies,
    )


def _try_parse(unsaved: list, args: list[str], options: int):
    """Parse unsaved[0] (path, bytes), the other unsaved files available to it."""
    cindex = clang.cindex()
    try:
        return _index().parse(unsaved[0][0], args=args, unsaved_files=unsaved, options=options)
    except cindex.TranslationUnitLoadError:
        return None


def _pch_failed(unit) -> bool:
    cindex = clang.cindex()
    for diag in unit.diagnostics:
        if diag.severity >= cindex.Diagnostic.Fatal and diag.location.file is None:
            return True
        if "precompiled header" in diag.spelling or "PCH file" in diag.spelling:
            return True
    return False


def errors(parsed: Parsed) -> list:
    """The parser's errors located in the parsed file itself, as libclang diagnostics."""
    cindex = clang.cindex()
    found = []
    for diag in parsed.unit.diagnostics:
        if diag.severity < cindex.Diagnostic.Error:
            continue
        location = diag.location
        if location.file is None or location.file.name != parsed.path:
            continue
        found.append(diag)
    return found
