"""libclang is the front end's: outside translator/frontend no module imports clang.cindex,
calls the front end's private _cindex, or reaches libclang's C library (cindex.conf.lib)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FRONTEND = REPO / "translator" / "frontend"
# Every module of the installed package (pyproject.toml maps these folders into cuport).
MODULES = sorted(
    path
    for folder in (REPO / "runtime", REPO / "translator")
    for path in folder.rglob("*.py")
    if not path.is_relative_to(FRONTEND)
)


def _violations(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            names = [node.module or ""]
        else:
            names = []
        found += [f"imports {name}" for name in names if name.split(".")[0] == "clang"]
        if isinstance(node, ast.Attribute) and node.attr == "_cindex":
            found.append("calls the front end's private _cindex")
        if isinstance(node, ast.Name) and node.id == "_cindex":
            found.append("uses a _cindex of its own")
        if (
            isinstance(node, ast.Attribute)
            and node.attr == "lib"
            and isinstance(node.value, ast.Attribute)
            and node.value.attr == "conf"
        ):
            found.append("calls libclang's C library (conf.lib)")
    return [f"{path.relative_to(REPO)}:{problem}" for problem in found]


def test_modules_were_found():
    assert any(path.name == "lower.py" for path in MODULES)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(REPO)))
def test_no_module_outside_the_front_end_touches_libclang(path):
    assert not _violations(path)
