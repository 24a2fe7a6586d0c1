"""Test helper: translate a CUDA program, build it for the CPU backend once, run it.

Shared by the CPU backend tests (tests/backends/cpu/) and the lowering's. Builds go through the compile cache and
are memoized per process, so a program is compiled once however many tests run it.
"""

from __future__ import annotations

import functools
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest
from cuport.backends import BackendError, BuildOptions, get
from cuport.translator.pipeline import translate_program

# CUDA programs of the CPU backend's tests: a bare file name given to build() is looked up here.
CPU_INPUTS = Path(__file__).resolve().parents[1] / "backends" / "cpu" / "inputs"
MODES = ("deterministic", "parallel")


def skip_reason() -> str | None:
    """Why CPU programs cannot be built here (no C++ compiler), or None."""
    return get("cpu").available()


@functools.cache
def build(source: str | Path, defines: tuple = (), warp_size: int = 32, check: str = "") -> Path:
    """Translate source (a .cu path; a bare name is looked up in CPU_INPUTS) and build it.

    defines: NAME or NAME=VALUE passed to the compiler.
    warp_size: the build's CUPORT_WARP_SIZE.
    check: cuport check's tools to build in (a checked build: BuildOptions.check).
    Returns the program's path. Skips the calling test when no C++ compiler is present; fails it
    with the compiler log when the build fails.
    """
    reason = skip_reason()
    if reason:
        pytest.skip(reason)
    path = Path(source)
    if not path.is_absolute() and not path.exists():
        path = CPU_INPUTS / path
    program = translate_program([path], defines=defines)
    options = BuildOptions(
        defines=tuple(defines),
        warp_size=warp_size,
        check=check,
        source_root=str(program.root) if check else "",
    )
    try:
        built = get("cpu").build(program.sources, " ".join(program.units), options)
    except BackendError as exc:
        pytest.fail(f"build of {path.name} failed: {exc}\n{exc.log}")
    return built.path


def run(
    source: str | Path,
    *args,
    mode: str = "deterministic",
    defines: tuple = (),
    warp_size: int = 32,
    env: dict | None = None,
    cwd: str | Path | None = None,
    timeout: float = 120,
    check: bool = True,
) -> subprocess.CompletedProcess:
    """Build source (once) and run it with args under CUPORT_MODE=mode.

    env: extra environment variables. check: fail the test when the exit status is not 0.
    Returns the completed process (stdout and stderr as text).
    """
    program = build(source, tuple(defines), warp_size)
    merged = dict(os.environ, CUPORT_MODE=mode, **(env or {}))
    proc = subprocess.run(
        [str(program), *map(str, args)],
        capture_output=True,
        text=True,
        env=merged,
        cwd=cwd,
        timeout=timeout,
    )
    if check and proc.returncode != 0:
        pytest.fail(
            f"{Path(str(source)).name} exited {proc.returncode}\n"
            f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr}"
        )
    return proc


def lines_by_key(stdout: str) -> dict[str, str]:
    """Parse `key: value` lines (the tests' programs print results that way)."""
    found = {}
    for line in stdout.splitlines():
        key, sep, value = line.partition(":")
        if sep:
            found[key.strip()] = value.strip()
    return found


def read_array(path: str | Path, dtype) -> np.ndarray:
    """A raw binary file a test program wrote, as a NumPy array."""
    return np.fromfile(str(path), dtype=dtype)
