"""NumPy reference for sort_odd_even_merge: the same floats, sorted."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 99991
    h = np.empty(n, np.float32)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        h[i] = ((s >> 16) - 32768) / 64.0
    return {"sorted.bin": np.sort(h)}
