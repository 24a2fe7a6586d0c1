"""NumPy reference for histogram_global_atomic: 64-bin histogram and per-row max bin."""

import numpy as np


def expected(args: list[str]) -> dict:
    width, height = int(args[0]), int(args[1])
    pixels = width * height
    seed = 31337
    noise = np.empty(pixels, np.int64)
    for i in range(pixels):
        seed = (seed * 1664525 + 1013904223) & 0xFFFFFFFF
        noise[i] = seed >> 25
    i = np.arange(pixels)
    x, y = i % width, i // width
    q = ((x * 700) // width + (y * 300) // height + noise) % 1024
    bins = np.minimum(q * 64 // 1024, 63)
    return {
        "histo.bin": np.bincount(bins, minlength=64).astype(np.uint32),
        "rowmax.bin": bins.reshape(height, width).max(axis=1).astype(np.int32),
        "stdout": [f"Histogram sum: {pixels} of {pixels} pixels"],
    }
