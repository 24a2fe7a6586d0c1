"""Reference for int_bitops: each intrinsic written out from its definition in Python ints."""

import numpy as np

M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def inputs(n: int):
    s = 0x9E3779B97F4A7C15
    a, b, w = [], [], []
    for i in range(n):
        s ^= s >> 12
        s ^= (s << 25) & M64
        s ^= s >> 27
        r = (s * 2685821657736338717) & M64
        a.append(0 if i % 11 == 0 else r & M32)
        b.append(r >> 32)
        w.append(0 if i % 13 == 0 else (1 << (i % 64)) if i % 7 == 0 else r)
    return a, b, w


def clz(v: int, bits: int) -> int:
    return bits - v.bit_length()


def ffs(v: int) -> int:
    return (v & -v).bit_length()


def brev(v: int, bits: int) -> int:
    return int(format(v, f"0{bits}b")[::-1], 2)


def byte_perm(x: int, y: int, s: int) -> int:
    pool = (y << 32) | x
    out = 0
    for k in range(4):
        sel = (s >> (4 * k)) & 7
        out |= ((pool >> (8 * sel)) & 0xFF) << (8 * k)
    return out


def signed(v: int, bits: int = 32) -> int:
    return v - (1 << bits) if v >> (bits - 1) else v


def expected(args: list[str]) -> dict:
    n = int(args[0])
    a, b, w = inputs(n)
    rows, wide = [], []
    for i in range(n):
        x, y, z = a[i], b[i], w[i]
        wrap = (i % 40) & 31  # __funnelshift_l takes the amount modulo 32
        clamp = min(i % 40, 32)  # __funnelshift_rc clamps it to 32
        pair = (y << 32) | x
        rows.append(
            [
                bin(x).count("1"),
                clz(x, 32),
                ffs(x),
                brev(x, 32),
                byte_perm(x, y, 0x5140),
                ((pair << wrap) >> 32) & M32,
                (pair >> clamp) & M32,
                (x * y) >> 32,
                ((signed(x) * signed(y)) >> 32) & M32,
                (abs((x & 0xFFFF) - (y & 0xFFFF)) + i) & M32,
                bin(z).count("1"),
                clz(z, 64),
                ffs(z),
                (abs((signed(x) >> 8) - (signed(y) >> 8))) & M32,
            ]
        )
        wide += [brev(z, 64), (z * ((x * 2654435761) & M64)) >> 64]
    return {
        "bits32.bin": np.array(rows, np.uint64).astype(np.uint32),
        "bits64.bin": np.array(wide, dtype=np.uint64),
    }
