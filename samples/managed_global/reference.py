"""NumPy reference for managed_global: sum, max and a 16-bin histogram of value % 16."""

import numpy as np


def expected(args: list[str]) -> dict:
    s = 31
    data = np.empty(4096, np.int64)
    for i in range(4096):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        data[i] = s >> 20
    hist = np.bincount(data % 16, minlength=16)
    lines = [f"total: {int(data.sum())}", f"max: {int(data.max())}"]
    lines += [f"bin {b}: {int(c)}" for b, c in enumerate(hist)]
    return {"stdout": lines}
