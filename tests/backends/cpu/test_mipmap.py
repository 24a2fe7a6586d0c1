"""CPU backend mipmapped arrays: levels with CUDA's extents that copies reach as any array, and
CUDA's codes for bad levels and handles and the sparse / deferred-mapping queries; textures over
a mipmapped array read the level of detail tex2DLod gives."""

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
    # numLevels clamped to 1 .. the full chain, as CUDA 13.0 does
    assert out["too_many_levels"] == out["zero_levels"] == "cudaSuccess"
    assert out["too_many_last"] == "cudaSuccess 1x1x0"
    assert out["zero_levels_first"] == "cudaSuccess 64x64x0"
    assert out["too_many_past"] == out["zero_levels_past"] == "cudaErrorInvalidValue 0x0x0"
    assert out["sparse_flag"] == "cudaErrorInvalidValue"
    assert out["null_mipmap"] == "cudaErrorInvalidResourceHandle"
    assert out["null_out"] == "cudaErrorInvalidValue"
    assert out["requirements"] == out["sparse"] == "cudaErrorInvalidValue"
    assert out["requirements_other_device"] == "cudaErrorInvalidValue"
    assert out["texture"] == "cudaSuccess"
    assert out["free"] == "cudaSuccess"
    assert out["free_again"] == "cudaErrorInvalidValue"
    assert out["freed_level"] == "cudaErrorInvalidResourceHandle"
    assert out["free_null"] == "cudaSuccess"


def test_textures_read_the_level_of_detail_they_are_given():
    out = lines_by_key(run("mipmap_texture.cu").stdout)
    # Level n holds 10 * (n + 1). Fetches at lod 0, 1, 2, 3, 1.25, 9, then tex2D (lod 0).
    assert out["point"] == "cudaSuccess 10 20 30 40 20 40 10"
    assert out["linear"] == "cudaSuccess 10 20 30 40 22.5 40 10"
    assert out["clamped"] == "cudaSuccess 20 20 30 30 22.5 30 20"  # levels 1 to 2 only
    assert out["default_clamp"] == "cudaSuccess 10 10 10 10 10 10 10"
