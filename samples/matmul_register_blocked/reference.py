"""NumPy reference for matmul_register_blocked: C = 2*A@B - C on small-integer matrices."""

import numpy as np


def expected(args: list[str]) -> dict:
    m, n, k = (int(a) for a in args)
    seed = 314159
    vals = np.empty(m * k + k * n + m * n, np.int64)
    for i in range(vals.size):
        seed = (seed * 1664525 + 1013904223) & 0xFFFFFFFF
        vals[i] = (seed >> 28) - 8
    a = vals[: m * k].reshape(m, k)
    b = vals[m * k : m * k + k * n].reshape(k, n)
    c = vals[m * k + k * n :].reshape(m, n)
    return {"C.bin": (2 * (a @ b) - c).astype(np.float32)}
