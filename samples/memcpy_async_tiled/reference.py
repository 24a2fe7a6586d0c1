"""NumPy reference for memcpy_async_tiled: the 3-point moving average (zero beyond the ends) in
float32, summed left to right as the kernel does, and the halved input."""

import numpy as np

TILE = 256


def expected(args: list[str]) -> dict:
    n = int(args[0]) * TILE
    s = 99
    raw = np.empty(n, np.float32)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        raw[i] = np.float32(s >> 8) / np.float32(16777216)
    padded = np.concatenate(([np.float32(0)], raw, [np.float32(0)]))
    averaged = (padded[:-2] + padded[1:-1] + padded[2:]) / np.float32(3)
    return {
        "averaged.bin": averaged.astype(np.float32),
        "halved.bin": raw * np.float32(0.5),
        "stdout": [f"tiles {n // TILE} of {TILE}"],
    }
