"""NumPy reference for dot_product: per-block partial dot products (grid-stride over 32 blocks)."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    blocks = min(32, (n + 255) // 256)
    i = np.arange(n)
    products = (i % 512) * ((i % 64) * 2)
    stride = blocks * 256
    padded = np.zeros(-(-n // stride) * stride, np.int64)
    padded[:n] = products
    partial = padded.reshape(-1, blocks, 256).sum(axis=(0, 2))
    return {"partials.bin": partial.astype(np.float32)}
