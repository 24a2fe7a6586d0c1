"""CPU backend warp primitives against a NumPy model of CUDA's warp semantics, at 32 and 64 lanes."""

from __future__ import annotations

import numpy as np
import pytest
from support import cuda_program

OPS, THREADS, BLOCKS = 25, 96, 2
UNDEFINED = -(2**62)


def _reference(width: int) -> np.ndarray:
    n = THREADS * BLOCKS
    g = np.arange(n, dtype=np.int64)
    t = g % THREADS
    lane = t % width
    base = g - lane  # global index of lane 0 of the warp
    size = np.minimum(width, THREADS - (t - lane))  # lanes present in the warp
    out = np.zeros((OPS, n), dtype=np.int64)

    def seg(w):
        return base + (lane // w) * w, lane % w

    out[0] = (base + (lane + 3) % width) * 10
    start, _ = seg(8)
    out[1] = start + 2
    out[2] = np.where(lane >= 1, g - 1, g)
    start, pos = seg(16)
    out[3] = np.where(pos >= 5, g - 5, g)
    out[4] = np.where(pos + 4 < 16, g + 4, g)
    out[5] = g ^ 1
    out[6] = np.where((lane ^ 16) < width, base + (lane ^ 16), g)
    out[7] = np.where(lane + 1 < width, g + 1, g)
    out[8] = base
    for i in range(n):
        members = range(base[i], base[i] + size[i])
        out[9, i] = sum(1 << (m - base[i]) for m in members if m % 3 == 0)
        out[10, i] = int(any(m == 5 for m in members))
        out[11, i] = 1
        out[12, i] = int(size[i] <= 7)
        out[13, i] = sum(1 << (m - base[i]) for m in members if m % 4 == g[i] % 4)
        out[14, i] = sum(members)
        out[15, i] = min(1000 - m for m in members)
        out[16, i] = max(-m for m in members)
        out[17, i] = sum(members) if lane[i] == 0 else out[17, i]
        xor = and_ = or_ = None
        for m in members:
            xor = m if xor is None else xor ^ m
            or_ = m if or_ is None else or_ | m
            and_ = m if and_ is None else and_ & m
        out[23, i] = xor ^ or_ ^ and_
    out[18] = (1 << lane) - 1
    for i in range(n):
        same = [m for m in range(size[i]) if (m % 3 == 0) == (lane[i] % 3 == 0)]
        bits = sum(1 << m for m in same) | (0 if lane[i] % 3 == 0 else 1 << 62)
        out[24, i] = bits - (1 << 64) if bits >= 1 << 63 else bits
    out[19] = np.where(lane + 2 < width, g + 2, g)
    out[20] = g ^ 2
    out[21] = 1
    out[22] = np.where(lane % 2 == 0, np.where(lane + 2 < width, g + 2, g), -1)
    # A shuffle from a lane the partial last warp lacks is undefined in CUDA: not compared.
    missing = np.zeros((OPS, n), dtype=bool)
    missing[0] = (lane + 3) % width >= size
    missing[7] = (lane + 1 < width) & (lane + 1 >= size)
    missing[19] = (lane + 2 < width) & (lane + 2 >= size)
    missing[22] = (lane % 2 == 0) & (lane + 2 < width) & (lane + 2 >= size)
    out[missing] = UNDEFINED
    return out


@pytest.mark.parametrize("mode", cuda_program.MODES)
@pytest.mark.parametrize("build_width,run_width", [(32, None), (64, None), (64, 32)])
def test_warp_primitives(tmp_path, mode, build_width, run_width):
    env = {"CUPORT_WARP_SIZE": str(run_width)} if run_width else {}
    proc = cuda_program.run("warp.cu", mode=mode, warp_size=build_width, env=env, cwd=tmp_path)
    width = run_width or build_width
    assert cuda_program.lines_by_key(proc.stdout)["warpSize"] == str(width)
    got = cuda_program.read_array(tmp_path / "warp.bin", np.int64).reshape(OPS, -1)
    want = _reference(width)
    # The classic shuffle reduction leaves the full sum in lane 0 only.
    lane0 = (np.arange(THREADS * BLOCKS) % THREADS) % width == 0
    got[17, ~lane0] = 0
    want[17, ~lane0] = 0
    got[want == UNDEFINED] = UNDEFINED
    for op in range(OPS):
        np.testing.assert_array_equal(got[op], want[op], err_msg=f"op {op} at width {width}")


@pytest.mark.parametrize(
    "setting, said",
    [
        ("64", "CUPORT_WARP_SIZE=64 is ignored: this program was built with 32-lane warps"),
        ("16", "CUPORT_WARP_SIZE=16 is ignored: a warp has 32 or 64 lanes; running 32-lane warps"),
    ],
)
def test_a_warp_size_the_build_cannot_run_is_said_not_ignored(tmp_path, setting, said):
    """Warps are as wide as the build made them: a wider or impossible CUPORT_WARP_SIZE at run
    time is reported once on stderr, and the program runs with the build's 32 lanes."""
    proc = cuda_program.run("warp.cu", env={"CUPORT_WARP_SIZE": setting}, cwd=tmp_path)
    assert cuda_program.lines_by_key(proc.stdout)["warpSize"] == "32"
    assert proc.stderr.count("CUPORT_WARP_SIZE") == 1
    assert f"cuport: {said}" in proc.stderr


def test_a_warp_size_the_build_runs_is_quiet(tmp_path):
    proc = cuda_program.run("warp.cu", env={"CUPORT_WARP_SIZE": "32"}, cwd=tmp_path)
    assert "CUPORT_WARP_SIZE" not in proc.stderr
