"""NumPy reference for pitched_3d: a 7-point integer Laplacian, zero on the boundary."""

import numpy as np


def expected(args: list[str]) -> dict:
    w, h, d = (int(a) for a in args)
    z, y, x = np.mgrid[0:d, 0:h, 0:w]
    a = (x * x + 3 * y * z) % 1000
    out = np.zeros_like(a)
    c = a[1:-1, 1:-1, 1:-1]
    out[1:-1, 1:-1, 1:-1] = (
        -6 * c
        + a[1:-1, 1:-1, :-2]
        + a[1:-1, 1:-1, 2:]
        + a[1:-1, :-2, 1:-1]
        + a[1:-1, 2:, 1:-1]
        + a[:-2, 1:-1, 1:-1]
        + a[2:, 1:-1, 1:-1]
    )
    return {"laplacian.bin": out.astype(np.int32)}
