"""CPU backend graphs built node by node: a diamond of kernels and its result, dependency order,
host, memset, memcpy (1D and 3D) and event nodes, child graphs, node and edge queries, clones,
executable-graph updates, and CUDA's error codes for bad arguments (inputs/graph_nodes.cu)."""

from __future__ import annotations

import pytest
from support.cuda_program import MODES, lines_by_key, run


@pytest.fixture(scope="module", params=MODES)
def out(request):
    result = run("graph_nodes.cu", mode=request.param)
    return {"stderr": result.stderr, **lines_by_key(result.stdout)}


def test_diamond_built_node_by_node_computes_its_result(out):
    # memset a = 1; b = 2 and c = 5 in parallel branches; a += b + c; a *= 3; copy; host node.
    assert out["instantiate"] == "cudaSuccess"
    assert out["diamond"] == "24 24 host_ran 1"


def test_nodes_edges_and_roots_are_listed_in_creation_order(out):
    assert out["counts"] == "7 1 7"  # nodes, roots, edges
    assert out["nodes_in_order"] == "1"
    assert out["first_edges"] == "1 1"
    assert out["deps"] == "2 2 1"  # sum's dependencies, memset's dependents, memcpy's type


def test_exec_kernel_node_set_params_changes_the_next_launch(out):
    assert out["exec_set"] == "cudaSuccess"
    assert out["after_exec_set"] == "32"  # (1 + 2 + 5) * 4


def test_a_disabled_node_does_nothing(out):
    assert out["disabled"] == "0 8"  # the scale kernel skipped
    assert out["disable_host_node"] == "cudaErrorInvalidValue"  # only kernel, memcpy, memset


def test_event_record_node_and_3d_copy_node(out):
    assert out["event_node"] == "1 cudaSuccess 1"
    assert out["copy_3d"] == "8 8"


def test_clone_and_find_in_clone(out):
    # The clone's node is a different node with the same copied arguments and launch shape.
    assert out["clone"] == "1 3 2"


def test_a_clone_owns_its_user_object_references(out):
    # the clone's release leaves the original's reference: destroyed with the original
    assert out["clone_user_objects"] == "0 1 1"


def test_exec_update_same_shape_succeeds_and_changed_topology_fails(out):
    assert out["update_same"] == "cudaSuccess 0"
    # cudaGraphExecUpdateErrorTopologyChanged (2), errorNode = the added node
    assert out["update_changed"] == "cudaErrorGraphExecUpdateFailure 2 1"


def test_child_graphs_and_dependencies_order_execution(out):
    assert out["child_order"] == "1 2 3 1 3"
    assert out["child_nodes"] == "2"


def test_a_template_kernel_specialization_runs_as_a_node(out):
    assert out["template_kernel"] == "10 10"  # c = 5, + 5


def test_kernel_node_attributes(out):
    # priority set, copied to another node and read back; cooperative nodes are not supported;
    # a stream-only attribute and a memset node are cudaErrorInvalidValue
    assert out["node_attributes"] == (
        "cudaSuccess -3 cudaErrorNotSupported cudaErrorInvalidValue cudaErrorInvalidValue"
    )


def test_graph_memory_attributes(out):
    assert out["graph_mem"] == (
        "0 cudaSuccess cudaErrorInvalidValue cudaErrorInvalidValue cudaSuccess "
        "cudaErrorInvalidDevice"
    )


def test_debug_dot_print(out):
    # 7 edges, 4 kernel nodes; the kernel named in its vertex
    assert out["dot"] == "cudaSuccess 7 4 1"


def test_generic_node_api(out):
    # memset b = 4 and b *= 6 through cudaGraphAddNode, a child graph moved into its node (its
    # handle is the node's graph), ExecNodeSetParams with a new argument (* 7), a type change
    # refused, a conditional node not supported; cudaGraphNodeParams is CUDA's 256 bytes
    assert out["generic"] == (
        "cudaSuccess cudaSuccess cudaSuccess 1 24 cudaSuccess 28 1 256 cudaErrorInvalidValue "
        "cudaErrorNotSupported"
    )


def test_invalid_arguments_get_cudas_codes(out):
    for key in (
        "null_out",
        "foreign_dep",
        "bad_memset",
        "null_params",
        "wrong_type",
        "self_edge",
        "duplicate_edge",
        "cycle",
        "destroyed_graph",
    ):
        assert out[key] == "cudaErrorInvalidValue", key


def test_a_func_that_is_not_a_kernel_is_refused_with_its_name(out):
    assert out["not_a_kernel"] == "cudaErrorInvalidDeviceFunction"
    assert "a kernel node's func (note(void*))" in out["stderr"]
