"""NumPy reference for warp_vote: per-32-lane ballots, all/any, popcounts, first voter, ranks."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    warps = -(-n // 32)
    s = 3
    v = np.zeros(warps * 32, np.int64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        v[i] = (s >> 22) - (1000 if i % 97 == 0 else 0)
    pred = (np.fmod(v, 3) == 0).reshape(warps, 32)  # C's % keeps the dividend's sign
    bits = (pred.astype(np.uint64) << np.arange(32, dtype=np.uint64)).sum(axis=1)
    w = v.reshape(warps, 32)
    counts = pred.sum(axis=1)
    firsts = np.where(counts > 0, pred.argmax(axis=1), -1)
    votes = np.stack([(w >= 0).all(axis=1), (w > 900).any(axis=1), counts, firsts], axis=1)
    ranks = np.where(pred, np.cumsum(pred, axis=1) - 1, -1).ravel()[:n]
    return {
        "ballots.bin": bits.astype(np.uint32),
        "votes.bin": votes.astype(np.int32),
        "ranks.bin": ranks.astype(np.int32),
    }
