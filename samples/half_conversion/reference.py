"""NumPy reference for half_conversion: directed roundings built from NumPy's round-to-nearest."""

import numpy as np


def lcg(s: int) -> int:
    return (s * 1664525 + 1013904223) & 0xFFFFFFFF


def inputs(n: int) -> np.ndarray:
    f32 = np.float32
    vals = np.zeros(n, np.float32)
    s = 424242
    for i in range(n):
        s = lcg(s)
        kind = i % 8
        if kind == 0:
            mag = f32(s >> 8) * f32(2.0**-24) * f32(6.1e-5)
        elif kind == 1:
            mag = f32(65504 + (s >> 20))
        elif kind == 2:
            mag = f32((s >> 21) + 0.5)
        elif kind == 3:
            mag = f32(s >> 8) * f32(2.0**-24) * f32(1e-8)
        else:
            mag = f32(0)
        vals[i] = -mag if s & 1 else mag
    for i in range(n):
        if i % 8 >= 4:
            s = lcg(s)
            m = f32(s >> 8) * f32(2.0**-24)
            e = ((s >> 4) & 31) - 15
            vals[i] = f32(-1.0 if s & 2 else 1.0) * np.ldexp(f32(1) + m, e).astype(np.float32)
    return vals


def directed(x: np.ndarray, mode: str) -> np.ndarray:
    exact = x.astype(np.float64)
    rn = exact.astype(np.float16)
    r = rn.astype(np.float64)
    if mode == "rz":
        step = np.abs(r) > np.abs(exact)
        return np.where(step, np.nextafter(rn, np.float16(0)), rn)
    if mode == "rd":
        return np.where(r > exact, np.nextafter(rn, np.float16(-np.inf)), rn)
    return np.where(r < exact, np.nextafter(rn, np.float16(np.inf)), rn)


def expected(args: list[str]) -> dict:
    n = int(args[0])
    x = inputs(n)
    with np.errstate(over="ignore"):  # overflow to infinity is part of what is tested
        rn = x.astype(np.float64).astype(np.float16)
        a = (x * np.float32(0.001)).astype(np.float64).astype(np.float16)
        b = a[(np.arange(n) * 7 + 3) % n]
        a64, b64 = a.astype(np.float64), b.astype(np.float64)
        prod = (a64 * b64).astype(np.float16)
        flags = (a64 < b64).astype(np.int32) | (np.isinf(prod).astype(np.int32) << 1)
        return {
            "rn.bin": rn.view(np.uint16),
            "rz.bin": directed(x, "rz").view(np.uint16),
            "rd.bin": directed(x, "rd").view(np.uint16),
            "ru.bin": directed(x, "ru").view(np.uint16),
            "back.bin": rn.astype(np.float32),
            "sum.bin": (a64 + b64).astype(np.float16).view(np.uint16),
            "diff.bin": (a64 - b64).astype(np.float16).view(np.uint16),
            "prod.bin": prod.view(np.uint16),
            "flags.bin": flags,
        }
