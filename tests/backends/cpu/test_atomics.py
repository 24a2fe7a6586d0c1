"""CPU backend atomics: every operation and type under real concurrency (parallel mode) and in
deterministic mode, against values computed here."""

from __future__ import annotations

import pytest
from support import cuda_program

BLOCKS, THREADS = 64, 128


def _expected() -> dict[str, str]:
    n = BLOCKS * THREADS
    g = range(n)
    and_u = 0xFFFFFFFF
    or_u = 0
    xor_u = 0
    or_ull = 0
    for i in g:
        and_u &= (~(1 << (i % 32)) & 0xFFFFFFFF) | 0x80000000
        or_u |= 1 << (i % 31)
        xor_u ^= i
        or_ull |= 1 << (i % 64)
    inc = 0
    dec = 0
    for _ in g:
        inc = 0 if inc >= 100 else inc + 1
        dec = 50 if (dec == 0 or dec > 50) else dec - 1
    shared_bits = bin(sum(1 << (t % 32) for t in range(THREADS))).count("1")
    return {
        "n": str(n),
        "add_i": str(n),
        "add_u": str(2 * n),
        "add_ull": str(n << 33),
        "add_ll": str(-3 * n),
        "add_f": f"{0.5 * n:.1f}",
        "add_d": f"{0.25 * n:.2f}",
        "sub_i": str(-2 * n),
        "min_i": str(1000 - (n - 1)),
        "max_i": str(3 * (n - 1)),
        "min_u": "7",
        "max_ll": str((n - 1) << 34),
        "inc_u": str(inc),
        "dec_u": str(dec),
        "and_u": str(and_u),
        "or_u": str(or_u),
        "xor_u": str(xor_u),
        "or_ull": str(or_ull),
        "cas_count": str(n),
        "exch_distinct": "1",
        "exch_f": "1.5",
        "block_add": str(n),
        "system_add": str(n),
        "shared_total": str(BLOCKS * (2 * THREADS + shared_bits)),
        # 8192 half-precision additions of 1.0 stop at 2048: 2048 + 1 rounds back to 2048.
        "add_h": "2048.0",
        "max_f": f"{(n - 1) * 0.5:.1f}",
        "nv_add": str(3 * n),
        "nv_add_f": f"{n * 0.25:.1f}",
        "nv_max": str(n - 1),
        "nv_or": str(0xFFFFFFFF),
        "nv_cas_count": str(n),
    }


@pytest.mark.parametrize("mode", cuda_program.MODES)
def test_atomics(mode):
    proc = cuda_program.run("atomics.cu", mode=mode, env={"CUPORT_NUM_THREADS": "4"})
    assert cuda_program.lines_by_key(proc.stdout) == _expected()
