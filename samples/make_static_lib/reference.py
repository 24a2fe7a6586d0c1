"""NumPy reference for make_static_lib: two saxpy passes and an integer dot product."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0]) if args else 20000
    i = np.arange(n, dtype=np.int64)
    x = (i % 100).astype(np.float32) * np.float32(0.5)
    y = (i % 7).astype(np.float32) - np.float32(3.0)
    y = np.float32(2.0) * x + y
    y = np.float32(-0.25) * x + y
    a = i % 1000 - 500
    b = (i * 3) % 101
    return {"saxpy.out": y.astype(np.float32), "stdout": [f"dot: {int(np.dot(a, b))}"]}
