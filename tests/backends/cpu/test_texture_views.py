"""CPU backend texture objects with a resource view: layer ranges and same-size format views of
CUDA arrays, the view returned by cudaGetTextureObjectResourceViewDesc (zeroed without one, as CUDA 13.0 answers), and CUDA's
cudaErrorInvalidValue for views it does not accept (and for block-compressed ones)."""

from __future__ import annotations

from support.cuda_program import lines_by_key, run


def test_views_read_and_report_as_created():
    out = lines_by_key(run("texture_views.cu").stdout)
    assert out["create_layers"] == "cudaSuccess"
    assert out["layer0_of_view"] == "8 9 10 11"  # layer 1 of the array (4x2 texels a layer)
    assert out["get_view"] == "cudaSuccess 22 4 2 3 0 0 1 2"  # cudaResViewFormatFloat1 = 0x16
    assert out["create_bits"] == "cudaSuccess"
    assert out["bits"] == "0x3f800000 0x40000000"


def test_view_errors_are_cudas():
    out = lines_by_key(run("texture_views.cu").stdout)
    assert out["no_view"] == "cudaSuccess 0 0 0"  # as CUDA 13.0 does, not as it documents
    for key in (
        "null_out",
        "size_changing_format",
        "block_compressed",
        "other_width",
        "layer_of_plain",
        "mip_of_plain",
        "view_of_linear",
        "destroyed",
    ):
        assert out[key] == "cudaErrorInvalidValue", key
