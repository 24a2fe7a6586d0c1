"""NumPy reference for atomic_cas_custom: exact double sum, float max, product modulo p."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 13
    h = np.empty(n, np.float64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        h[i] = ((s >> 12) - (1 << 19)) * 0.125
    prod = 1
    for i in range(0, n, 64):
        prod = prod * ((i // 64) % 1000 + 2) % 1000000007
    return {"stdout": [f"sum: {h.sum():.3f}", f"max: {h.max():.3f}", f"product mod p: {prod}"]}
