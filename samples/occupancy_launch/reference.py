"""NumPy reference for occupancy_launch: Collatz step counts of 1..n (capped at 1000)."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    v = np.arange(1, n + 1, dtype=np.uint64)
    steps = np.zeros(n, np.uint32)
    active = v != 1
    while active.any():
        odd = (v & np.uint64(1)).astype(bool)
        nxt = np.where(odd, np.uint64(3) * v + np.uint64(1), v >> np.uint64(1))
        v = np.where(active, nxt, v)
        steps += active
        active = (v != 1) & (steps < 1000)
    return {"steps.bin": steps, "stdout": ["block size valid: yes"]}
