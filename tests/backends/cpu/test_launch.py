"""CPU backend launches: 3-D built-ins, static/dynamic shared memory, barriers in loops, device
functions and after early returns, and rejected configurations, in both modes and warp widths."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from support import cuda_program


def _builtins_reference() -> np.ndarray:
    grid, block = (3, 2, 2), (4, 3, 2)
    rows = []
    for bz, by, bx in itertools.product(range(grid[2]), range(grid[1]), range(grid[0])):
        for tz, ty, tx in itertools.product(range(block[2]), range(block[1]), range(block[0])):
            rows.append([tx, ty, tz, bx, by, bz, *block, *grid])
    return np.array(rows, dtype=np.int32)


@pytest.mark.parametrize("mode", cuda_program.MODES)
@pytest.mark.parametrize("warp_size", [32, 64])
def test_launch(tmp_path, mode, warp_size):
    proc = cuda_program.run("launch.cu", mode=mode, warp_size=warp_size, cwd=tmp_path)
    got = cuda_program.read_array(tmp_path / "builtins.bin", np.int32).reshape(-1, 12)
    np.testing.assert_array_equal(got, _builtins_reference())
    out = cuda_program.lines_by_key(proc.stdout)
    values = np.arange(1000) % 17
    sums = [int(values[b * 256 : (b + 1) * 256].sum()) for b in range(4)]
    assert out["sums"] == " ".join(map(str, sums))
    assert out["transpose"] == "1"
    assert out["early exit"] == f"{2 * 40} {2 * 24}"
    assert out["carve"] == f"{2 * sum(1.5 * i for i in range(32)):.1f}"
    assert out["grid constant"] == str(2 * sum(i % 7 for i in range(1024)))
    assert out["kernel pointer"] == "1"
    assert out["status"].endswith("Success")
    assert out["too many threads"].endswith("ErrorInvalidConfiguration")
    assert out["empty grid"].endswith("ErrorInvalidConfiguration")
    assert out["block z"].endswith("ErrorInvalidConfiguration")
    assert out["too much shared"].endswith("ErrorInvalidValue")
    assert out["after"].endswith("Success")  # rejected launches leave no sticky error
