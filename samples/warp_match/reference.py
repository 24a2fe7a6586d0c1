"""NumPy reference for warp_match: per-lane peer masks, histogram, per-warp agreement."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    warps = -(-n // 32)
    keys = np.full(warps * 32, -1, np.int64)
    s = 10007
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        keys[i] = (i // 256) % 16 if (i // 64) % 5 == 0 else (s >> 29) + ((i // 32) % 2) * 8
    w = keys.reshape(warps, 32)
    same = w[:, :, None] == w[:, None, :]  # [warp, lane, other lane]
    weights = np.uint64(1) << np.arange(32, dtype=np.uint64)
    peers = (same.astype(np.uint64) * weights).sum(axis=2).ravel()[:n]
    # C's / truncates toward zero: -1 / 8 == 0, so padding lanes agree with keys 0..7.
    group8 = np.trunc(w / 8)
    all_same = (group8 == group8[:, :1]).all(axis=1)
    distinct = sum(len(set(row[row >= 0].tolist())) for row in w)
    return {
        "hist.bin": np.bincount(keys[:n], minlength=16).astype(np.uint32),
        "peers.bin": peers.astype(np.uint32),
        "all_same.bin": all_same.astype(np.int32),
        "stdout": [f"atomics issued: {distinct} for {n} keys"],
    }
