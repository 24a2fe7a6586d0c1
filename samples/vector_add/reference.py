"""NumPy reference for vector_add: the same deterministic inputs, added independently."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0]) if args else 50000
    i = np.arange(n)
    a = (i % 1000).astype(np.float32) * np.float32(0.5)
    b = ((i * 7) % 1000).astype(np.float32) * np.float32(0.25)
    return {"vector_add.out": a + b}
