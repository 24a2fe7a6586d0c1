"""CPU backend: an object used through pointers of other types computes what nvcc computes (the
backend compiles without C++'s type-based aliasing assumptions, which would drop such stores)."""

from __future__ import annotations

import pytest
from support.cuda_program import MODES, lines_by_key, run


@pytest.mark.parametrize("mode", MODES)
def test_values_rewritten_through_other_pointer_types_survive(mode):
    out = lines_by_key(run("type_punning.cu", mode=mode).stdout)
    assert out["status"] == "cudaSuccess"
    assert out["half2_through_float4_wrong"] == "0"  # HeCBench relu's ReluGrad_impl2 idiom
    assert out["float_through_int_wrong"] == "0"
