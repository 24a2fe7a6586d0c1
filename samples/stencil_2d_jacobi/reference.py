"""NumPy reference for stencil_2d_jacobi: the same float32 Jacobi sweeps, same addition order."""

import numpy as np


def expected(args: list[str]) -> dict:
    nx, ny, iters = (int(a) for a in args)
    a = np.zeros((ny, nx), np.float32)
    a[0, :] = 100
    a[:, 0] = 50
    a_new = a.copy()
    residuals = []
    quarter = np.float32(0.25)
    for _ in range(iters):
        east, west = a[1:-1, 2:], a[1:-1, :-2]
        south, north = a[2:, 1:-1], a[:-2, 1:-1]
        v = quarter * (((east + west) + south) + north)
        residuals.append(np.abs(v - a[1:-1, 1:-1]).max())
        a_new[1:-1, 1:-1] = v
        a, a_new = a_new, a
    return {"field.bin": a, "residuals.bin": np.array(residuals, np.float32)}
