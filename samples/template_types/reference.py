"""NumPy reference for template_types: 3x - 2y per type (|.| for integer types, wrapping uint)."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 77777
    raw = np.empty(n, np.int64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        raw[i] = s
    x = (raw >> 24) - 128
    y = ((raw >> 8) & 0xFF) - 128
    r = 3 * x - 2 * y
    # unsigned: operands wrap to uint32 and so does 3*x + (uint)(-2)*y; magnitude() is identity.
    return {
        "axpby_int.bin": np.abs(r).astype(np.int32),
        "axpby_uint.bin": (r & 0xFFFFFFFF).astype(np.uint32),
        "axpby_i64.bin": np.abs(r),
        "axpby_f32.bin": r.astype(np.float32),
        "axpby_f64.bin": r.astype(np.float64),
    }
