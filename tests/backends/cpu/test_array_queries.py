"""CPU backend array plane, memory-requirement and sparse queries: CUDA's answers for arrays that
are not multi-planar, deferred-mapping or sparse (the only ones the CPU device makes)."""

from __future__ import annotations

from support.cuda_program import lines_by_key, run


def test_queries_answer_as_cuda_for_plain_arrays():
    out = lines_by_key(run("array_queries.cu").stdout)
    assert out["plane"] == "cudaErrorInvalidValue"
    assert out["plane_null_out"] == "cudaErrorInvalidValue"
    assert out["requirements"] == "cudaErrorInvalidValue"
    assert out["requirements_other_device"] == "cudaErrorInvalidDevice"
    assert out["sparse"] == "cudaErrorInvalidValue"
    assert out["sparse_flag_refused"] == "cudaErrorInvalidValue"
    assert out["freed_array"] == "cudaErrorInvalidResourceHandle"
