"""NumPy reference for black_scholes: the same CND polynomial and formulas in float64."""

import numpy as np


def cnd(d):
    a1, a2, a3, a4, a5 = 0.31938153, -0.356563782, 1.781477937, -1.821255978, 1.330274429
    k = 1.0 / (1.0 + 0.2316419 * np.abs(d))
    poly = k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5))))
    c = 0.3989422804014327 * np.exp(-0.5 * d * d) * poly
    return np.where(d > 0, 1.0 - c, c)


def expected(args: list[str]) -> dict:
    n = int(args[0])
    seed = 5347
    t = np.empty(3 * n, np.float32)
    for i in range(3 * n):
        seed = (seed * 1664525 + 1013904223) & 0xFFFFFFFF
        t[i] = (seed >> 8) / 16777216
    t = t.reshape(n, 3)

    def rand(col, low, high):
        width = float(np.float32(high) - np.float32(low))
        value = np.float64(np.float32(low)) + width * t[:, col].astype(np.float64)
        return value.astype(np.float32).astype(np.float64)

    s, x, years = rand(0, 5, 30), rand(1, 1, 100), rand(2, 0.25, 10)
    r, v = float(np.float32(0.02)), float(np.float32(0.30))
    sqrt_t = np.sqrt(years)
    d1 = (np.log(s / x) + (r + 0.5 * v * v) * years) / (v * sqrt_t)
    d2 = d1 - v * sqrt_t
    exp_rt = np.exp(-r * years)
    call = s * cnd(d1) - x * exp_rt * cnd(d2)
    put = x * exp_rt * (1 - cnd(d2)) - s * (1 - cnd(d1))
    return {"call.bin": call.astype(np.float32), "put.bin": put.astype(np.float32)}
