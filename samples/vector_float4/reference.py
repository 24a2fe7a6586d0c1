"""NumPy reference for vector_float4: c = 2a + b on the same LCG inputs."""

import numpy as np


def lcg(state: int, n: int) -> tuple[np.ndarray, int]:
    out = np.empty(n, np.uint32)
    for i in range(n):
        state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
        out[i] = state
    return out, state


def expected(args: list[str]) -> dict:
    n = int(args[0])
    raw_a, state = lcg(2024, n)
    raw_b, _ = lcg(state, n)
    scale = np.float32(1 / 16777216)
    a = (((raw_a >> 8).astype(np.int64) - (1 << 23)) * 2.0**-17).astype(np.float32)
    b = (raw_b >> 8).astype(np.float32) * scale
    return {"c.bin": np.float32(2) * a + b}
