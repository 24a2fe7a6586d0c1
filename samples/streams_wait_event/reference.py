"""NumPy reference for streams_wait_event: the producer's LCG values squared and negated."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    i = np.arange(n, dtype=np.int64)
    v = np.full(n, 17, np.int64)
    for _ in range(64):
        v = ((v * 1103515245 + 12345 + i) & 0xFFFFFFFF) & 0x7FFFFFFF
    buf = v % 1000
    return {
        "squares.bin": (buf * buf).astype(np.int32),
        "negated.bin": (1 - buf).astype(np.int32),
        "stdout": ["consumer B query after sync: 0"],
    }
