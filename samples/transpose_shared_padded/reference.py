"""NumPy reference for transpose_shared_padded: the input matrix, transposed."""

import numpy as np


def expected(args: list[str]) -> dict:
    width, height = int(args[0]), int(args[1])
    a = np.arange(width * height, dtype=np.float32).reshape(height, width) * np.float32(0.5)
    t = np.ascontiguousarray(a.T)
    return {"transposed.bin": t, "naive.bin": t}
