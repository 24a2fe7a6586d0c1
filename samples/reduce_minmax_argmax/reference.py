"""NumPy reference for reduce_minmax_argmax: min, max and first index of the max."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 123456789
    h = np.empty(n, np.int64)
    for i in range(n):
        s = (s * 22695477 + 1) & 0xFFFFFFFF
        h[i] = (s >> 12) - (1 << 19)
    return {"stdout": [f"min: {h.min()}", f"max: {h.max()}", f"argmax: {int(np.argmax(h))}"]}
