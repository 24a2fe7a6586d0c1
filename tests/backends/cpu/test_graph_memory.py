"""CPU backend graph memory nodes: an allocation node's memory written by a kernel node and read
by a memcpy node, its address fixed across launches, allocations that outlive their graph, the
device's graph memory attributes and trim, CUDA's restrictions on graphs with memory nodes, the
generic node API, stream capture of cudaMallocAsync/cudaFreeAsync and CUDA's error codes
(inputs/graph_memory.cu)."""

from __future__ import annotations

import pytest
from support.cuda_program import MODES, lines_by_key, run

MIB = 1 << 20


@pytest.fixture(scope="module", params=MODES)
def out(request):
    result = run("graph_memory.cu", mode=request.param)
    return {"stderr": result.stderr, **lines_by_key(result.stdout)}


def test_an_allocation_node_returns_its_address_at_creation(out):
    assert out["before"] == "0 0 0 0"  # no graph memory yet: nothing used or reserved
    assert out["alloc"] == "cudaSuccess 1"  # dptr set, 256-byte aligned
    assert out["free_node"] == "cudaSuccess"
    # bytesize, dptr, pool device, one access descriptor (read-write), the free node's dptr
    assert out["alloc_params"] == "1048576 1 0 1 1 1"
    assert out["types"] == "10 11"  # cudaGraphNodeTypeMemAlloc, cudaGraphNodeTypeMemFree
    assert out["dot"] == "cudaSuccess 1 1"  # one vertex of each kind in cudaGraphDebugDotPrint


def test_kernel_writes_and_memcpy_reads_it_at_the_same_address_in_every_launch(out):
    assert out["instantiate"] == "cudaSuccess"
    assert out["launches"] == "3 3"  # kernel saw dptr each time; host copy right each time


def test_graph_memory_attributes_and_trim(out):
    # freed in the graph: none used, the high watermark 1 MiB, the pages kept in reserve
    assert out["after_a"] == f"0 {MIB} {MIB} {MIB}"
    assert out["trim"] == "0 0"  # cudaDeviceGraphMemTrim gave the reserve back
    assert out["reset"] == "0 0"  # both highs reset to zero


def test_memory_freed_in_its_graph_cannot_be_freed_elsewhere(out):
    # cudaFree, a free node in another graph, a second free node in the same graph
    assert out["free_owned"] == " ".join(["cudaErrorInvalidValue"] * 3)


def test_restrictions_on_graphs_with_memory_nodes(out):
    # clone, child graph node, destroy node, remove edge, a second instantiation
    assert out["restrictions"] == " ".join(["cudaErrorInvalidValue"] * 5)
    assert out["reinstantiate"] == "cudaSuccess"  # after the first exec is destroyed
    # cudaGraphExecUpdateErrorNotSupported: an allocation's address cannot be replaced
    assert out["update"] == "cudaErrorGraphExecUpdateFailure 6"


def test_an_allocation_not_freed_in_its_graph_outlives_the_launch(out):
    # read in stream order after the graph (7 + 5), device memory, 1 MiB in use
    assert out["outlives"] == f"12 1 {MIB}"
    assert out["relaunch_unfreed"] == "cudaErrorInvalidValue"
    assert out["cuda_free"] == "cudaSuccess cudaErrorInvalidValue 0"  # a second free is refused
    assert out["free_async"] == "cudaSuccess cudaSuccess 0"


def test_another_graphs_free_node_frees_it(out):
    # then the owning graph can no longer free it itself
    assert out["freed_elsewhere"] == "cudaSuccess 0 cudaErrorInvalidValue"


def test_auto_free_on_launch_frees_the_previous_launchs_allocation(out):
    assert out["auto_free"] == f"cudaSuccess cudaSuccess {MIB} cudaSuccess"


def test_generic_node_api_makes_memory_nodes_that_cannot_be_changed(out):
    assert out["generic"] == (
        "cudaSuccess cudaSuccess 1 1 cudaErrorNotSupported cudaErrorNotSupported"
    )


def test_invalid_arguments_get_cudas_codes(out):
    for key in (
        "bad_size",
        "bad_device",
        "bad_location",
        "bad_type",
        "bad_handle",
        "bad_access_count",
        "bad_access_flags",
        "null_params",
    ):
        assert out[key] == "cudaErrorInvalidValue", key
    # a stack address, an address inside an allocation, null
    assert out["bad_free"] == " ".join(["cudaErrorInvalidValue"] * 3)
    assert out["wrong_node"] == "cudaErrorInvalidValue cudaErrorInvalidValue"
    assert out["nodes_in_other"] == "0"  # refused nodes are not added


def test_capture_makes_allocation_and_free_nodes(out):
    # cudaMallocAsync/cudaFreeAsync in a capture: 4 nodes, the first an allocation node (10), the
    # last a free node (11) of the same address; right data and the same address in 2 launches;
    # the captured graph has CUDA's restrictions (no clone); nothing left allocated
    assert out["captured"] == "cudaSuccess cudaSuccess 4 10 11 1 2 2 cudaErrorInvalidValue 0"


def test_a_kernel_after_the_free_node_faults(out):
    assert out["use_after_free"] == "cudaErrorIllegalAddress"
    assert "kernel fill faulted: illegal memory access" in out["stderr"]
