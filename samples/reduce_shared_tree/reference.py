"""NumPy reference for reduce_shared_tree: per-block sums of 512 ints and the total."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    seed = 7
    raw = np.empty(n, np.int64)
    for i in range(n):
        seed = (seed * 1103515245 + 12345) & 0xFFFFFFFF
        raw[i] = ((seed >> 16) & 0xFF) - 128
    per_block = 512
    blocks = (n + per_block - 1) // per_block
    padded = np.zeros(blocks * per_block, np.int64)
    padded[:n] = raw
    partials = padded.reshape(blocks, per_block).sum(axis=1)
    return {
        "partials.bin": partials.astype(np.int32),
        "stdout": [f"blocks: {blocks}", f"sum: {int(raw.sum())}"],
    }
