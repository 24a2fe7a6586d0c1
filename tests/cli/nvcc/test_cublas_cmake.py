"""A CMake project whose host .cpp calls cuBLAS (and a .cu kernel writes its input on the same
stream) builds with find_package(CUDAToolkit) and CUDA::cublas against cuport's toolkit folder,
and computes what NumPy computes."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from cuport.backends import get

PROJECT = Path(__file__).resolve().parent / "inputs" / "cublas_project"

pytestmark = [
    pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler"),
    pytest.mark.skipif(not shutil.which("cmake"), reason="needs cmake"),
]


def test_cmake_project_linking_cuda_cublas_builds_and_runs(tmp_path):
    root = subprocess.run(
        [sys.executable, "-m", "cuport.cli.nvcc.cli", "--cuport-toolkit-root"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    build = tmp_path / "build"
    configure = subprocess.run(
        ["cmake", "-S", str(PROJECT), "-B", str(build),
         f"-DCMAKE_CUDA_COMPILER={root}/bin/nvcc", f"-DCUDAToolkit_ROOT={root}"],
        capture_output=True,
        text=True,
    )  # fmt: skip
    assert configure.returncode == 0, configure.stdout + configure.stderr
    compiled = subprocess.run(["cmake", "--build", str(build)], capture_output=True, text=True)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    ran = subprocess.run([build / "gemm"], capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    status, *values = ran.stdout.split()
    assert status == "status=0"
    a = (1.0 + 0.25 * np.arange(12, dtype=np.float32)).reshape(4, 3).T  # column-major 3x4
    b = np.array([1, -1, 2, 0.5, -3, 4, 0, 2], np.float32).reshape(4, 2).T  # 2x4
    want = (2 * a @ b.T).T.reshape(-1)  # C column by column
    np.testing.assert_allclose(np.array(values, np.float32), want, rtol=1e-6)
