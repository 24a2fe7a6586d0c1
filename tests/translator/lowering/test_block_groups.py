"""Kernels written with cooperative groups' thread_block are lowered (block_groups.py): which
ones, and that they compute what the fiber path and NumPy compute."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cuport.backends.cpu.driver import RUNTIME_HEADERS
from cuport.translator.lowering import lower
from cuport.translator.pipeline import translate_program
from support.cuda_program import MODES
from support.lowering import lowered_output, results

PROGRAM = Path(__file__).resolve().parent / "inputs" / "block_groups.cu"


@pytest.fixture(scope="module")
def lowering_log() -> dict:
    program = translate_program([PROGRAM])
    name = PROGRAM.name
    result = lower.lower(program.sources[name], name, RUNTIME_HEADERS, (), program.sources)
    assert result.error is None
    return {k.name: k for k in result.kernels}


@pytest.mark.parametrize("kernel", ["block_reverse", "block_sum", "block_shape"])
def test_thread_block_kernels_are_lowered(lowering_log, kernel):
    assert lowering_log[kernel].lowered, lowering_log[kernel].reason


def test_a_block_used_as_a_thread_group_keeps_fibers(lowering_log):
    kernel = lowering_log["via_thread_group"]
    assert not kernel.lowered
    assert "thread_block cta" in kernel.reason


@pytest.mark.parametrize("mode", MODES)
def test_results_match_numpy_and_the_fiber_path(mode):
    rows = results(lowered_output(PROGRAM, mode))
    values = np.arange(3 * 128) * 7 % 23
    blocks = values.reshape(3, 128)
    np.testing.assert_array_equal(rows["block_reverse"], blocks[:, ::-1].ravel())
    np.testing.assert_array_equal(rows["block_sum"], blocks.sum(axis=1))
    b, y, x = np.meshgrid(np.arange(2), np.arange(3), np.arange(4), indexing="ij")
    shape = np.stack([b, y, np.full_like(b, 4), np.full_like(b, 3)], axis=-1)
    np.testing.assert_array_equal(rows["block_shape"], shape.ravel())
    np.testing.assert_array_equal(rows["via_thread_group"], np.tile(np.arange(32) * 10, 2))
