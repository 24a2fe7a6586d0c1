"""NumPy reference for mc_pi_xorshift: every thread's xorshift32 stream, vectorized over threads."""

import numpy as np


def hash32(x: np.ndarray) -> np.ndarray:
    x = x.astype(np.uint64)
    x ^= x >> 16
    x = (x * 0x7FEB352D) & 0xFFFFFFFF
    x ^= x >> 15
    x = (x * 0x846CA68B) & 0xFFFFFFFF
    x ^= x >> 16
    return x


def expected(args: list[str]) -> dict:
    blocks, samples = int(args[0]), int(args[1])
    threads = blocks * 128
    mask = np.uint64(0xFFFFFFFF)
    state = hash32(np.arange(1, threads + 1, dtype=np.uint64)) | np.uint64(1)

    def step(x):
        x = x ^ ((x << np.uint64(13)) & mask)
        x = x ^ (x >> np.uint64(17))
        return x ^ ((x << np.uint64(5)) & mask)

    inside = np.zeros(threads, np.uint64)
    for _ in range(samples):
        state = step(state)
        x = state >> np.uint64(16)
        state = step(state)
        y = state >> np.uint64(16)
        inside += (x * x + y * y) < np.uint64(1 << 32)
    hits = int(inside.sum())
    return {
        "per_thread.bin": inside.astype(np.uint32),
        "stdout": [f"hits: {hits} of {threads * samples}"],
    }
