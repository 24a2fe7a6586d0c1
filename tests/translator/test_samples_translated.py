"""Every sample translates cleanly: no CUDA name or launch survives unless a diagnostic says why
(or the API table maps the name to itself, as it does device intrinsics such as __shfl_down_sync),
and translating the output again changes nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cuport import translator
from cuport.translator import api
from support import REPO

SAMPLE_FILES = sorted(
    p for p in (REPO / "samples").rglob("*") if p.suffix in (".cu", ".cuh") and p.is_file()
)
# What must not remain in portable source (issue 3's done-when check).
_LEFTOVER = re.compile(r"\b(cuda[A-Z_]\w*|cublas\w*|__shfl\w*)\b|<<<")
_CUPORT_INCLUDE = re.compile(r"^\s*#\s*include\s*<cuport/[\w/.]+>\s*$")
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_STRING = re.compile(r'"(?:\\.|[^"\\\n])*"')


def _code_lines(text: str) -> list[str]:
    """The text with comments and string literals blanked, split into lines (numbers kept)."""
    blank = _COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    return _STRING.sub('""', blank).split("\n")


@pytest.mark.parametrize("path", SAMPLE_FILES, ids=lambda p: str(p.relative_to(REPO / "samples")))
def test_sample_has_no_cuda_left(path: Path):
    result = translator.translate_file(path, include_dirs=[path.parent])
    explained = {d.line for d in result.diagnostics}
    # Markers shift lines in the output; compare against the input's line of each diagnostic.
    source_lines = _code_lines(translator.read_source(path))
    output_lines = _code_lines(result.code)
    leftovers = []
    for number, line in enumerate(output_lines, start=1):
        if _CUPORT_INCLUDE.match(line):
            continue  # a cuport header may be named after CUDA's (cuport/cuda_barrier.h)
        for match in _LEFTOVER.finditer(line):
            leftovers.append((number, match.group(0), line.strip()))
    # Map each leftover back to a source line holding the same text, and require a diagnostic there.
    unexplained = []
    table = api.load()
    for _number, name, line in leftovers:
        entry = table.get(name)
        if entry and entry.shim == name and entry.supported("cpu"):
            continue  # the table keeps CUDA's spelling (device intrinsics): translated as itself
        homes = [n for n, text in enumerate(source_lines, start=1) if name in text]
        if not any(n in explained for n in homes):
            unexplained.append(f"{name}: {line}")
    assert not unexplained, "\n".join(unexplained)


@pytest.mark.parametrize("path", SAMPLE_FILES, ids=lambda p: str(p.relative_to(REPO / "samples")))
def test_sample_translation_is_idempotent(path: Path):
    once = translator.translate_file(path, include_dirs=[path.parent]).code
    twice = translator.translate(once, str(path), include_dirs=[path.parent]).code
    assert twice == once


def test_samples_exist():
    assert SAMPLE_FILES, "samples/*/*.cu are the done-when corpus"
