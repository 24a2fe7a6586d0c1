"""NumPy reference for reduce_atomic: xorshift32 inputs, integer sum, sum of squares, count."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    x = 2463534242
    vals = np.empty(n, np.int64)
    for i in range(n):
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        vals[i] = x % 2001 - 1000
    return {
        "stdout": [
            f"sum = {int(vals.sum())}",
            f"sum of squares = {int((vals * vals).sum())}",
            f"over threshold = {int((vals > 500).sum())}",
        ]
    }
