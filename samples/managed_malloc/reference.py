"""NumPy reference for managed_malloc: 16 symplectic Euler steps of x'' = -x in float32."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    x = (np.arange(n) % 64).astype(np.float32) / np.float32(64)
    v = np.zeros(n, np.float32)
    dt = np.float32(0.0625)
    for _ in range(16):
        v = v - x * dt
        x = x + v * dt
    return {"x.bin": x, "v.bin": v}
