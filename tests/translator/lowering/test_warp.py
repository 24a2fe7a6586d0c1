"""Warp operations in lowered CPU kernels (planner.py and emit_warps.py's exchanges, inliner.py):
helpers that hold shuffles are inlined, kernels are split at each warp operation, and the results
equal the fiber path's and NumPy's, guarded and exited lanes included."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cuport.backends.cpu.driver import RUNTIME_HEADERS
from cuport.translator.lowering import lower
from cuport.translator.pipeline import translate_program
from support.cuda_program import MODES, run

INPUTS = Path(__file__).resolve().parent / "inputs"
KERNELS = INPUTS / "warp_kernels.cu"
NAMES = ["block_reduce", "butterfly", "warp_scan", "votes", "early_exit", "syncwarp_exchange"]


def test_warp_kernels_are_split_not_left_to_fibers():
    program = translate_program([KERNELS])
    result = lower.lower(
        program.sources["warp_kernels.cu"], "warp_kernels.cu", RUNTIME_HEADERS, (), program.sources
    )
    assert result.error is None
    kernels = {k.name: k for k in result.kernels}
    for name in NAMES:
        assert kernels[name].lowered, (name, kernels[name].reason)
        assert "warp operations" in kernels[name].how
    assert kernels["block_reduce"].how == (
        "split at barriers and warp operations into thread loops"
    )
    # The helpers' bodies were inlined: the kernel no longer calls them.
    assert "blockReduceSum<int>(v)" not in result.text.split("kernel_entry(true,")[1]


@pytest.mark.parametrize("mode", MODES)
def test_lowered_and_fiber_paths_agree(mode):
    lowered = run(KERNELS, mode=mode)
    fibers = run(KERNELS, mode=mode, env={"CUPORT_LOWERING": "0"})
    assert lowered.stdout.strip().endswith("done"), lowered.stdout
    assert lowered.stdout == fibers.stdout


def test_results_match_numpy():
    rows = {}
    for line in run(KERNELS).stdout.splitlines():
        name, *values = line.split()
        rows[name] = np.array([float(v) for v in values])
    values = np.arange(5000) * 13 % 101
    padded = np.concatenate([values, np.zeros(20 * 256 - 5000, dtype=int)])
    np.testing.assert_array_equal(rows["block_reduce"], padded.reshape(20, 256).sum(axis=1))

    warps = values[:256].reshape(8, 32)
    butterfly = warps.sum(axis=1)[:, None] * 1000 + warps[:, :1]
    np.testing.assert_array_equal(rows["butterfly"], np.broadcast_to(butterfly, (8, 32)).ravel())

    np.testing.assert_array_equal(
        rows["warp_scan"], values[:288].reshape(9, 32).cumsum(axis=1).ravel()
    )

    warps = values[:256].reshape(8, 32)
    p = warps % 3 == 0
    count = p.sum(axis=1)[:, None]
    any_big = (warps > 90).any(axis=1)[:, None]
    even = np.where(np.arange(32) % 2 == 0, p[:, ::2].sum(axis=1)[:, None], -1)
    votes = count * 10000 + any_big * 1000 + 100 + even
    np.testing.assert_array_equal(rows["votes"], votes.ravel())

    floats = (np.arange(320) % 9) * 0.5
    expect = np.full(16, -1.0)
    expect[:10] = floats.reshape(10, 32).sum(axis=1)
    np.testing.assert_array_equal(rows["early_exit"], expect)

    t = np.arange(36)  # thread in block; the second warp is lanes 32..35
    segment_lane = t % 32 % 8
    block = values[:72].reshape(2, 36)
    down = block[:, np.where(segment_lane + 3 < 8, np.minimum(t + 3, 35), t)]
    down[:, (segment_lane + 3 < 8) & (t + 3 >= 36)] = 0  # a lane past the warp's end reads 0
    up = block[:, np.where(segment_lane >= 2, t - 2, t)]
    np.testing.assert_array_equal(rows["segments"], (down * 1000 + up).ravel())

    block = values[:128].reshape(2, 64)
    partner = block[:, np.arange(64) ^ 1]
    np.testing.assert_array_equal(rows["syncwarp_exchange"], (3 * (partner - block)).ravel())
