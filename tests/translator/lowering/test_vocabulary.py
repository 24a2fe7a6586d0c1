"""The names lowered C++ shares with the CPU runtime are spelled once: vocabulary.py lists them,
runtime/backends/cpu/engine/cpu_lowered_names.h declares each of them for the runtime's side,
and no other module of the lowering spells one as a string (docstrings and comments aside)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from cuport.translator.lowering import vocabulary
from support import REPO

LOWERING = REPO / "translator" / "lowering"
RUNTIME = REPO / "runtime" / "backends" / "cpu"
DECLARATIONS = RUNTIME / "engine" / "cpu_lowered_names.h"
TABLES = {"locals": vocabulary.LOCALS, "runtime": vocabulary.RUNTIME, "macros": vocabulary.MACROS}
# A local of lowered code (cuport_tid_, cuport_w{n}_, an f-string's `cuport_g`), a name in the
# runtime's namespace, or one of the table's macros.
_LOCAL = re.compile(r"\bcuport_\w")
_NAMESPACE = re.compile(r"\bcuport::")


def _names(table: str) -> list[str]:
    return sorted(TABLES[table])


@pytest.mark.parametrize("table", sorted(TABLES))
def test_tables_are_not_empty(table):
    assert TABLES[table]


@pytest.mark.parametrize(
    "name", [(t, n) for t in sorted(TABLES) for n in _names(t)], ids=lambda tn: tn[1]
)
def test_every_name_is_declared_in_the_runtime_table(name):
    table, spelling = name
    declared = DECLARATIONS.read_text(encoding="utf-8")
    assert re.search(rf"(?<![\w:{{]){re.escape(spelling)}(?![\w{{])", declared), (
        f"{spelling} ({table}) is not in {DECLARATIONS.relative_to(REPO)}"
    )


def test_every_runtime_name_exists_in_the_runtime():
    """The runtime table names what the runtime defines (the last part of a qualified name)."""
    headers = [p for p in RUNTIME.rglob("*.h") if p != DECLARATIONS]
    text = "\n".join(p.read_text(encoding="utf-8") for p in headers)
    missing = [
        name
        for name in vocabulary.RUNTIME
        if not re.search(rf"\b{re.escape(name.rpartition('::')[2])}\b", text)
    ]
    assert not missing


def test_meanings_are_given():
    for table in TABLES.values():
        for spelling, meaning in table.items():
            assert meaning.strip(), spelling


def _strings(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every string in the module's code: constants and f-strings' literal
    parts, docstrings left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


MODULES = sorted(p for p in LOWERING.glob("*.py") if p.name != "vocabulary.py")


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_only_the_vocabulary_spells_a_runtime_name(path):
    macros = set(vocabulary.MACROS)
    found = []
    for line, text in _strings(path):
        if _LOCAL.search(text) or _NAMESPACE.search(text):
            found.append(f"{path.name}:{line}: {text!r}")
        found += [
            f"{path.name}:{line}: {text!r} spells {macro}"
            for macro in macros
            if re.search(rf"\b{re.escape(macro)}\b", text)
        ]
    assert not found, "spelled outside vocabulary.py:\n" + "\n".join(found)


def test_the_check_sees_f_strings():
    """An f-string's pieces are what the check reads: `f"cuport_w{i}_"` is caught."""
    source = 'def f(i):\n    return f"cuport_w{i}_"\n'
    tree = ast.parse(source)
    pieces = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)]
    assert any(_LOCAL.search(piece) for piece in pieces if isinstance(piece, str))
