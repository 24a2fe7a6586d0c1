"""NumPy reference for make_separate: scale-and-clamp, then per-block sums of 256 elements."""

import numpy as np

BLOCK = 256


def expected(args: list[str]) -> dict:
    n = int(args[0]) if args else 100000
    i = np.arange(n, dtype=np.int64)
    x = ((i * 37) % 1000 - 500).astype(np.float32) * np.float32(0.01)
    scaled = np.clip(x * np.float32(1.5), np.float32(-2.0), np.float32(2.0)).astype(np.float32)
    blocks = (n + BLOCK - 1) // BLOCK
    padded = np.zeros(blocks * BLOCK, dtype=np.float64)
    padded[:n] = scaled
    partial = padded.reshape(blocks, BLOCK).sum(axis=1).astype(np.float32)
    return {"scaled.out": scaled, "partial_sums.out": partial}
