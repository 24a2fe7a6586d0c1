"""NumPy reference for functor_transform: affine, clamp, square, zip-add, block max and sum."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 1000003
    raw = np.empty(n, np.int64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        raw[i] = s
    hi = (raw >> 16) - 32768
    hj = (raw & 0xFFFF) - 32768
    hf = (np.trunc(hi / 16) * 0.5).astype(np.float32)  # C++ integer division truncates
    clamped = np.clip(hj, -1000, 1000)

    def grid_stride_blocks(values, blocks, threads, op, identity):
        stride = blocks * threads
        padded = np.full(-(-n // stride) * stride, identity, np.int64)
        padded[:n] = values
        return op(padded.reshape(-1, blocks, threads), axis=(0, 2))

    return {
        "affine.bin": (np.float32(4) * hf + np.float32(0.25)).astype(np.float32),
        "clamped.bin": clamped.astype(np.int32),
        "squares.bin": (clamped * clamped).astype(np.int32),
        "sums.bin": (hi + hj).astype(np.int32),
        "block_max.bin": grid_stride_blocks(hi, 64, 128, np.max, -(2**31)).astype(np.int32),
        "block_sum.bin": grid_stride_blocks(hj, 64, 256, np.sum, 0).astype(np.int32),
    }
