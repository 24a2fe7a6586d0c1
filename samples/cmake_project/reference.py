"""NumPy reference for cmake_project: a 64-bin histogram of (v % 64) and its fractions."""

import numpy as np

BINS = 64


def expected(args: list[str]) -> dict:
    n = int(args[0]) if args else 100000
    i = np.arange(n, dtype=np.int64)
    values = ((i * 7 + i // 13) % 251).astype(np.uint8)
    counts = np.bincount(values % BINS, minlength=BINS).astype(np.uint32)
    inv_total = np.float32(1.0) / np.float32(counts.sum())
    fractions = (counts.astype(np.float32) * inv_total).astype(np.float32)
    return {"counts.out": counts, "fractions.out": fractions}
