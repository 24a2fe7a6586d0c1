"""NumPy reference for stream_callback: per-chunk sums of cubes, consumed in stream order."""

import numpy as np


def expected(args: list[str]) -> dict:
    per = int(args[0])
    n = 6 * per
    values = (np.arange(n) % 211 - 105).astype(np.int64)
    lines = [
        f"chunk {c}: order {c} sum {int((values[c * per : (c + 1) * per] ** 3).sum())}"
        for c in range(6)
    ]
    lines.append("callback status 0 after 6 host functions")
    return {"stdout": lines}
