"""NumPy reference for scan_warp: per-block (512) inclusive scans and block totals."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 77
    h = np.empty(n, np.int64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        h[i] = (s >> 24) - 128
    blocks = -(-n // 512)
    padded = np.zeros(blocks * 512, np.int64)
    padded[:n] = h
    scans = np.cumsum(padded.reshape(blocks, 512), axis=1)
    return {
        "scan.bin": scans.ravel()[:n].astype(np.int32),
        "totals.bin": scans[:, -1].astype(np.int32),
    }
