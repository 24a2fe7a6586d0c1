"""CPU backend batched copies (cudaMemcpyBatchAsync, cudaMemcpy3DBatchAsync): sources read during
the call or in stream order as each copy's attributes say, 3D copies between padded pointers and
a CUDA array, and CUDA's cudaErrorInvalidValue for malformed batches, which copy nothing."""

from __future__ import annotations

import pytest
from support.cuda_program import lines_by_key, run


@pytest.mark.parametrize("mode", ["deterministic", "parallel"])
def test_batch_copies_follow_their_source_access_order(mode):
    out = lines_by_key(run("memcpy_batch.cu", mode=mode).stdout)
    assert out["batch"] == "cudaSuccess"
    assert out["during_call"] == "1 2 3 4"  # read before the call returned
    assert out["stream_order"] == "20 21 22 23"  # read when the held stream reached it
    assert out["device_to_device"] == "5 6 7 8"


def test_malformed_batches_are_refused_whole():
    out = lines_by_key(run("memcpy_batch.cu").stdout)
    for key in (
        "legacy_stream",
        "zero_count",
        "first_index_not_0",
        "indexes_not_increasing",
        "index_past_end",
        "invalid_order",
        "unknown_flag",
        "null_dst",
        "zero_size",
    ):
        assert out[key] == "cudaErrorInvalidValue", key
    assert out["untouched"] == "1 20 5"


def test_3d_batch_round_trips_through_an_array():
    out = lines_by_key(run("memcpy_batch.cu").stdout)
    assert out["to_array"] == out["from_array"] == "cudaSuccess"
    assert out["round_trip"] == "1"
    for key in (
        "3d_flags",
        "3d_zero_ops",
        "3d_legacy_stream",
        "3d_zero_extent",
        "3d_short_rows",
        "3d_outside_array",
        "3d_element_mismatch",
        "3d_bad_type",
        "3d_invalid_order",
        "3d_freed_array",
    ):
        assert out[key] == "cudaErrorInvalidValue", key
