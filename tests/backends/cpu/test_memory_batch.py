"""CPU backend batched prefetches and discards: each range's last prefetch location follows its
batch entry, discarded memory stays usable, and CUDA's codes for malformed batches."""

from __future__ import annotations

import pytest
from support.cuda_program import lines_by_key, run


@pytest.fixture(scope="module")
def out():
    return lines_by_key(run("memory_batch.cu").stdout)


def test_each_range_goes_to_its_location(out):
    assert out["prefetched_to"] == "0 0 -1"  # two to device 0, one to the host (cudaCpuDeviceId)
    assert out["discard_and_prefetch_to"] == "-1 -1 -1"


def test_discarded_memory_is_written_again(out):
    assert out["written_after_discard"] == "5 5"


def test_malformed_batches_get_cudas_codes_and_change_nothing(out):
    for key in (
        "legacy_stream",
        "flags",
        "no_ranges",
        "empty_range",
        "indexes_not_from_0",
        "indexes_not_increasing",
        "index_past_end",
        "no_locations",
    ):
        assert out[key] == "cudaErrorInvalidValue", key
    assert out["other_device"] == "cudaErrorInvalidDevice"
    assert out["unchanged_after_errors"] == "-1 -1 -1"
