"""NumPy reference for cub_block_reduce_scan: per tile of 512 LCG integers, the exclusive prefix
sums (CUB's BLOCK_LOAD_TRANSPOSE gives thread t items t*4..t*4+3, so the blocked scan is the
tile's own order), the tile's total and its maximum."""

import numpy as np

TILE = 512


def expected(args: list[str]) -> dict:
    blocks = int(args[0])
    n = blocks * TILE
    s = 77
    data = np.empty(n, np.int64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        data[i] = (s >> 22) - 512
    tiles = data.reshape(blocks, TILE)
    inclusive = np.cumsum(tiles, axis=1)
    return {
        "scanned.bin": (inclusive - tiles).reshape(-1).astype(np.int32),
        "totals.bin": inclusive[:, -1].astype(np.int32),
        "maxima.bin": tiles.max(axis=1).astype(np.int32),
        "stdout": [f"blocks {blocks} of {TILE} items"],
    }
