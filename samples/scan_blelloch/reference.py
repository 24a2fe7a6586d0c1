"""NumPy reference for scan_blelloch: exclusive prefix sum of LCG bytes (uint32 wraparound)."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 1
    h = np.empty(n, np.uint32)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        h[i] = s >> 24
    inclusive = np.cumsum(h, dtype=np.uint64)
    exclusive = np.concatenate([np.zeros(1, np.uint64), inclusive[:-1]])
    return {"scan.bin": (exclusive & np.uint64(0xFFFFFFFF)).astype(np.uint32)}
