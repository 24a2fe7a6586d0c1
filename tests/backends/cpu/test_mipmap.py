"""CPU backend mipmapped arrays: levels with CUDA's extents that copies reach as any array, and
CUDA's codes for bad levels and handles, the sparse / deferred-mapping queries and textures over
a mipmapped array (refused: no level-of-detail fetches)."""

from __future__ import annotations

from support.cuda_program import lines_by_key, run


def test_levels_have_cudas_extents_and_copy_like_arrays():
    out = lines_by_key(run("mipmap.cu").stdout)
    assert out["malloc"] == "cudaSuccess"
    assert out["level0"] == "cudaSuccess 64x64x0"
    assert out["level2"] == "cudaSuccess 16x16x0"
    assert out["level6"] == "cudaSuccess 1x1x0"
    assert out["round_trip"] == "1"
    assert out["too_wide"] == "cudaErrorInvalidValue"
    assert out["volume_level1"] == "cudaSuccess 4x2x1"
    assert out["volume_level3"] == "cudaSuccess 1x1x1"
    assert out["layered_level1"] == "cudaSuccess 4x4x5"


def test_mipmap_errors_are_cudas():
    out = lines_by_key(run("mipmap.cu").stdout)
    assert out["level7"] == "cudaErrorInvalidValue 0x0x0"
    assert out["too_many_levels"] == out["zero_levels"] == "cudaErrorInvalidValue"
    assert out["sparse_flag"] == "cudaErrorInvalidValue"
    assert out["null_mipmap"] == "cudaErrorInvalidResourceHandle"
    assert out["null_out"] == "cudaErrorInvalidValue"
    assert out["requirements"] == out["sparse"] == "cudaErrorInvalidValue"
    assert out["requirements_other_device"] == "cudaErrorInvalidDevice"
    assert out["texture"] == "cudaErrorInvalidValue"
    assert out["free"] == "cudaSuccess"
    assert out["free_again"] == "cudaErrorInvalidValue"
    assert out["freed_level"] == "cudaErrorInvalidResourceHandle"
    assert out["free_null"] == "cudaSuccess"
