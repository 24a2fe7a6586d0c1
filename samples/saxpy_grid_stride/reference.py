"""NumPy reference for saxpy_grid_stride: y = a*x + y over LCG inputs, computed in float64."""

import numpy as np


def lcg_floats(state: int, n: int) -> tuple[np.ndarray, int]:
    out = np.empty(n, np.uint32)
    for i in range(n):
        state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
        out[i] = state
    return (out >> 8).astype(np.float32) * np.float32(1 / 16777216), state


def expected(args: list[str]) -> dict:
    n = int(args[0])
    x, state = lcg_floats(12345, n)
    y, _ = lcg_floats(state, n)
    # Rounded once from float64: what a fused multiply-add gives (GPU compilers contract a*x+y).
    return {"y.bin": (2.5 * x.astype(np.float64) + y).astype(np.float32)}
