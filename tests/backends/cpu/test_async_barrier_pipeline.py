"""CPU backend: libcu++'s asynchronous barriers and pipelines (cuda/barrier, cuda/pipeline ->
cuport/cuda_barrier.h), cooperative_groups::memcpy_async and the __pipeline primitives.
inputs/async_barrier_pipeline.cu runs 5 blocks of 96 threads through: a barrier's phases (arrive
with an update of 2, wait_parity without arriving, arrive_and_drop, a completion function that
counts phases), memcpy_async with a barrier (one thread's float4, a whole block's group copy),
a thread-scope pipeline three stages deep, a block-scope pipeline of one producer and two
consumer warps over four stages, one where every thread is both, and cg::memcpy_async + wait;
last, a barrier expecting one arrival too many stops its kernel (a GPU would hang).
Every thread reads what others (or its own earlier stages) wrote, so a wait that passed early
gives other numbers than the NumPy references below. Both execution paths run: the thread-scope
pipeline kernel is lowered to thread loops, the rest stay on fibers; CUPORT_LOWERING=0 runs all
of them on fibers.
"""

from __future__ import annotations

import numpy as np
import pytest
from support.cuda_program import MODES, lines_by_key, run

BLOCKS, THREADS = 5, 96
ROUNDS, DROP_ROUND, DROPPED = 6, 3, 32
STAGES, BATCHES = 3, 8
CONSUMERS, BLOCK_BATCHES = 64, 11


def _inputs(count: int) -> np.ndarray:
    return ((np.arange(count) * 37) % 101).astype(np.float64)


def _values(text: str) -> np.ndarray:
    return np.array([float(v) for v in text.split()])


def _barrier_phases() -> np.ndarray:
    out = np.zeros((BLOCKS, ROUNDS, THREADS))
    for block in range(BLOCKS):
        for r in range(ROUNDS):
            live = THREADS - DROPPED if r >= DROP_ROUND else THREADS
            slot = 1000 * (r + 1) + 10 * np.arange(THREADS) + block
            reader = np.arange(live)
            out[block, r, :live] = slot[(reader + 1) % live]
    return out.ravel()


def _copy_with_barrier() -> np.ndarray:
    tiles = _inputs(BLOCKS * THREADS * 4).reshape(BLOCKS, THREADS * 4)
    t = np.arange(THREADS)
    other = (t * 7 + 5) % THREADS
    sums = tiles.reshape(BLOCKS, THREADS, 4)[:, other, :].sum(axis=2)
    return (sums + 1000 * tiles[:, (4 * t + 3 * THREADS) % (4 * THREADS)]).ravel()


def _thread_pipeline() -> np.ndarray:
    chunks = _inputs(BLOCKS * THREADS * BATCHES * 2).reshape(BLOCKS * THREADS, BATCHES, 2)
    weights = np.arange(1, BATCHES + 1)
    return (chunks[:, :, 0] * weights).sum(axis=1) - chunks[:, :, 1].sum(axis=1)


def _block_pipeline() -> np.ndarray:
    batches = _inputs(BLOCKS * BLOCK_BATCHES * CONSUMERS).reshape(BLOCKS, BLOCK_BATCHES, CONSUMERS)
    t = np.arange(CONSUMERS)
    mixed = batches[:, :, t] + 0.5 * batches[:, :, (t + 1) % CONSUMERS]
    weights = np.arange(1, BLOCK_BATCHES + 1)[None, :, None]
    return (mixed * weights).sum(axis=1).ravel()


def _block_pipeline_all() -> np.ndarray:
    batches = _inputs(BLOCKS * BLOCK_BATCHES * THREADS).reshape(BLOCKS, BLOCK_BATCHES, THREADS)
    shifted = batches[:, :, (np.arange(THREADS) + 5) % THREADS]
    weights = np.arange(1, BLOCK_BATCHES + 1)[None, :, None]
    return (shifted * weights).sum(axis=1).ravel()


def _cg_copy() -> np.ndarray:
    return _inputs(BLOCKS * THREADS).reshape(BLOCKS, THREADS)[:, ::-1].ravel()


@pytest.mark.parametrize("lowering", ["1", "0"])
@pytest.mark.parametrize("mode", MODES)
def test_barriers_and_pipelines_match_numpy(mode, lowering):
    proc = run("async_barrier_pipeline.cu", mode=mode, env={"CUPORT_LOWERING": lowering})
    got = lines_by_key(proc.stdout)
    assert got["status"] == "cudaSuccess"
    expected = {
        "barrier_phases": _barrier_phases(),
        "phases": np.full(BLOCKS, ROUNDS),
        "copy_with_barrier": _copy_with_barrier(),
        "thread_pipeline": _thread_pipeline(),
        "pipeline_primitives": _thread_pipeline(),
        "block_pipeline": _block_pipeline(),
        "block_pipeline_all": _block_pipeline_all(),
        "cg_copy": _cg_copy(),
    }
    for name, want in expected.items():
        np.testing.assert_array_equal(_values(got[name]), want, err_msg=name)
    assert got["deadlock"] == "cudaErrorLaunchFailure"
    assert "cuport: deadlock: cuda::barrier::wait waits for arrivals that never come" in proc.stderr


def test_alignas_after_shared_moves_before_the_specifiers():
    """`__shared__ alignas(16) float x[4];` (as NVIDIA's samples write it) compiles where
    `__shared__` is a storage class: the translator puts alignas first, its text untouched."""
    from cuport.translator.translation import translate

    source = (
        "__global__ void k(float* out) {\n"
        "  static __shared__ alignas(16) float a[4];\n"
        "  __shared__ alignas(alignof(float4)) float b[4];\n"
        "  out[0] = a[0] + b[0];\n"
        "}\n"
    )
    text = translate(source).code
    assert "alignas(16) static __shared__ float a[4];" in text
    assert "alignas(alignof(float4)) __shared__ float b[4];" in text
