"""NumPy reference for mc_philox: Philox-4x32-10 written out in uint64 arithmetic."""

import numpy as np

M0, M1 = 0xD2511F53, 0xCD9E8D57
W0, W1 = 0x9E3779B9, 0xBB67AE85
MASK = 0xFFFFFFFF


def philox(c0, c1, c2, c3, k0, k1):
    for _ in range(10):
        p0 = np.uint64(M0) * c0
        p1 = np.uint64(M1) * c2
        hi0, lo0 = p0 >> np.uint64(32), p0 & np.uint64(MASK)
        hi1, lo1 = p1 >> np.uint64(32), p1 & np.uint64(MASK)
        c0, c1, c2, c3 = hi1 ^ c1 ^ np.uint64(k0), lo1, hi0 ^ c3 ^ np.uint64(k1), lo0
        k0, k1 = (k0 + W0) & MASK, (k1 + W1) & MASK
    return c0, c1, c2, c3


def expected(args: list[str]) -> dict:
    blocks, per = int(args[0]), int(args[1])
    threads = blocks * 128
    seed = 0x123456789ABCDEF
    gid = np.repeat(np.arange(threads, dtype=np.uint64), per)
    r = np.tile(np.arange(per, dtype=np.uint64), threads)
    zero = np.zeros_like(gid)
    words = np.stack(philox(gid, r, zero, zero, seed & MASK, seed >> 32), axis=1)
    top = (words >> np.uint64(31)).reshape(blocks, -1).sum(axis=1)
    return {"philox.bin": words.astype(np.uint32), "topbits.bin": top.astype(np.uint32)}
