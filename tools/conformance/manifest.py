"""Read samples/<name>/sample.toml into Sample objects and load each sample's reference.py.

Validates the manifest's shape; it never runs a sample and never knows a particular one.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from cuport.backends.cpu.checks import CHECK_TOOLS

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

RULE = re.compile(r"^(exact|ulp:\d+|rel:[0-9.eE+-]+)$")
DTYPES = {
    "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
    "float16", "float32", "float64",
}  # fmt: skip
_TOP_KEYS = {
    "description", "features", "sources", "args", "defines", "timeout", "requires",
    "width_independent", "expect_exit", "outputs", "build", "program", "check_errors",
}  # fmt: skip
BUILDS = ("translate", "make", "cmake")
_OUTPUT_KEYS = {"dtype", "shape", "compare", "why", "atol", "select"}


class ManifestError(Exception):
    """A sample.toml that does not follow the format (the message names file and key)."""


@dataclass(frozen=True)
class Output:
    """One result the runner compares: a file the program writes, or `stdout`.

    dtype/shape: how to read a raw binary file (.npy files carry their own).
    compare: "exact", "ulp:N" or "rel:R"; atol: absolute floor added to a rel bound.
    select: for stdout, a regex choosing the lines compared (others, e.g. timings, are ignored).
    """

    name: str
    compare: str
    why: str
    dtype: str | None = None
    shape: tuple | None = None
    atol: float = 0.0
    select: str | None = None


@dataclass(frozen=True)
class Sample:
    """A sample folder and its manifest.

    build: "translate" (the runner translates sources and builds them with the backend) or
    "make"/"cmake" (the project's own build files, with cuport-nvcc as its CUDA compiler);
    program: the built program's path inside the build folder for make/cmake.
    """

    name: str
    folder: Path
    sources: tuple
    args: tuple
    outputs: tuple
    features: tuple = ()
    defines: tuple = ()
    requires: tuple = ()
    timeout: float = 120.0
    width_independent: bool = True
    expect_exit: int = 0
    # errors a checked run reports per tool (a sample that faults on purpose): {"memcheck": 1}
    check_errors: dict = field(default_factory=dict, compare=False, hash=False)
    description: str = ""
    build: str = "translate"
    program: str = ""
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def source_paths(self) -> list[Path]:
        return [self.folder / s for s in self.sources]

    def reference(self):
        """The sample's reference module (loaded by path, so samples never become a package)."""
        path = self.folder / "reference.py"
        spec = importlib.util.spec_from_file_location(f"cuport_reference_{self.name}", path)
        if spec is None or spec.loader is None:
            raise ManifestError(f"{path}: cannot load")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        if not callable(getattr(module, "expected", None)):
            raise ManifestError(f"{path}: defines no expected(args) function")
        return module


def _output(path: Path, name: str, table: dict) -> Output:
    unknown = set(table) - _OUTPUT_KEYS
    if unknown:
        raise ManifestError(f"{path}: outputs.{name}: unknown keys {sorted(unknown)}")
    rule = table.get("compare")
    if not isinstance(rule, str) or not RULE.match(rule):
        raise ManifestError(f"{path}: outputs.{name}: compare must be exact, ulp:N or rel:R")
    if not table.get("why"):
        raise ManifestError(f"{path}: outputs.{name}: say why the rule holds (why = ...)")
    dtype = table.get("dtype")
    is_file = name != "stdout" and not name.endswith(".npy")
    if is_file and dtype not in DTYPES:
        raise ManifestError(f"{path}: outputs.{name}: dtype must be one of {sorted(DTYPES)}")
    shape = table.get("shape")
    return Output(
        name=name,
        compare=rule,
        why=table["why"],
        dtype=dtype,
        shape=tuple(shape) if shape else None,
        atol=float(table.get("atol", 0.0)),
        select=table.get("select"),
    )


def load(folder: Path) -> Sample:
    """The sample in folder (its sample.toml), validated."""
    path = folder / "sample.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ManifestError(f"{path}: {exc}") from None
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise ManifestError(f"{path}: unknown keys {sorted(unknown)}")
    name = folder.name
    build = data.get("build", "translate")
    if build not in BUILDS:
        raise ManifestError(f"{path}: build must be one of {BUILDS}")
    if build != "translate" and not data.get("program"):
        raise ManifestError(f"{path}: build = {build!r} needs program = the built program's path")
    default_sources = [f"{name}.cu"] if build == "translate" else []
    sources = tuple(data.get("sources", default_sources))
    for source in sources:
        if not (folder / source).is_file():
            raise ManifestError(f"{path}: source {source} not found")
    if not (folder / "reference.py").is_file():
        raise ManifestError(f"{folder}: no reference.py")
    outputs = data.get("outputs", {})
    if not outputs:
        raise ManifestError(f"{path}: no [outputs.*]: the runner must compare something")
    return Sample(
        name=name,
        folder=folder,
        sources=sources,
        args=tuple(str(a) for a in data.get("args", [])),
        outputs=tuple(_output(path, k, v) for k, v in sorted(outputs.items())),
        features=tuple(data.get("features", [])),
        defines=tuple(data.get("defines", [])),
        requires=tuple(data.get("requires", [])),
        timeout=float(data.get("timeout", 120)),
        width_independent=bool(data.get("width_independent", True)),
        expect_exit=int(data.get("expect_exit", 0)),
        check_errors=_check_errors(path, data.get("check_errors", {})),
        description=data.get("description", ""),
        build=build,
        program=data.get("program", ""),
    )


def discover(root: Path, pattern: str | None = None) -> list[Sample]:
    """Every sample under root (folders holding sample.toml), optionally filtered by a regex
    or substring matched against the folder name."""
    found = []
    for toml in sorted(root.glob("*/sample.toml")):
        name = toml.parent.name
        if pattern and not (pattern in name or re.search(pattern, name)):
            continue
        found.append(load(toml.parent))
    return found


def _check_errors(path, table) -> dict:
    """check_errors: a table of cuport check's tools and the errors each reports."""
    if not isinstance(table, dict) or any(
        tool not in CHECK_TOOLS or not isinstance(count, int) for tool, count in table.items()
    ):
        raise ManifestError(
            f"{path}: check_errors must be a table of tools ({', '.join(CHECK_TOOLS)}) and counts"
        )
    return dict(table)
