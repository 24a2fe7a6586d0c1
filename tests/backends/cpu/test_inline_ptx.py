"""CPU backend: the inline PTX the translator turns into C++ computes what the GPU computes:
%laneid and %warpid from the thread's linear index in a 2D block, vabsdiff4.add (four byte-wise
absolute differences plus the accumulator), a running %globaltimer, and lop3.b32 (against a
brute-force truth table, bit by bit)."""

from __future__ import annotations

import pytest
from support.cuda_program import run


@pytest.fixture(scope="module")
def lines():
    return run("inline_ptx.cu").stdout.splitlines()


def test_special_registers_and_sad4(lines):
    rows = [line.split() for line in lines if not line.startswith(("timer", "lop3"))]
    assert len(rows) == 16 * 8
    for index, lane, warp, sad, a, b in rows:
        i, a, b = int(index), int(a, 16), int(b, 16)
        assert int(lane) == i % 32 and int(warp) == i // 32, f"thread {i}"
        want = sum(abs(((a >> s) & 0xFF) - ((b >> s) & 0xFF)) for s in (0, 8, 16, 24)) + i
        assert int(sad) == want, f"thread {i}"
    assert "timer_nonzero: 1" in lines


# inputs/inline_ptx.cu's lookup tables, in the order of its lop3 kernel's results.
LUTS = (0x96, 0xE8, 0xCA, 0x00, 0xFF, 0x1B, 0x6D, 0xB4, 0x3C, 0xF8, 0x2E)


def _lop3(lut: int, a: int, b: int, c: int) -> int:
    """PTX's lop3, bit by bit: the truth table's entry (a << 2 | b << 1 | c) of each bit."""
    out = 0
    for bit in range(32):
        k = (a >> bit & 1) << 2 | (b >> bit & 1) << 1 | (c >> bit & 1)
        out |= (lut >> k & 1) << bit
    return out


def test_lop3_computes_its_lookup_tables_function(lines):
    rows = [[int(v, 16) for v in line.split()[1:]] for line in lines if line.startswith("lop3")]
    assert len(rows) == 64
    mask = 0xFFFFFFFF
    for a, b, c, *got in rows:
        assert got == [_lop3(lut, a, b, c) for lut in LUTS], f"{a:08x} {b:08x} {c:08x}"
        # The table's convention, independently: ta = 0xF0, tb = 0xCC, tc = 0xAA.
        assert got[0] == a ^ b ^ c
        assert got[1] == (a & b) | (a & c) | (b & c)
        assert got[2] == (a & b) | (~a & mask & c)
        assert (got[3], got[4]) == (0, mask)
