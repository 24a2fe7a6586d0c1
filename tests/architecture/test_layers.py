"""The package's layers import one way, and nothing imports in a circle.

A module may import modules of its own layer and of the layers listed before it, never after:
the order is docs/design.md's, and this table is where it is spelled. Imports inside functions
count as much as those at the top of a module (they only hide a circle, they do not break it).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from cuport.translator.api._toml import tomllib

REPO = Path(__file__).resolve().parents[2]
# Installed package -> folder in the repository (pyproject.toml's package-dir).
PACKAGE_DIRS = {"cuport": REPO / "runtime", "cuport.translator": REPO / "translator"}

# Lowest first: (layer, module prefixes). A module belongs to the layer of its longest prefix.
LAYERS = (
    (
        "foundation: version, the on-disk cache, output files, child processes",
        ("cuport._version", "cuport._cache", "cuport._files", "cuport._process"),
    ),
    ("API table and diagnostics", ("cuport.translator.api",)),
    ("libclang front end", ("cuport.translator.frontend",)),
    ("CUDA-to-portable translation", ("cuport.translator",)),
    ("kernel lowering", ("cuport.translator.lowering",)),
    ("backends", ("cuport.backends",)),
    ("Python library", ("cuport",)),
    ("commands", ("cuport.cli",)),
)


def _modules() -> dict[str, Path]:
    """Every first-party module by its installed name."""
    found = {}
    for package, folder in PACKAGE_DIRS.items():
        for path in folder.rglob("*.py"):
            parts = path.relative_to(folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            name = ".".join((package, *parts))
            if name.startswith("cuport.translator") and package == "cuport":
                continue  # runtime/ holds no translator; guard against a stray folder
            found[name] = path
    return found


MODULES = _modules()


def layer_of(module: str) -> int:
    best, best_length = None, -1
    for index, (_name, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best_length:
                best, best_length = index, len(prefix)
    assert best is not None, f"{module} is in no layer: add it to LAYERS"
    return best


def _package_of(module: str) -> str:
    path = MODULES[module]
    return module if path.name == "__init__.py" else module.rpartition(".")[0]


def imports_of(module: str) -> dict[str, int]:
    """First-party modules module imports (anywhere in it) -> the line of the first import."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    found: dict[str, int] = {}
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = _package_of(module).split(".")
                base = ".".join(package[: len(package) - node.level + 1] + ([base] if base else []))
            for alias in node.names:
                child = f"{base}.{alias.name}"
                targets.append(child if child in MODULES else base)
        for target in targets:
            if target in MODULES and target != module:
                found.setdefault(target, node.lineno)
    return found


def test_every_module_has_a_layer():
    for module in MODULES:
        layer_of(module)


def test_imports_point_down_the_layers():
    wrong = []
    for module in sorted(MODULES):
        mine = layer_of(module)
        for target, line in imports_of(module).items():
            theirs = layer_of(target)
            if theirs > mine:
                wrong.append(
                    f"{MODULES[module].relative_to(REPO)}:{line}: {module} ({LAYERS[mine][0]}) "
                    f"imports {target} ({LAYERS[theirs][0]})"
                )
    assert not wrong, "imports against the layer order:\n" + "\n".join(wrong)


def test_no_import_cycles():
    graph = {module: set(imports_of(module)) for module in MODULES}
    cycles = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for target in sorted(graph[module]):
            if state.get(target) == 1:
                cycles.append(" -> ".join([*path[path.index(target) :], target]))
            elif target not in state:
                visit(target, [*path, target])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    assert not cycles, "import cycles:\n" + "\n".join(cycles)


def test_pyproject_lists_every_package():
    """pyproject.toml names the packages one by one (its folders are mapped, not found): a new
    folder with an __init__.py must be added there, or pip install leaves it out."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    packages = {m for m, p in MODULES.items() if p.name == "__init__.py"}
    assert listed == packages


@pytest.mark.parametrize("folder", ["translator", "runtime"])
def test_no_top_level_package_named_for_a_folder(folder):
    """The folders install under cuport; nothing imports them by their own names."""
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            for name in names:
                assert name.split(".")[0] != folder, f"{module}: imports {name}"
