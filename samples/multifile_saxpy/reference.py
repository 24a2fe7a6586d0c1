"""NumPy reference for multifile_saxpy: (3x + y) / 2, counts * -3, and the 1-norm."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    i = np.arange(n)
    x = (i % 100 - 50).astype(np.float64)
    y = (3 * x + i % 7) * 0.5
    return {
        "y.bin": y.astype(np.float32),
        "counts.bin": (-3 * (i % 1000)).astype(np.int32),
        "stdout": [f"norm1: {np.abs(y).sum():.1f}"],
    }
