"""CPU backend IPC (cudaIpc*): two processes share device memory and events through the handles,
each waiting for the other's records, and every misuse returns CUDA's documented error code."""

from __future__ import annotations

import sys

import pytest
from support.cuda_program import MODES, lines_by_key, run

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="IPC on the CPU backend needs Linux (memfd)"
)


@pytest.fixture(scope="module", params=MODES)
def out(request):
    return lines_by_key(run("ipc.cu", mode=request.param).stdout)


def test_exporting_keeps_the_pointer_and_its_bytes(out):
    assert out["contents_kept_by_export"] == "1024"  # 1024 ints of 1 written before the export
    assert out["handle_stable"] == "1"


def test_two_processes_share_memory_and_wait_on_each_others_events(out):
    # The child waited for the parent's fill (7, 300 ms late) before adding 1...
    assert out["child_sum_after_wait"] == str(8 * 1024)
    # ...and the parent, waiting on the event the child recorded, sees the child's +10.
    assert out["done_pending_in_parent"] == "cudaErrorNotReady"
    assert out["parent_sum_after_wait"] == str(18 * 1024)
    assert out["done_query_after_sync"] == "cudaSuccess"
    assert out["child_exit"] == "0"


def test_opened_memory_is_device_memory_counted_by_references(out):
    assert out["child_open_twice_same_pointer"] == "1"
    assert out["child_pointer_type"] == "2"  # cudaMemoryTypeDevice
    assert out["child_close_third_time"] == "cudaErrorInvalidValue"


def test_error_codes(out):
    assert out["child_open_freed"] == "cudaErrorMapBufferObjectFailed"
    assert out["child_open_own_event"] == "cudaErrorDeviceUninitialized"
    assert out["get_null"] == "cudaErrorInvalidValue"
    assert out["get_host_memory"] == "cudaErrorInvalidValue"
    assert out["get_no_handle"] == "cudaErrorInvalidValue"
    assert out["open_own"] == "cudaErrorDeviceUninitialized"
    assert out["open_zero_handle"] == "cudaErrorInvalidResourceHandle"
    assert out["open_bad_flags"] == "cudaErrorInvalidValue"
    assert out["close_not_opened"] == "cudaErrorInvalidValue"
    assert out["event_not_interprocess"] == "cudaErrorInvalidResourceHandle"
    assert out["event_with_timing"] == "cudaErrorInvalidValue"
    assert out["open_own_event"] == "cudaErrorDeviceUninitialized"
    assert out["open_zero_event"] == "cudaErrorInvalidValue"
    assert out["open_memory_as_event"] == "cudaErrorInvalidValue"


def test_the_device_reports_ipc_event_support(out):
    assert out["ipc_event_support"] == "1"
