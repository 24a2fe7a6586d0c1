"""NumPy reference for make_rdc: the same damped particles, stepped in float32 on the host."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0]) if args else 4096
    steps = int(args[1]) if len(args) > 1 else 16
    f = np.float32
    i = np.arange(n, dtype=np.int64)
    x = (i % 33 - 16).astype(f) * f(0.5)
    v = (i % 9 - 4).astype(f) * f(2.0)
    dt, lo, hi = f(0.125), f(-8.0), f(8.0)
    bounces = 0
    for _ in range(steps):
        a = f(-0.5) * x - f(0.25) * v
        v = (v + a * dt).astype(f)
        x = (x + v * dt).astype(f)
        low, high = x < lo, x > hi
        bounces += int(low.sum() + high.sum())
        v = np.where(low | high, -v, v).astype(f)
        x = np.where(low, lo + (lo - x), np.where(high, hi - (x - hi), x)).astype(f)
    out = np.empty(2 * n, dtype=f)
    out[0::2], out[1::2] = x, v
    return {"particles.out": out, "stdout": [f"bounces: {bounces}"]}
