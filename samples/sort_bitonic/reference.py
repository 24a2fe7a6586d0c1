"""NumPy reference for sort_bitonic: unique keys sorted ascending, values = original indices."""

import numpy as np


def expected(args: list[str]) -> dict:
    log2n = int(args[0])
    n = 1 << log2n
    s = 1234
    keys = np.empty(n, np.uint32)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        keys[i] = (((s >> log2n) << log2n) | i) & 0xFFFFFFFF
    order = np.argsort(keys, kind="stable")
    return {"keys.bin": keys[order], "values.bin": order.astype(np.uint32)}
