"""NumPy reference for multifile_rdc: bouncing particles, the same float32 steps.

The state is stepped in float32 without fused multiply-adds; a GPU contracts p.vy -= g*dt and
p.x += p.vx*dt into FMAs, but every product here is exact (dt = 1/16, g = 8, velocities are
short binary fractions), so the results agree bit for bit.
"""

import numpy as np


def expected(args: list[str]) -> dict:
    n, steps = int(args[0]), int(args[1])
    i = np.arange(n)
    f = np.float32
    x = (i % 64).astype(f)
    y = (i % 17).astype(f) + f(1)
    vx = (f(0.25) * (i % 5)).astype(f)
    vy = np.zeros(n, f)
    bounces = np.zeros(n, np.int32)
    dt, g = f(0.0625), f(8)
    for _ in range(steps):
        vy = vy - g * dt
        x = x + vx * dt
        y = y + vy * dt
        hit = y < 0
        y = np.where(hit, -y, y)
        vy = np.where(hit, -vy * f(0.5), vy)
        bounces += hit
    state = np.zeros((n, 5), np.float32)
    state[:, 0], state[:, 1], state[:, 2], state[:, 3] = x, y, vx, vy
    state[:, 4] = bounces.view(np.float32)
    total = int(bounces.sum())
    return {
        "bounces.bin": bounces,
        "state.bin": state,
        "stdout": [f"total bounces: {total} (per-particle sum {total})"],
    }
