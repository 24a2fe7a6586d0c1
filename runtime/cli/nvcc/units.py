"""Translate one translation unit and the project headers it includes, through a disk cache.

The cache entry is keyed by the contents of every file involved and by the flags that change
the translation, so an unchanged unit is never parsed twice. Nothing is compiled here.
"""

from __future__ import annotations

import functools
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from cuport import _cache, translator
from cuport.translator import header_context
from cuport.translator.api import diagnostics

# Host C++ needs translating when it mentions CUDA at all (the runtime API, a kernel, a launch).
_CUDA_HINT = re.compile(rb"cuda|CUDA|__global__|__device__|__shared__|__constant__|<<<|\bdim3\b")
# Parse errors in a header read on its own are usually missing context, not real errors: the
# unit that includes it is parsed whole, and the compiler reports anything real.
_HEADER_ONLY_NOISE = ("CP0001", "CP0002")


# Include folders whose headers are the system's, never the project's: not followed or copied.
_SYSTEM_FOLDERS = ("/usr/include", "/usr/local/include", "/usr/lib", "/usr/local/lib")


def project_folders(include_dirs) -> list[Path]:
    """The -I folders whose headers can belong to the project (system folders left out)."""
    found = []
    for folder in include_dirs:
        path = Path(folder).resolve()
        if not any(path.is_relative_to(system) for system in _SYSTEM_FOLDERS):
            found.append(path)
    return found


@dataclass
class TranslatedUnit:
    """A unit's files in portable form: absolute original path -> translated text."""

    source: Path
    files: dict = field(default_factory=dict)
    diagnostics: list = field(default_factory=list)  # translator.diagnostics.Diagnostic
    translated: bool = True  # False: plain host C++ compiled as written
    cached: bool = False

    @property
    def dependencies(self) -> list[Path]:
        """The original files this unit reads: the source first, then its project headers."""
        return [Path(p) for p in self.files]


def project_files(source: Path, include_dirs: list[Path]) -> list[Path]:
    """source and every file it includes (transitively) from its folder or the -I folders.

    Includes are found textually, so a header under an inactive #if is listed too: the list
    can only be too long, which costs a translation, never a stale build.
    """
    found: list[Path] = []
    pending = [source.resolve()]
    while pending:
        current = pending.pop(0)
        if current in found:
            continue
        found.append(current)
        for _, path in header_context.project_includes(current, include_dirs):
            if path not in found:
                pending.append(path)
    return found


def _needs_translation(files: list[Path], kind: str) -> bool:
    if kind == "cu":
        return True
    for path in files:
        try:
            if _CUDA_HINT.search(path.read_bytes()):
                return True
        except OSError:
            pass
    return False


def _shown(path: Path, source_arg: str, source: Path) -> str:
    """The name a diagnostic shows: as the user wrote the source, else relative to cwd."""
    if path == source:
        return source_arg
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)


def translate_unit(
    source_arg: str,
    kind: str,
    include_dirs: list[str],
    defines: list[str],
    backend: str,
    system_dirs: list[str] = (),
) -> TranslatedUnit:
    """Translate source_arg (a .cu, or host C++ that uses CUDA) and its project headers.

    kind: "cu" (always translated) or "cpp" (translated only when it mentions CUDA).
    include_dirs, defines: the unit's -I folders and -D NAME[=VALUE] (they change parsing).
    backend: whose unsupported names are reported.
    system_dirs: -isystem folders: searched when parsing, but their headers are not the project's.
    """
    source = Path(source_arg).resolve()
    folders = [Path(d).resolve() for d in [*include_dirs, *system_dirs]]
    files = project_files(source, project_folders(include_dirs))
    unit = TranslatedUnit(source=source)
    if not _needs_translation(files, kind):
        unit.translated = False
        unit.files = {str(p): None for p in files}
        return unit
    contents = []
    for path in files:
        try:
            contents += [str(path), path.read_bytes()]
        except OSError:
            contents += [str(path), b""]
    key = _cache.key(
        "cuport-nvcc translation",
        translator.__version__,
        _translator_hash(),
        backend,
        kind,
        json.dumps([str(f) for f in folders]),
        json.dumps(list(defines)),
        *contents,
    )
    payload = _cache.load(key, ".unit.json")
    if payload is not None:
        data = json.loads(payload)
        unit.cached = True
    else:
        data = {"files": {}, "diagnostics": []}
        for path in files:
            # A header that does not parse on its own is parsed after its includer's text.
            context = functools.partial(header_context.find, path, files, folders)
            try:
                result = translator.translate_file(path, folders, defines, backend, context=context)
            except translator.TranslationError:
                raise
            except Exception as exc:  # libclang failures must not end in a traceback
                raise translator.TranslationError(f"{path}: cannot translate: {exc}") from None
            data["files"][str(path)] = result.compiled_code
            for diag in result.diagnostics:
                if path != source and diag.id in _HEADER_ONLY_NOISE:
                    continue
                record = diag.to_json()
                record["file"] = str(path)
                data["diagnostics"].append(record)
        _cache.save(key, json.dumps(data).encode("utf-8"), ".unit.json")
    unit.files = data["files"]
    for record in data["diagnostics"]:
        record = dict(record, file=_shown(Path(record["file"]), source_arg, source))
        unit.diagnostics.append(diagnostics.Diagnostic(**record))
    return unit


_TRANSLATOR_HASH: list[str] = []


def _translator_hash() -> str:
    """A hash of the translator's own code and tables, so a cuport change invalidates entries."""
    if not _TRANSLATOR_HASH:
        root = Path(translator.__file__).resolve().parent
        parts = []
        for path in sorted(root.rglob("*")):
            if path.suffix in (".py", ".toml", ".h") and "nvcc" not in path.parts:
                parts += [str(path.relative_to(root)), path.read_bytes()]
        _TRANSLATOR_HASH.append(_cache.key(*parts))
    return _TRANSLATOR_HASH[0]
