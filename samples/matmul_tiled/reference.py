"""NumPy reference for matmul_tiled: float64 product of the same LCG matrices."""

import numpy as np


def lcg_floats(state: int, n: int) -> tuple[np.ndarray, int]:
    out = np.empty(n, np.uint32)
    for i in range(n):
        state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
        out[i] = state
    return (out >> 8).astype(np.float64) / 16777216, state


def expected(args: list[str]) -> dict:
    m, k, n = (int(a) for a in args)
    a, state = lcg_floats(42, m * k)
    b, _ = lcg_floats(state, k * n)
    return {"C.bin": (a.reshape(m, k) @ b.reshape(k, n)).astype(np.float32)}
