"""NumPy reference for elementwise_math: each function in float64 on the same float32 inputs."""

import math

import numpy as np


def inputs(n: int) -> tuple[np.ndarray, np.ndarray]:
    s = 90210
    raw = np.empty(2 * n, np.uint32)
    for i in range(2 * n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        raw[i] = s
    k = (raw >> 8).astype(np.int64) - (1 << 23)
    x = (k[0::2] * 2.0**-19).astype(np.float32)
    m = (k[1::2] * 2.0**-21).astype(np.float32)
    y = np.where(m == 0, np.float32(1), m).astype(np.float32)
    return x, y


def expected(args: list[str]) -> dict:
    n = int(args[0])
    x32, y32 = inputs(n)
    f = np.float32

    def d(v):
        return v.astype(np.float64)

    x, y = d(x32), d(y32)
    pa = d(np.abs(x32) + f(0.5))
    erf = np.vectorize(math.erf)
    out = {
        "sinf.bin": np.sin(x),
        "cosf.bin": np.cos(x),
        "expf.bin": np.exp(d(x32 * f(2))),
        "logf.bin": np.log(pa),
        "sqrtf.bin": np.sqrt(pa),
        "tanhf.bin": np.tanh(d(x32 * f(0.5))),
        "erff.bin": erf(d(x32 * f(0.25))),
        "atan2f.bin": np.arctan2(x, y),
        "powf.bin": np.power(pa, d(y32 * f(0.5))),
        "fmodf.bin": np.fmod(d(x32 * f(7)), y),
        "cbrtf.bin": np.cbrt(d(x32 * f(100))),
        "hypotf.bin": np.hypot(x, y),
        "floorf.bin": np.floor(d(x32 * f(3))),
        "fmaf.bin": x * y + d(-x32 * f(0.5)),
    }
    return {name: value.astype(np.float32) for name, value in out.items()}
