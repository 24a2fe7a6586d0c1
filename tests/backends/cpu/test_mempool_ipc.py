"""CPU backend memory pools shared between processes: a pool exported as a file descriptor and a
pointer exported from it are imported in a child process, which reads the parent's bytes and
writes ones the parent then reads; CUDA's cudaErrorInvalidValue for every misuse."""

from __future__ import annotations

import sys

import pytest
from support.cuda_program import MODES, lines_by_key, run

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"),
    reason="pool sharing on the CPU backend needs Linux (memfd)",
)

N = 1024


@pytest.fixture(scope="module", params=MODES)
def out(request):
    return lines_by_key(run("mempool_ipc.cu", mode=request.param).stdout)


def test_an_exported_pool_pointer_is_shared_with_the_child(out):
    assert out["export_pool"] == out["export_pointer"] == "cudaSuccess"
    assert out["contents_kept"] == str(3 * N * (N - 1) // 2)  # exporting keeps the bytes
    assert out["child_sum"] == str(3 * N * (N - 1) // 2)
    assert out["child_exit"] == "0"
    assert out["parent_sum_after_child"] == str(3 * N * (N - 1) // 2 + N)
    assert out["child_free"] == "cudaSuccess"


def test_pool_sharing_errors_are_cudas(out):
    assert out["import_own_pool"] == "cudaSuccess"  # as CUDA 13.0 allows
    assert out["import_own_pointer"] == "cudaErrorDeviceUninitialized"  # as cudaIpcOpenMemHandle
    assert out["import_bad_fd"] == "cudaErrorUnknown"  # CUDA 13.0's answer for fd -1
    for key in (
        "private_pool_export",
        "fabric_export",
        "export_flags",
        "export_plain_pointer",
        "export_private_pointer",
        "export_null_data",
        "import_into_own_pool",
        "child_wrong_pool",
        "child_not_imported_pool",
        "child_free_again",
    ):
        assert out[key] == "cudaErrorInvalidValue", key
