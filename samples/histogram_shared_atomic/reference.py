"""NumPy reference for histogram_shared_atomic: bincount of the same skewed LCG bytes."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 0xC0FFEE
    raw = np.empty(n, np.uint32)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        raw[i] = s >> 24
    data = (raw * raw) >> 8
    return {"hist.bin": np.bincount(data, minlength=256).astype(np.uint32)}
