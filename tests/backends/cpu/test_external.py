"""CPU backend external memory and semaphores (cudaImportExternalMemory, cudaImportExternalSemaphore,
their calls and graph nodes): memory shared as a memfd is device memory both sides see, semaphores order
streams (also against another process), and misuse returns CUDA's documented error codes."""

from __future__ import annotations

import sys

import pytest
from support.cuda_program import MODES, lines_by_key, run

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"),
    reason="external memory on the CPU backend needs Linux fds",
)


@pytest.fixture(scope="module", params=MODES)
def out(request):
    return lines_by_key(run("external.cu", mode=request.param).stdout)


def test_mapped_buffer_is_the_shared_memory(out):
    # 1024 ints of 1 at byte offset 4352 (not a page boundary), +4 by a kernel.
    assert out["other_api_sees_kernel_writes"] == str(5 * 1024)
    assert out["bytes_before_untouched"] == "1"
    assert out["device_sees_other_api_writes"] == "100"
    assert out["buffer_memory_type"] == "2"  # cudaMemoryTypeDevice


def test_buffers_outlive_the_memory_object_until_cudafree(out):
    assert out["buffer_after_destroy"] == "6"
    assert out["free_buffer"] == "cudaSuccess"
    assert out["free_buffer_twice"] == "cudaErrorInvalidValue"


def test_semaphores_order_streams(out):
    assert out["binary_pending"] == "cudaErrorNotReady"
    assert out["binary_after_signal"] == "1"
    # Another process raised the timeline counter to 5; the stream waited for it.
    assert out["timeline_pending"] == "cudaErrorNotReady"
    assert out["timeline_after_other_process"] == "1"
    assert out["timeline_counter"] == "9"  # signals 9 then 3: a timeline never goes down


def test_graph_nodes_signal_and_wait_in_graph_order(out):
    assert out["node_params"] == "1 1 20"  # one semaphore, the one given, fence value 20
    # The launched graph waits at its first node; the memset and the signal come after.
    assert out["graph_waits"] == "cudaErrorNotReady 0"
    assert out["graph_ran"] == "1 20"
    # The executable's copy (40) ran; the graph's own node holds what was set on it (30).
    assert out["exec_set_params"] == "40 30"
    assert out["generic_node_type"] == "8"  # cudaGraphNodeTypeExtSemaphoreSignal


@pytest.mark.parametrize(
    "key, code",
    [
        ("destroy_twice", "cudaErrorInvalidResourceHandle"),
        ("import_null_desc", "cudaErrorInvalidValue"),
        ("import_size_zero", "cudaErrorInvalidValue"),
        ("import_larger_than_file", "cudaErrorInvalidValue"),
        ("import_bad_flags", "cudaErrorInvalidValue"),
        ("import_win32", "cudaErrorInvalidValue"),
        ("import_pipe", "cudaErrorInvalidValue"),
        ("map_past_end", "cudaErrorInvalidValue"),
        ("map_size_zero", "cudaErrorInvalidValue"),
        ("map_bad_flags", "cudaErrorInvalidValue"),
        ("map_null_pointer", "cudaErrorInvalidValue"),
        ("map_destroyed", "cudaErrorInvalidResourceHandle"),
        ("binary_not_eventfd", "cudaErrorInvalidValue"),
        ("timeline_not_file", "cudaErrorInvalidValue"),
        ("import_d3d12", "cudaErrorInvalidValue"),
        ("sem_import_bad_flags", "cudaErrorInvalidValue"),
        ("sem_import_null_desc", "cudaErrorInvalidValue"),
        ("signal_nvsci_flag", "cudaErrorInvalidValue"),
        ("signal_null_arrays", "cudaErrorInvalidValue"),
        ("signal_destroyed", "cudaErrorInvalidResourceHandle"),
        ("wait_destroyed", "cudaErrorInvalidResourceHandle"),
        ("semaphore_destroy_twice", "cudaErrorInvalidResourceHandle"),
        ("node_null_params", "cudaErrorInvalidValue"),
        ("node_no_semaphores", "cudaErrorInvalidValue"),
        ("node_bad_flags", "cudaErrorInvalidValue"),
        ("node_get_wrong_type", "cudaErrorInvalidValue"),
        ("node_set_wrong_type", "cudaErrorInvalidValue"),
        ("node_destroyed_semaphore", "cudaErrorInvalidValue"),
    ],
)
def test_error_codes(out, key, code):
    assert out[key] == code
