"""NumPy reference for cg_reduce_scan: per-16-lane tile sums, maxima and scans."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 6060
    h = np.empty(n, np.int64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        h[i] = (s >> 24) - 100
    tiles = -(-n // 16)
    padded = np.zeros(tiles * 16, np.int64)
    padded[:n] = h
    t = padded.reshape(tiles, 16)
    inclusive = np.cumsum(t, axis=1)
    return {
        "tile_sums.bin": t.sum(axis=1).astype(np.int32),
        "tile_max.bin": t.max(axis=1).astype(np.int32),
        "inclusive.bin": inclusive.ravel()[:n].astype(np.int32),
        "exclusive.bin": (inclusive - t).ravel()[:n].astype(np.int32),
        "stdout": [f"positives: {int((h > 0).sum())}"],
    }
