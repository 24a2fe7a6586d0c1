"""Kernels defined in the program's own headers run when a unit with lowered kernels launches
them (each launch asks its kernel how it runs; a header kernel must answer too)."""

from __future__ import annotations

import pytest
from support import cuda_program


@pytest.mark.parametrize("mode", cuda_program.MODES)
def test_header_kernels_run_per_thread(tmp_path, mode):
    proc = cuda_program.run("header_kernels.cu", mode=mode, cwd=tmp_path)
    out = cuda_program.lines_by_key(proc.stdout)
    assert out["ranks"] == "1"
    assert out["scaled"] == "1"
