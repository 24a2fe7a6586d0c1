"""NumPy reference for reduce_warp_shuffle: grid-stride partial sums per block, then the total."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    raw = np.empty(n, np.uint32)
    s = 99
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        raw[i] = s
    h = (raw >> 8).astype(np.float64) / 16777216
    threads, blocks = 512, 64
    stride = threads * blocks
    padded = np.zeros(-(-n // stride) * stride)
    padded[:n] = h
    # Element i belongs to block (i % stride) // threads.
    partial = padded.reshape(-1, blocks, threads).sum(axis=(0, 2))
    return {"sums.bin": np.append(partial, partial.sum()).astype(np.float32)}
