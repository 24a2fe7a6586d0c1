"""Project mode: translate a whole source tree into a mirrored output tree, files in parallel.

Sources and headers with CUDA in them are translated, everything else is copied; every output
file is written atomically. Per-file flags come from -I/-D or a compile_commands.json.
"""

from __future__ import annotations

import functools
import json
import os
import re
import shlex
import stat
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path

from cuport import _files, _process
from cuport.translator import header_context, translation
from cuport.translator.api import diagnostics
from cuport.translator.frontend import parse

SOURCE_SUFFIXES = (".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", ".h", ".hpp", ".hh", ".hxx", ".inl")
CUDA_SUFFIXES = (".cu", ".cuh")
# A C/C++ file none of whose text matches this has nothing to translate: copy it without parsing.
_CUDA_HINT = re.compile(
    rb"cuda|CUDA|cublas|curand|cufft|cusparse|cusolver|__global__|__device__|__host__|__shared__"
    rb"|__constant__|__managed__|<<<|threadIdx|blockIdx|blockDim|gridDim|warpSize|__syncthreads"
    rb"|__shfl|atomic[A-Z]|dim3|cooperative_groups|__ldg|__threadfence"
)
_SKIP_DIRS = {".git", ".hg", ".svn", "__pycache__"}


@dataclass
class FileOutcome:
    """What happened to one file of the tree."""

    source: str  # path relative to the tree's root
    action: str  # "translated", "copied" or "failed"
    result: object = None  # TranslationResult when translated
    error: str = ""


@dataclass
class TreeResult:
    """Every file's outcome, in the tree's sorted order."""

    root: str
    out_root: str
    files: list[FileOutcome] = field(default_factory=list)

    @property
    def results(self) -> list:
        return [f.result for f in self.files if f.result is not None]

    @property
    def diagnostics(self) -> list:
        return [d for r in self.results for d in r.diagnostics]

    @property
    def errors(self) -> list[FileOutcome]:
        return [f for f in self.files if f.action == "failed"]


@dataclass(frozen=True)
class Flags:
    include_dirs: tuple = ()
    defines: tuple = ()


def write_atomically(path: Path, data: bytes, inputs=(), mode: int | None = None) -> None:
    """Write data to path (its folders made first) all or nothing, never over an input
    (cuport._files.write); mode None gives a new file's mode, else mode is kept as given.
    Raises cuport._files.OutputError."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _files.OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
    if mode is None:
        _files.write(path, data, inputs=inputs)
    else:
        _files.write(path, data, inputs=inputs, mode=mode, umasked=False)


def _flags_from_arguments(args: list[str], directory: Path) -> Flags:
    includes, defines = [], []
    i = 0
    while i < len(args):
        arg = args[i]
        for flag, bucket in (
            ("-I", includes),
            ("-isystem", includes),
            ("--include-path", includes),
            ("-D", defines),
            ("--define-macro", defines),
        ):
            if arg == flag and i + 1 < len(args):
                bucket.append(args[i + 1])
                i += 1
                break
            if arg.startswith(flag) and not arg.startswith(flag + "-") and len(arg) > len(flag):
                bucket.append(arg[len(flag) :].lstrip("="))
                break
        i += 1
    resolved = tuple(str((directory / d).resolve()) for d in includes)
    return Flags(include_dirs=resolved, defines=tuple(defines))


def load_compile_commands(path: str | Path) -> dict[str, Flags]:
    """Per-file flags from a compile_commands.json: absolute source path -> Flags."""
    try:
        entries = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise translation.TranslationError(f"{path}: cannot read compile commands: {exc}") from None
    if not isinstance(entries, list):
        raise translation.TranslationError(f"{path}: not a list of compile commands")
    flags = {}
    for entry in entries:
        if not isinstance(entry, dict) or "file" not in entry:
            continue
        directory = Path(entry.get("directory", Path(path).parent))
        args = entry.get("arguments") or shlex.split(entry.get("command", ""))
        source = (directory / entry["file"]).resolve()
        flags[str(source)] = _flags_from_arguments(list(args), directory)
    return flags


def _flags_for(path: Path, table: dict[str, Flags], default: Flags) -> Flags:
    """A file's own entry; a header borrows the entry of a source in its folder (or above)."""
    own = table.get(str(path))
    if own is not None:
        return Flags(default.include_dirs + own.include_dirs, default.defines + own.defines)
    for folder in path.parents:
        for source, flags in table.items():
            if Path(source).parent == folder:
                return Flags(
                    default.include_dirs + flags.include_dirs, default.defines + flags.defines
                )
    return default


def needs_translation(path: Path, data: bytes) -> bool:
    """True for CUDA sources, and C/C++ files whose text mentions CUDA at all."""
    return path.suffix in CUDA_SUFFIXES or bool(_CUDA_HINT.search(data))


