"""NumPy reference for scan_hillis_steele: inclusive running sums restarting every 512 values."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 2
    h = np.empty(n, np.float64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        h[i] = (s >> 26) * 0.125
    out = np.empty(n)
    for start in range(0, n, 512):
        out[start : start + 512] = np.cumsum(h[start : start + 512])
    return {"scan.bin": out.astype(np.float32)}
