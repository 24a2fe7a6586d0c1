"""Modules stay a size one can hold in mind: no hand-written Python module or C++ header over
LIMIT lines anywhere in the project (generated files, which say so on line 1, are exempt; so
are test inputs, which are programs under test, and vendored code under third_party/, kept as its
authors wrote it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import REPO

LIMIT = 800
FOLDERS = ("runtime", "translator", "tools", "tests")


def _sources() -> list[Path]:
    found = []
    for folder in FOLDERS:
        for path in (REPO / folder).rglob("*"):
            if path.suffix not in (".py", ".h") or "inputs" in path.relative_to(REPO).parts:
                continue
            if "__pycache__" in path.parts or "third_party" in path.parts:
                continue
            found.append(path)
    return sorted(found)


def _generated(path: Path) -> bool:
    with path.open(encoding="utf-8", errors="replace") as fh:
        return "GENERATED" in fh.readline()


@pytest.mark.parametrize("path", _sources(), ids=lambda p: str(p.relative_to(REPO)))
def test_hand_written_sources_stay_under_the_limit(path):
    if _generated(path):
        return
    lines = path.read_text(encoding="utf-8", errors="replace").count("\n")
    assert lines <= LIMIT, f"{path.relative_to(REPO)} has {lines} lines; split it by role"