def _one_file(job: tuple) -> FileOutcome:
    """Translate or copy one file (runs in a worker process)."""
    source, target, relative, flags, backend, fast = job
    source, target = Path(source), Path(target)
    try:
        data = source.read_bytes()
        if source.suffix not in SOURCE_SUFFIXES or not needs_translation(source, data):
            mode = stat.S_IMODE(
                source.stat().st_mode
            )  # a copy keeps its mode (scripts stay runnable)
            write_atomically(target, data, inputs=[source], mode=mode)
            return FileOutcome(relative, "copied")
        text = translation.read_source(source)
        nearby = functools.partial(_includer_context, source, flags.include_dirs)
        result = translation.translate(
            text, str(source), flags.include_dirs, flags.defines, backend, fast, context=nearby
        )
        write_atomically(target, translation.encoded(result.code), inputs=[source])
        return FileOutcome(relative, "translated", result=result)
    except (translation.TranslationError, _files.OutputError) as exc:
        return FileOutcome(relative, "failed", error=str(exc))
    except OSError as exc:
        return FileOutcome(relative, "failed", error=f"{source}: {exc.strerror or exc}")


def _includer_context(header: Path, include_dirs):
    """header_context.find among the files of the header's folder and the folder above it (a
    tree's headers are mostly included from beside them); None for a file that is no header."""
    if header.suffix.lower() not in translation.HEADER_SUFFIXES:
        return None
    folders = {header.parent, header.parent.parent}
    candidates = sorted(  # translation units first: their context is the compiler's
        (
            path
            for folder in folders
            for path in folder.glob("*")
            if path.suffix in SOURCE_SUFFIXES and path.is_file()
        ),
        key=lambda path: (path.suffix in translation.HEADER_SUFFIXES, str(path)),
    )
    return header_context.find(header, candidates, include_dirs)


def _walk(root: Path, skip: Path | None) -> list[Path]:
    found = []
    for folder, dirs, files in os.walk(root):
        here = Path(folder)
        dirs[:] = sorted(
            d for d in dirs if d not in _SKIP_DIRS and (skip is None or here / d != skip)
        )
        found.extend(here / name for name in sorted(files))
    return found


def translate_tree(
    src: str | Path,
    dst: str | Path,
    include_dirs=(),
    defines=(),
    backend: str | None = "cpu",
    compile_commands: str | Path | None = None,
    jobs: int | None = None,
    progress: Callable[[int, int, str], None] | None = None,
    fast: bool = True,
) -> TreeResult:
    """Translate the tree at src into dst (mirrored), copying files with nothing to translate.

    src, dst: folders; dst is created, and may not be src itself.
    include_dirs, defines: -I/-D for every file (before any compile_commands.json flags).
    backend: whose unsupported names to report.
    compile_commands: a compile_commands.json giving each source its -I/-D flags.
    jobs: worker processes (default: the CPU count, at most 2 on small machines).
    progress: called as progress(done, total, relative_path) after each file.
    fast: parse function bodies only in files that show damage (see translation.translate).
    """
    root = Path(src).resolve()
    out_root = Path(dst).resolve()
    if not root.is_dir():
        raise translation.TranslationError(f"{src}: not a folder")
    if out_root == root:
        raise translation.TranslationError(f"{dst}: the output tree must differ from the input")
    default = Flags((*(str(Path(d).resolve()) for d in include_dirs), str(root)), tuple(defines))
    table = load_compile_commands(compile_commands) if compile_commands else {}
    files = _walk(root, out_root if out_root.is_relative_to(root) else None)
    jobs_list = []
    for path in files:
        relative = str(path.relative_to(root))
        flags = _flags_for(path, table, default)
        target = str(out_root / relative)
        jobs_list.append((str(path), target, relative, flags, backend, fast))
    result = TreeResult(root=str(root), out_root=str(out_root))
    if not jobs_list:
        out_root.mkdir(parents=True, exist_ok=True)
        return result
    for flags in {job[3].defines for job in jobs_list}:
        for tier in ("small", "common"):
            parse.pch_for(flags, tier=tier)  # build shared PCHs once, before workers need them
    workers = max(1, min(jobs or os.cpu_count() or 1, len(jobs_list)))
    outcomes: dict[str, FileOutcome] = {}
    if workers == 1:
        for job in jobs_list:
            outcome = _one_file(job)
            outcomes[outcome.source] = outcome
            if progress:
                progress(len(outcomes), len(jobs_list), outcome.source)
    else:
        try:
            with ProcessPoolExecutor(max_workers=workers) as pool:
                chunk = max(1, min(8, len(jobs_list) // (workers * 4)))
                for outcome in pool.map(_one_file, jobs_list, chunksize=chunk):
                    outcomes[outcome.source] = outcome
                    if progress:
                        progress(len(outcomes), len(jobs_list), outcome.source)
        except BrokenProcessPool:
            # A worker died (libclang crashed on some file): each file left is done again in a
            # process of its own, so only the file that crashes fails.
            for job in jobs_list:
                if job[2] not in outcomes:
                    outcomes[job[2]] = _one_file_isolated(job)
                    if progress:
                        progress(len(outcomes), len(jobs_list), job[2])
    result.files = [outcomes[job[2]] for job in jobs_list]
    return result


def _one_file_isolated(job: tuple) -> FileOutcome:
    """_one_file in a child process; a crash of the child is that file's failure (CP0006)."""
    try:
        return _process.isolated(_one_file, job)
    except _process.Crashed as crash:
        detail = _process.signal_name(crash.signum)
        message = diagnostics.make("CP0006", job[0], 1, 1, detail=detail).message
        return FileOutcome(job[2], "failed", error=f"{job[0]}: {message}")
