"""NumPy reference for tex_pitched_2d: a clamped shifted read and a table gather."""

import numpy as np


def expected(args: list[str]) -> dict:
    w, h = int(args[0]), int(args[1])
    y, x = np.mgrid[0:h, 0:w]
    sx = np.clip(x + 5, 0, w - 1)
    sy = np.clip(y - 3, 0, h - 1)
    shifted = (sy * 1000 + sx).astype(np.float32)
    table = np.arange(4096, dtype=np.int64)
    table = table * table - 7 * table
    s = 9
    idx = np.empty(10000, np.int64)
    for i in range(idx.size):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        idx[i] = s % 4096
    return {"shifted.bin": shifted, "gathered.bin": table[idx].astype(np.int32)}
