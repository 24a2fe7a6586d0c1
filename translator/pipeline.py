"""Translate a CUDA program (its files and its own headers) and build it with a backend.

Shared by `translate --run/--build`, the conformance runner and the Python library. It decides
which files belong to the program; translation and building are the other modules' work.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass, field
from pathlib import Path

from cuport.translator import header_context, translation

SOURCE_SUFFIXES = (".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", ".h", ".hpp", ".hh", ".hxx", ".inl")
COMPILED_SUFFIXES = (".cu", ".cpp", ".cc", ".cxx", ".c")


@dataclass
class TranslatedProgram:
    """Every file of a program in portable form, keyed by path relative to root."""

    root: Path
    sources: dict = field(default_factory=dict)  # relative name -> text a build compiles
    units: list = field(default_factory=list)  # relative names of the translation units
    results: list = field(default_factory=list)  # TranslationResult per translated file

    @property
    def diagnostics(self) -> list:
        return [d for r in self.results for d in r.diagnostics]


def translate_program(paths, include_dirs=(), defines=(), backend="cpu") -> TranslatedProgram:
    """Translate the given source files and every project header they include.

    paths: the program's .cu/.cpp files (translation units).
    include_dirs, defines: as for a compiler (-I, -D).
    backend: whose unsupported names to report.
    """
    units = [Path(p).resolve() for p in paths]
    files: list[Path] = []
    pending = list(units)
    while pending:
        current = pending.pop()
        if current in files:
            continue
        files.append(current)
        pending.extend(h for _, h in header_context.project_includes(current, include_dirs))
    root = Path(os.path.commonpath([str(f.parent) for f in files]))
    program = TranslatedProgram(root=root)
    for path in files:
        # (found only when the header does not parse on its own: translation calls it then)
        context = functools.partial(header_context.find, path, units + files, include_dirs)
        result = translation.translate_file(path, include_dirs, defines, backend, context=context)
        result.path = str(path)
        program.results.append(result)
        program.sources[str(path.relative_to(root))] = result.compiled_code
    program.units = [str(u.relative_to(root)) for u in units]
    return program
