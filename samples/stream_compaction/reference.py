"""NumPy reference for stream_compaction: the kept values in their original order."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 8888
    h = np.empty(n, np.int64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        h[i] = (s >> 21) - 1024
    kept = h[(np.fmod(h, 3) == 0) & (h > -500)]
    return {"kept.bin": kept.astype(np.int32), "stdout": [f"kept {kept.size} of {n}"]}
