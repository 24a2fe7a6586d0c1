"""NumPy reference for atomics_mixed: the order-independent final values of each atomic."""

from functools import reduce

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    i = np.arange(n, dtype=np.uint64)
    h = (i * np.uint64(2654435761)) & np.uint64(0xFFFFFFFF)
    dec = 100
    for _ in range(n):  # atomicDec: ((old == 0) | (old > val)) ? val : old - 1
        dec = 4095 if dec == 0 or dec > 4095 else dec - 1
    and_bits = reduce(np.bitwise_and, h | np.uint64(0x0F0F0F0F), np.uint64(0xFFFFFFFF))
    or_bits = reduce(np.bitwise_or, h & np.uint64(0x00FF0000), np.uint64(0))
    xor_bits = reduce(np.bitwise_xor, h, np.uint64(0))
    return {
        "stdout": [
            f"sub: {-int((np.arange(n) % 7).sum())}",
            f"inc: {n % 1000}",
            f"dec: {dec}",
            f"and: {int(and_bits):08x}",
            f"or: {int(or_bits):08x}",
            f"xor: {int(xor_bits):08x}",
            f"min: {int(h.min())}",
            f"max: {int(h.max())}",
            "exch balance: 0",
            f"block xor fold: {int(xor_bits):08x}",
        ]
    }
