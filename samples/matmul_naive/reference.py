"""NumPy reference for matmul_naive: xorshift64 matrices, float64 and int32 products."""

import numpy as np

M64 = (1 << 64) - 1


def xorshift64(s: int, count: int) -> tuple[list[int], int]:
    out = []
    for _ in range(count):
        s ^= (s << 13) & M64
        s ^= s >> 7
        s ^= (s << 17) & M64
        out.append(s)
    return out, s


def expected(args: list[str]) -> dict:
    n = int(args[0])
    ra, s = xorshift64(88172645463325252, n * n)
    rb, _ = xorshift64(s, n * n)

    def real(r):
        return np.array([(v >> 11) / 9007199254740992.0 - 0.5 for v in r]).reshape(n, n)

    ia = (np.array([v % 19 for v in ra], np.int64) - 9).reshape(n, n)
    ib = (np.array([v % 23 for v in rb], np.int64) - 11).reshape(n, n)
    return {"C_f64.bin": real(ra) @ real(rb), "C_i32.bin": (ia @ ib).astype(np.int32)}
