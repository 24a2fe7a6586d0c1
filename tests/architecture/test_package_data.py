"""Every data file the installed package needs is installed: pyproject.toml's package-data
patterns cover each file tracked under runtime/ and translator/ that is not Python source.

CI installs cuport from a wheel, not in editable mode, so a header the patterns miss (a parser
stub named like CUB's .cuh headers, libcu++'s extensionless cuda/barrier) exists in the checkout
but not in the installed package: translation and builds then fail only there.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from cuport.translator.api._toml import tomllib

REPO = Path(__file__).resolve().parents[2]
# Read by tools/ at build time only (tools/cpu_device.py generates headers from it).
BUILD_TIME_ONLY = {"runtime/backends/cpu/device.toml"}


def _package_dir(package: str, package_dirs: dict) -> Path:
    """A package's folder in the checkout, from pyproject.toml's package-dir mapping."""
    best = max((p for p in package_dirs if package == p or package.startswith(p + ".")), key=len)
    rest = package[len(best) :].lstrip(".")
    return REPO / package_dirs[best] / Path(*rest.split(".")) if rest else REPO / package_dirs[best]


def test_package_data_covers_every_data_file():
    setuptools = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    installed = set()
    for package, patterns in setuptools["package-data"].items():
        folder = _package_dir(package, setuptools["package-dir"])
        for pattern in patterns:
            installed |= {p.relative_to(REPO).as_posix() for p in folder.glob(pattern)}
    tracked = subprocess.run(
        ["git", "ls-files", "runtime", "translator"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    data = {f for f in tracked if not f.endswith(".py")}
    missing = sorted(data - installed - BUILD_TIME_ONLY)
    assert not missing, f"not installed (add a pattern to pyproject.toml's package-data): {missing}"
