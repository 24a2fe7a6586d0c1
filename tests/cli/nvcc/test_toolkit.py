"""cuport-nvcc --cuport-toolkit-root: a folder laid out like a CUDA toolkit, so CUDA projects
build unchanged with CMake's find_package(CUDAToolkit) and with Makefiles that call nvcc."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from cuport.backends import get

PROJECT = Path(__file__).resolve().parent / "inputs" / "toolkit_project"
# sum of 3 * i for i < 1000; compute capability 8.0 (the CPU device's)
EXPECTED = "status=0 sum=1498500 major=8"

pytestmark = pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler")


@pytest.fixture(scope="module")
def root() -> Path:
    result = subprocess.run(
        [sys.executable, "-m", "cuport.cli.nvcc.cli", "--cuport-toolkit-root"],
        capture_output=True,
        text=True,
        check=True,
    )
    return Path(result.stdout.strip())


def test_the_folder_is_laid_out_like_a_toolkit(root):
    assert os.access(root / "bin" / "nvcc", os.X_OK)
    for header in ("cuda_runtime.h", "cuda_runtime_api.h", "driver_types.h", "cuda.h"):
        assert (root / "include" / header).is_file(), header
    for library in ("libcudart.so", "libcudart_static.a", "libcuda.so", "libcudadevrt.a"):
        assert (root / "lib64" / library).is_file(), library
    version = subprocess.run(
        [root / "bin" / "nvcc", "--version"], capture_output=True, text=True, check=True
    )
    assert "Cuda compilation tools, release 12.0" in version.stdout


def test_host_code_compiles_against_its_headers(root, tmp_path):
    """A .cpp file calling the runtime, compiled by the C++ compiler alone, runs correctly."""
    program = tmp_path / "host"
    compiler = get("cpu").compiler()
    subprocess.run(
        [
            *compiler,
            "-std=c++17",
            f"-I{root / 'include'}",
            "-c",
            str(PROJECT / "main.cpp"),
            "-o",
            str(tmp_path / "main.o"),
        ],
        check=True,
    )
    nvcc = [str(root / "bin" / "nvcc")]
    subprocess.run(
        [*nvcc, "-c", str(PROJECT / "scale.cu"), "-o", str(tmp_path / "scale.o")], check=True
    )
    subprocess.run(
        [*nvcc, str(tmp_path / "main.o"), str(tmp_path / "scale.o"), "-o", str(program)], check=True
    )
    assert subprocess.run([program], capture_output=True, text=True).stdout.strip() == EXPECTED


@pytest.mark.skipif(not shutil.which("cmake"), reason="needs cmake")
def test_cmake_finds_the_toolkit_and_builds(root, tmp_path):
    build = tmp_path / "build"
    configure = subprocess.run(
        [
            "cmake",
            "-S",
            str(PROJECT),
            "-B",
            str(build),
            f"-DCMAKE_CUDA_COMPILER={root / 'bin' / 'nvcc'}",
            f"-DCUDAToolkit_ROOT={root}",
        ],
        capture_output=True,
        text=True,
    )
    assert configure.returncode == 0, configure.stdout + configure.stderr
    compiled = subprocess.run(["cmake", "--build", str(build)], capture_output=True, text=True)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    run = subprocess.run([build / "scale"], capture_output=True, text=True)
    assert run.stdout.strip() == EXPECTED


@pytest.mark.skipif(not shutil.which("make"), reason="needs make")
def test_a_makefile_calling_nvcc_by_name_builds(root, tmp_path):
    work = tmp_path / "project"
    shutil.copytree(PROJECT, work)
    env = dict(os.environ, PATH=f"{root / 'bin'}{os.pathsep}{os.environ['PATH']}")
    made = subprocess.run(["make"], cwd=work, env=env, capture_output=True, text=True)
    assert made.returncode == 0, made.stdout + made.stderr
    run = subprocess.run([work / "scale"], capture_output=True, text=True)
    assert run.stdout.strip() == EXPECTED
