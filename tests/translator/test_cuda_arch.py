"""__CUDA_ARCH__ as nvcc's two passes define it (translator/cuda_arch.py): a kernel body inside
`#if __CUDA_ARCH__ >= 700` runs on the CPU backend, host code still sees no __CUDA_ARCH__, and the
architecture device code sees is the one the device reports. (The rewriting itself is checked by
the golden case golden/device/cuda_arch.cu.)"""

from __future__ import annotations

from pathlib import Path

from support.cuda_program import lines_by_key, run

PROGRAM = Path(__file__).resolve().parent / "inputs" / "cuda_arch.cu"


def test_device_code_takes_its_branch_and_host_code_the_other():
    out = lines_by_key(run(PROGRAM).stdout)
    assert out["device"] == "0 7 14 21"
    assert out["host arch"] == "0"
    assert out["compute capability"] == "800"
