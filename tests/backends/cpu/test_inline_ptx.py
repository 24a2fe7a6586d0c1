"""CPU backend: the inline PTX the translator turns into C++ computes what the GPU computes:
%laneid and %warpid from the thread's linear index in a 2D block, vabsdiff4.add (four byte-wise
absolute differences plus the accumulator), and a running %globaltimer."""

from __future__ import annotations

from support.cuda_program import run


def test_special_registers_and_sad4():
    lines = run("inline_ptx.cu").stdout.splitlines()
    rows = [line.split() for line in lines if not line.startswith("timer")]
    assert len(rows) == 16 * 8
    for index, lane, warp, sad, a, b in rows:
        i, a, b = int(index), int(a, 16), int(b, 16)
        assert int(lane) == i % 32 and int(warp) == i // 32, f"thread {i}"
        want = sum(abs(((a >> s) & 0xFF) - ((b >> s) & 0xFF)) for s in (0, 8, 16, 24)) + i
        assert int(sad) == want, f"thread {i}"
    assert "timer_nonzero: 1" in lines
