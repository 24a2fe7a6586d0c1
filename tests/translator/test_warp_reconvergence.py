"""translator/warp_reconvergence.py: a top-level statement that reads shared memory other threads
of its warp wrote, with no barrier between, gets the warp barrier a GPU's reconvergence gave
(CP4005), and the program then computes the GPU's result on the CPU backend."""

from __future__ import annotations

import numpy as np
import pytest
from cuport import translator
from support import cuda_program

SOURCE = cuda_program.CPU_INPUTS / "warp_reconvergence.cu"


def test_the_read_after_the_reconverged_write_gets_a_warp_barrier():
    result = translator.translate_file(SOURCE)
    assert [d.line for d in result.diagnostics if d.id == "CP4005"] == [18, 35]
    assert "    smem[threadIdx.x] = sum;\n  } __syncwarp();\n" in result.code
    assert "  float sum = 0.0f; __syncwarp();\n" in result.code
    assert result.code.count("__syncwarp();") == 2  # the read after __syncthreads needs none


def test_the_barrier_goes_after_the_writing_statement_not_before_a_pragma(tmp_path):
    """The barrier ends the writing statement's line: the reading one may start with a
    `#pragma` line, which must stay a line of its own (binomialOptions)."""
    source = tmp_path / "pragma.cu"
    source.write_text(
        "__global__ void k(float* out) {\n"
        "  __shared__ float s[64];\n"
        "  s[threadIdx.x] = threadIdx.x;\n"
        "#pragma unroll 4\n"
        "  for (int i = 0; i < 4; ++i) out[threadIdx.x] += s[(threadIdx.x + i) % 32];\n"
        "}\n"
    )
    result = translator.translate_file(source)
    assert "  s[threadIdx.x] = threadIdx.x; __syncwarp();\n" in result.code
    assert "\n#pragma unroll 4\n" in result.code  # the diagnostic's comment goes below it
    assert [d.line for d in result.diagnostics if d.id == "CP4005"] == [5]


def test_own_values_and_barriers_need_no_warp_barrier(tmp_path):
    source = tmp_path / "own.cu"
    source.write_text(
        "__global__ void k(int* out) {\n"
        "  __shared__ int s[64];\n"
        "  s[threadIdx.x] = threadIdx.x;\n"
        "  out[threadIdx.x] = s[threadIdx.x];\n"  # the thread's own value
        "  __syncthreads();\n"
        "  if (threadIdx.x == 0) out[64] = s[63];\n"  # after a barrier
        "}\n"
    )
    result = translator.translate_file(source)
    assert "__syncwarp" not in result.code
    assert not [d for d in result.diagnostics if d.id == "CP4005"]


@pytest.mark.parametrize("lowering", ["1", "0"])
@pytest.mark.parametrize("mode", cuda_program.MODES)
def test_results_are_the_gpus(mode, lowering):
    proc = cuda_program.run(SOURCE, mode=mode, env={"CUPORT_LOWERING": lowering})
    got = np.array(cuda_program.lines_by_key(proc.stdout)["prefix"].split(), dtype=np.int64)
    values = (np.arange(17 * 64) * 5 % 11).reshape(64, 17)
    expected = np.cumsum(values.sum(axis=0))
    np.testing.assert_array_equal(got, np.tile(expected, 2))
    rows = np.array(cuda_program.lines_by_key(proc.stdout)["rows"].split(), dtype=np.float32)
    tiles = (np.arange(3 * 256) * 3 % 7).reshape(3, 8, 32)  # block, row, column
    x = np.arange(32)
    expected = [[tiles[b, t % 8, (t // 8) * 8 : (t // 8) * 8 + 8].sum() for t in x] for b in range(3)]
    np.testing.assert_array_equal(rows, np.array(expected, dtype=np.float32).ravel())
