"""NumPy reference for reduce_cg: per-block (256) integer sums and the same sums times 0.25."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 5
    h = np.empty(n, np.int64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        h[i] = (s >> 20) - 2048
    blocks = -(-n // 256)
    padded = np.zeros(blocks * 256, np.int64)
    padded[:n] = h
    sums = padded.reshape(blocks, 256).sum(axis=1)
    return {
        "block_ints.bin": sums,
        "block_floats.bin": (sums * 0.25).astype(np.float32),
        "stdout": [f"total: {int(h.sum())}"],
    }
