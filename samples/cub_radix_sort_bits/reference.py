"""NumPy reference for cub_radix_sort_bits: a stable sort on bits 8..19 of the LCG keys (their
indices follow), the reals in descending order, and CUB's error for a short buffer."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 4242
    keys = np.empty(n, np.uint32)
    reals = np.empty(n, np.float32)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        keys[i] = s
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        centred = np.float32((s >> 8) - (1 << 23)) + np.float32(0.5)
        reals[i] = centred / np.float32(4096)
    digits = (keys >> 8) & 0xFFF
    order = np.argsort(digits, kind="stable")
    return {
        "keys_sorted.bin": keys[order],
        "values_sorted.bin": order.astype(np.int32),
        "reals_descending.bin": np.sort(reals)[::-1],
        "stdout": ["too small a buffer: cudaErrorInvalidValue"],
    }
