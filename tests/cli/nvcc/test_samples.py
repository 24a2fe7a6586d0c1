"""The multi-file samples build unchanged with cuport-nvcc (make NVCC=..., cmake
-DCMAKE_CUDA_COMPILER=...), run, and match their NumPy references."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from cuport.backends import get
from cuport.translator.api._toml import tomllib
from support import REPO

SAMPLES = REPO / "samples"
MAKE_SAMPLES = sorted(p.name for p in SAMPLES.glob("make_*") if (p / "Makefile").is_file())
CMAKE_SAMPLES = sorted(p.name for p in SAMPLES.glob("cmake_*") if (p / "CMakeLists.txt").is_file())

pytestmark = pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler")


def _env() -> dict:
    return dict(os.environ, PYTHONPATH=str(REPO), CUPORT_MODE="deterministic")


def _nvcc_script(folder: Path) -> Path:
    """An executable cuport-nvcc for tools that want one path (CMake), running this checkout."""
    script = folder / "cuport-nvcc"
    script.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m cuport.cli.nvcc.cli "$@"\n')
    script.chmod(script.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return script


def _reference(folder: Path):
    spec = importlib.util.spec_from_file_location(f"ref_{folder.name}", folder / "reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _close(got: np.ndarray, want: np.ndarray, rule: dict) -> bool:
    compare = rule["compare"]
    if got.shape != want.shape:
        return False
    if compare == "exact":
        return np.array_equal(got, want)
    if compare.startswith("ulp:"):
        ulps = int(compare[4:])
        bound = ulps * np.spacing(np.maximum(np.abs(got), np.abs(want)).astype(want.dtype))
        return bool(np.all(np.abs(got.astype(np.float64) - want) <= bound))
    rtol = float(compare[4:])
    return np.allclose(got, want, rtol=rtol, atol=rule.get("atol", 0.0))


def check_outputs(sample: Path, workdir: Path, stdout: str) -> None:
    manifest = tomllib.loads((sample / "sample.toml").read_text())
    expected = _reference(sample).expected(list(manifest.get("args", [])))
    for name, rule in manifest["outputs"].items():
        if name == "stdout":
            pick = re.compile(rule.get("select", "."))
            got = [line for line in stdout.splitlines() if pick.search(line)]
            lines = expected["stdout"]  # the conformance format: a list of lines
            want = [line for line in lines if pick.search(line)]
            assert got == want, f"{sample.name}: stdout"
            continue
        got = np.fromfile(workdir / name, dtype=rule["dtype"])
        assert _close(got, np.asarray(expected[name]), rule), f"{sample.name}: {name} differs"


def _run(program: Path, sample: Path, cwd: Path) -> str:
    manifest = tomllib.loads((sample / "sample.toml").read_text())
    proc = subprocess.run(
        [str(program), *manifest.get("args", [])],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=_env(),
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.skipif(not shutil.which("make"), reason="make not installed")
@pytest.mark.parametrize("name", MAKE_SAMPLES)
def test_make_sample_builds_unchanged_and_passes(name, tmp_path):
    sample = SAMPLES / name
    work = tmp_path / name
    shutil.copytree(sample, work)
    nvcc = f"{sys.executable} -m cuport.cli.nvcc.cli"
    build = subprocess.run(
        ["make", "-j2", f"NVCC={nvcc}"], capture_output=True, text=True, cwd=work, env=_env()
    )
    assert build.returncode == 0, build.stdout + build.stderr
    manifest = tomllib.loads((sample / "sample.toml").read_text())
    assert manifest["build"] == "make"
    check_outputs(sample, work, _run(work / manifest["program"], sample, work))
    # Nothing changed: make has nothing to do. A touched header rebuilds its objects.
    again = subprocess.run(
        ["make", f"NVCC={nvcc}"], capture_output=True, text=True, cwd=work, env=_env()
    )
    assert "is up to date" in again.stdout or "Nothing to be done" in again.stdout
    header = next(iter(sorted(work.rglob("*.cuh"))))
    os.utime(header)
    rebuilt = subprocess.run(
        ["make", f"NVCC={nvcc}"], capture_output=True, text=True, cwd=work, env=_env()
    )
    assert rebuilt.returncode == 0 and "cuport.cli.nvcc.cli" in rebuilt.stdout


@pytest.mark.skipif(not shutil.which("cmake"), reason="cmake not installed")
@pytest.mark.parametrize("name", CMAKE_SAMPLES)
def test_cmake_sample_configures_builds_and_passes(name, tmp_path):
    sample = SAMPLES / name
    build = tmp_path / "build"
    compiler = _nvcc_script(tmp_path)
    configure = subprocess.run(
        ["cmake", "-S", str(sample), "-B", str(build), f"-DCMAKE_CUDA_COMPILER={compiler}"],
        capture_output=True,
        text=True,
        env=_env(),
    )
    assert configure.returncode == 0, configure.stdout + configure.stderr
    assert "The CUDA compiler identification is NVIDIA" in configure.stdout
    assert "Detecting CUDA compiler ABI info - done" in configure.stdout
    made = subprocess.run(
        ["cmake", "--build", str(build), "-j2"], capture_output=True, text=True, env=_env()
    )
    assert made.returncode == 0, made.stdout + made.stderr
    manifest = tomllib.loads((sample / "sample.toml").read_text())
    assert manifest["build"] == "cmake"
    check_outputs(sample, build, _run(build / manifest["program"], sample, build))
