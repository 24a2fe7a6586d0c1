"""NumPy reference for dynamic_shared: chunk reversals and per-bucket counts and sums."""

import numpy as np


def reverse_chunks(a: np.ndarray, chunk: int) -> np.ndarray:
    out = a.copy()
    for start in range(0, a.size, chunk):
        out[start : start + chunk] = a[start : start + chunk][::-1]
    return out


def expected(args: list[str]) -> dict:
    n, buckets = int(args[0]), int(args[1])
    i = np.arange(n)
    values = i % 1000
    keys = values % buckets
    return {
        "reversed_f64.bin": reverse_chunks(i * 0.5, 192),
        "reversed_i32.bin": reverse_chunks(i * 3 - 7, 100).astype(np.int32),
        "counts.bin": np.bincount(keys, minlength=buckets).astype(np.int32),
        "sums.bin": np.bincount(keys, weights=values, minlength=buckets).astype(np.float32),
    }
