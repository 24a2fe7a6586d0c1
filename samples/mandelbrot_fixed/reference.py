"""NumPy reference for mandelbrot_fixed: the same 4.28 fixed-point iteration, vectorized."""

import numpy as np

FRAC = 28


def fmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a * b) >> FRAC  # int64 product, arithmetic shift


def expected(args: list[str]) -> dict:
    width, height, max_iter = (int(a) for a in args)
    one = 1 << FRAC
    x0, y0 = -2 * one - one // 4, -(one + one // 8)
    step = (3 * one) // width
    py, px = np.mgrid[0:height, 0:width]
    cx = (x0 + px * step).astype(np.int64)
    cy = (y0 + py * step).astype(np.int64)
    zx = np.zeros_like(cx)
    zy = np.zeros_like(cy)
    four = 4 << FRAC
    iters = np.zeros(cx.shape, np.int64)
    active = np.ones(cx.shape, bool)
    for _ in range(max_iter):
        zx2, zy2 = fmul(zx, zx), fmul(zy, zy)
        escaped = (zx2 + zy2) > four
        active &= ~escaped
        if not active.any():
            break
        nzx = zx2 - zy2 + cx
        nzy = 2 * fmul(zx, zy) + cy
        zx = np.where(active, nzx, zx)
        zy = np.where(active, nzy, zy)
        iters += active
    image = np.where(iters == max_iter, 0, 255 - (iters * 255) // max_iter)
    return {
        "iterations.bin": iters.astype(np.uint16),
        "image.bin": image.astype(np.uint8),
        "stdout": [f"points inside: {int((iters == max_iter).sum())} of {width * height}"],
    }
