"""NumPy reference for streams_overlap: a*0.5 + (i % 4096)*0.25 over the whole array."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0]) * 256 * 4
    i = np.arange(n)
    a = (i % 1000).astype(np.float32)
    out = a * np.float32(0.5) + (i % 4096).astype(np.float32) * np.float32(0.25)
    return {"result.bin": out.astype(np.float32), "stdout": ["mismatches: 0"]}
