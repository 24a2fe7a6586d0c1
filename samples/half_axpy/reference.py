"""NumPy reference for half_axpy: y = a*x + y rounded once to float16; exact float dot partials."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 1111
    raw = np.empty(n, np.int64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        raw[i] = s
    x = (((raw >> 26) - 32) / 16.0).astype(np.float16)
    y = ((((raw >> 8) & 127) - 64) / 8.0).astype(np.float16)
    a = float(np.float16(1.3))
    fused = (a * x.astype(np.float64) + y.astype(np.float64)).astype(np.float16)
    # Dot: each half product rounded to half (__hmul2), then summed (exactly, see sample.toml).
    products = (x.astype(np.float64) * y.astype(np.float64)).astype(np.float16).astype(np.float64)
    pairs = np.zeros(-(-n // 2) * 2)
    pairs[: (n // 2) * 2] = products[: (n // 2) * 2]
    pair_sums = pairs.reshape(-1, 2).sum(axis=1)
    stride = 32 * 256
    padded = np.zeros(-(-pair_sums.size // stride) * stride)
    padded[: pair_sums.size] = pair_sums
    partial = padded.reshape(-1, 32, 256).sum(axis=(0, 2))
    return {"y_half.bin": fused, "dot_partials.bin": partial.astype(np.float32)}
