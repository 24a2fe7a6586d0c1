"""NumPy reference for reduce_two_pass: per-block partial dot products and the total, float64."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    i = np.arange(n)
    x = 1.0 / (1.0 + i % 97)
    y = (i % 13) - 6.0
    threads, blocks = 128, 120
    stride = threads * blocks
    padded = np.zeros(-(-n // stride) * stride)
    padded[:n] = x * y
    partial = padded.reshape(-1, blocks, threads).sum(axis=(0, 2))
    return {"dot.bin": np.append(partial, partial.sum())}
