"""CPU backend streams and events: ordering within a stream, asynchrony and queries, cross-stream
event waits, the legacy default stream's implicit synchronization, callbacks and timing."""

from __future__ import annotations

import pytest
from support.cuda_program import MODES, lines_by_key, run


def _names(out: dict) -> dict:
    """Error names in CUDA's spelling whatever prefix the runtime prints."""
    return {
        k: v.replace("cuportError", "cudaError").replace("cuportSuccess", "cudaSuccess")
        for k, v in out.items()
    }


@pytest.fixture(scope="module", params=MODES)
def out(request):
    return _names(lines_by_key(run("streams.cu", mode=request.param).stdout))


def test_work_is_asynchronous_and_queries_report_not_ready(out):
    assert out["stream_query_pending"] == "cudaErrorNotReady"
    assert out["event_query_pending"] == "cudaErrorNotReady"
    assert out["last_error_after_not_ready"] == "cudaSuccess"  # not-ready is not an error
    assert out["stream_query_done"] == "cudaSuccess"
    assert out["event_query_done"] == "cudaSuccess"


def test_one_stream_runs_in_order(out):
    assert out["in_order"] == "1"
    assert out["callback_order"] == "0 1 2 3 4 5"
    assert out["args_by_value"] == "5"  # kernel arguments are copied at launch


def test_destroy_is_asynchronous_and_host_functions_cannot_wait(out):
    assert out["destroy_returned_early"] == "1"
    assert out["destroyed_work_completed"] == "1"
    assert out["sync_in_host_func"] == "800"  # cudaErrorNotPermitted


def test_pageable_async_copy_consumes_its_source(out):
    assert out["pageable_async_source"] == "10 11 12 13"


def test_stream_wait_event(out):
    assert out["wait_event_saw_flag"] == "1"


def test_legacy_default_stream_ordering(out):
    assert out["legacy_waits_for_blocking"] == "1"
    assert out["legacy_skips_nonblocking"] == "1"
    assert out["blocking_waits_for_legacy"] == "1"
    assert out["device_sync_waited"] == "1"


def test_event_timing(out):
    assert 115.0 <= float(out["elapsed_ms"]) < 2000.0  # a 120 ms host function between them
    assert out["elapsed_without_timing"] == "cudaErrorInvalidResourceHandle"
    assert out["elapsed_unrecorded"] == "cudaErrorInvalidResourceHandle"
    assert out["query_unrecorded"] == "cudaSuccess"


def test_per_thread_stream_and_priorities(out):
    assert out["per_thread_stream"] == "7"
    assert out["priority"] == "0 -5 -5 1"
    assert out["done"] == "1"


def test_per_thread_default_stream_build_option():
    """Built with per-thread default streams, stream 0 no longer waits for blocking streams."""
    out = _names(
        lines_by_key(run("streams.cu", defines=("CUDA_API_PER_THREAD_DEFAULT_STREAM=1",)).stdout)
    )
    assert out["legacy_skips_nonblocking"] == "1"
    assert out["in_order"] == "1"
    assert out["legacy_waits_for_blocking"] == "0"  # the per-thread stream is not the legacy one


@pytest.mark.parametrize("mode", MODES)
def test_graph_from_stream_capture(mode):
    """Captured work (a fork/join over two streams) runs only when the graph is launched."""
    out = lines_by_key(run("graphs.cu", mode=mode).stdout)
    assert out["capturing"] == "1"
    assert out["sync_while_capturing"] == "900"  # cudaErrorStreamCaptureUnsupported
    assert out["captured_branch_released"] == "0"
    assert out["ran_while_capturing"] == "0"
    assert out["nodes"] == "4"  # three kernels and a host function
    assert out["after_three_launches"] == "4.5 9 10 3"
    assert out["end_without_capture"] == "401"  # cudaErrorIllegalState
    assert out["done"] == "1"


def test_user_objects_graph_flags_and_single_device_queries():
    """User objects as the Runtime API documents them: the last release runs the destructor; a
    graph owns its references until destroyed, an executable graph its own copies until it is
    destroyed and its launches ran; cudaUserObjectNoDestructorSync is required. A P2P attribute
    needs two distinct devices (cudaErrorInvalidDevice with one)."""
    out = lines_by_key(run("user_objects.cu").stdout)
    assert out == {
        "create": "cudaSuccess",
        "retain": "cudaSuccess",
        "release two": "cudaSuccess",
        "destroyed after two": "0",
        "release last": "cudaSuccess",
        "destroyed after last": "1",
        "create no flag": "cudaErrorInvalidValue",
        "create zero refs": "cudaErrorInvalidValue",
        "create no destructor": "cudaErrorInvalidValue",
        "graph retain move": "cudaSuccess",
        "instantiate": "cudaSuccess",
        "exec flags": "cudaSuccess",
        "flags": "1",
        "graph destroy": "cudaSuccess",
        "destroyed with graph": "0",
        "launch": "cudaSuccess",
        "exec destroy": "cudaSuccess",
        "sync": "cudaSuccess",
        "destroyed with exec": "1",
        "ran": "1 1 1 1",
        "graph retain": "cudaSuccess",
        "graph release too many": "cudaErrorInvalidValue",
        "graph release": "cudaSuccess",
        "user release": "cudaSuccess",
        "destroyed by releases": "1",
        "p2p same device": "cudaErrorInvalidDevice",
        "p2p no such device": "cudaErrorInvalidDevice",
        "p2p value untouched": "7",
        "reset persisting l2": "cudaSuccess",
    }
