"""NumPy reference for multifile_histogram: 128-bin histogram of the xorshift byte stream."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 2020
    data = np.empty(n, np.int64)
    for i in range(n):
        s ^= (s << 13) & 0xFFFFFFFF
        s ^= s >> 17
        s ^= (s << 5) & 0xFFFFFFFF
        data[i] = (s >> 8) & 0x3F if (s & 0xFF) < 200 else s & 0xFF
    hist = np.bincount(data & 127, minlength=128)
    return {
        "hist.bin": hist.astype(np.uint32),
        "stdout": [f"bins above average: {int((hist > n // 128).sum())}"],
    }
