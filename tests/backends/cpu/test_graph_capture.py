"""CPU backend stream capture as a program sees it while it runs: cudaStreamGetCaptureInfo's graph,
dependency nodes and edge data, cudaStreamUpdateCaptureDependencies (a hand-made node joins the
captured work), cudaStreamBeginCaptureToGraph, the edges of a fork and join through events, and
CUDA's error codes (inputs/graph_capture.cu)."""

from __future__ import annotations

import pytest
from support.cuda_program import MODES, lines_by_key, run


@pytest.fixture(scope="module", params=MODES)
def out(request):
    return lines_by_key(run("graph_capture.cu", mode=request.param).stdout)


def test_a_stream_that_is_not_capturing(out):
    # only the status (None) is returned; updating its dependencies is an illegal state
    assert out["not_capturing"] == "cudaSuccess 0 cudaErrorIllegalState"


def test_capture_info_returns_the_graph_and_the_streams_dependencies(out):
    # active, an id, one dependency: the graph's only node (the captured kernel), zero edge data
    assert out["capture_info"] == "cudaSuccess 1 1 1 1 1"


def test_the_graph_being_captured_cannot_be_destroyed_or_lose_nodes(out):
    assert out["capture_graph_locked"] == "cudaErrorInvalidValue cudaErrorInvalidValue"


def test_update_capture_dependencies_set_and_add(out):
    # a kernel node added by hand after the captured one, then made the stream's dependency
    assert out["set_dependencies"] == "cudaSuccess cudaSuccess 1 1"
    # adding it to the stream's dependencies after the next captured kernel: both, in order
    assert out["add_dependencies"] == "cudaSuccess 2 1"


def test_the_hand_made_node_runs_between_the_captured_kernels(out):
    # the graph EndCapture returns is the one GetCaptureInfo gave: 3 nodes in a chain
    assert out["ended"] == "cudaSuccess 1 3 2"
    assert out["manual_node"] == "15 165"  # (x + 1) * 10 + 5, twice


def test_capture_errors(out):
    # unknown flags, a node of another graph, programmatic edge data, edge data without nodes
    assert out["update_errors"] == (
        "cudaErrorInvalidValue cudaErrorInvalidValue cudaErrorNotSupported cudaErrorInvalidValue"
    )
    assert out["begin_twice"] == "cudaErrorIllegalState"


def test_begin_capture_to_graph_appends_after_the_given_nodes(out):
    # the same graph back; memset -> scale -> add: 3 nodes, 2 edges, the memset the only root
    assert out["to_graph"] == "cudaSuccess 1 3 2 1 1 7"  # 2 * 3 + 1
    # the legacy stream, a destroyed graph, a node of another graph, programmatic edge data
    assert out["to_graph_errors"] == (
        "cudaErrorStreamCaptureUnsupported cudaErrorInvalidValue cudaErrorInvalidValue "
        "cudaErrorNotSupported"
    )


def test_fork_and_join_through_events_make_a_diamond(out):
    # after the join the stream depends on both branches; 4 nodes, 4 edges; 1 + 2 + 3 + 4
    assert out["fork_join"] == "2 4 4 10"
