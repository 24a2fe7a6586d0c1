"""CPU backend stream attributes (cudaStreamSetAttribute/GetAttribute/CopyAttributes): CUDA's
defaults, every stream attribute round-trips, copies carry them over, and CUDA's codes."""

from __future__ import annotations

import pytest
from support.cuda_program import lines_by_key, run


@pytest.fixture(scope="module")
def out():
    return lines_by_key(run("stream_attributes.cu").stdout)


def test_defaults_are_cudas(out):
    assert out["default_window"] == "1 0 0.00 0 0"  # null base, empty, both Normal
    assert out["default_sync_policy"] == "1"  # cudaSyncPolicyAuto
    assert out["default_priority"] == "0"
    assert out["default_domain"] == "0"
    assert out["default_domain_map"] == "0 1"


def test_each_attribute_round_trips(out):
    assert out["window"] == "1 262144 0.60 2 1"  # Persisting hits, Streaming misses
    assert out["sync_policy"] == "4"  # cudaSyncPolicyBlockingSync
    assert out["priority"] == "-3 -3"  # the attribute is the stream's priority
    assert out["priority_clamped"] == "-5"
    assert out["domain"] == "1"
    assert out["domain_map"] == "1 0"
    assert out["work_with_window"] == str(2 * ((1 << 16) - 1))


def test_copy_carries_every_attribute(out):
    assert out["copied_window"] == "1 262144 0.60 2 1"
    assert out["copied_policy_priority_domain"] == "4 -5 1"


def test_invalid_values_are_refused_and_change_nothing(out):
    for key in (
        "null_value",
        "get_null_value",
        "launch_only_attribute",
        "get_launch_only_attribute",
        "hit_ratio_above_one",
        "persisting_miss",
        "window_too_large",
        "sync_policy_zero",
        "domain_two",
    ):
        assert out[key] == "cudaErrorInvalidValue", key
    assert out["window_after_rejections"] == "1 262144 0.60 2 1"


def test_windows_have_compute_capability_8_limits_and_nothing_persists(out):
    assert out["max_window"] == "134213632"
    assert out["persisting_l2"] == "0"  # a CPU has no persisting L2 lines
