"""NumPy reference for nbody: softened all-pairs accelerations and one integration step, float64."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 271828
    u = np.empty(4 * n, np.float64)
    for i in range(u.size):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        u[i] = np.float32((s >> 8) * (1.0 / 16777216))
    u = u.reshape(n, 4)
    pos = (u[:, :3] * 2 - 1).astype(np.float32).astype(np.float64)
    mass = ((1 + u[:, 3]).astype(np.float32) / np.float32(n)).astype(np.float64)
    vel = np.stack([0.1 * pos[:, 1], -0.1 * pos[:, 0], np.zeros(n)], axis=1)
    vel = vel.astype(np.float32).astype(np.float64)
    r = pos[None, :, :] - pos[:, None, :]
    dist2 = (r * r).sum(axis=2) + np.float64(np.float32(0.01))
    acc = (r * (mass[None, :] / dist2**1.5)[:, :, None]).sum(axis=1)
    dt = np.float64(np.float32(0.001))
    vel = vel + acc * dt
    new = np.concatenate([pos + vel * dt, mass[:, None]], axis=1)
    return {"accel.bin": acc.astype(np.float32), "positions.bin": new.astype(np.float32)}
