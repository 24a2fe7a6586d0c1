"""NumPy reference for sort_radix: a stable sort of 12-bit keys, values are original indices."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 4242
    keys = np.empty(n, np.uint32)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        keys[i] = s >> 20
    order = np.argsort(keys, kind="stable")
    return {"keys.bin": keys[order], "values.bin": order.astype(np.uint32)}
