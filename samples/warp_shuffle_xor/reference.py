"""NumPy reference for warp_shuffle_xor: rotations and maxima within groups of 8 lanes."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    padded = -(-n // 8) * 8
    h = np.zeros(padded, np.int64)
    h[:n] = (np.arange(n) * 37 + 11) % 1001 - 500
    groups = h.reshape(-1, 8)
    rotated = np.roll(groups, -1, axis=1).ravel()[:n]
    max8 = np.repeat(groups.max(axis=1), 8)[:n]
    return {
        "rotated.bin": rotated.astype(np.int32),
        "max8.bin": max8.astype(np.int32),
        "stdout": ["warp-wide 0 errors"],
    }
