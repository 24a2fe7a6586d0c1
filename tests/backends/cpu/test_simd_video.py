"""CPU backend SIMD video intrinsics: every __v*2/__v*4 function of CUDA's Math API, run in a
kernel on edge and pseudo-random operands, against a lane-by-lane Python reference written from
CUDA's definitions (wrap-around, signed and unsigned saturation, PTX vavrg rounding, vset = 1 per
lane, vcmp = all ones per lane, sums of absolute differences)."""

from __future__ import annotations

import pytest
from support import cuda_program


def _lanes(x: int, width: int, signed: bool) -> list[int]:
    mask = (1 << width) - 1
    values = [(x >> shift) & mask for shift in range(0, 32, width)]
    if signed:
        values = [v - (1 << width) if v >> (width - 1) else v for v in values]
    return values


def _pack(values: list[int], width: int) -> int:
    mask = (1 << width) - 1
    return sum((v & mask) << (i * width) for i, v in enumerate(values))


def _clamp(v: int, lo: int, hi: int) -> int:
    return max(lo, min(hi, v))


def _signed_average(total: int) -> int:
    # vavrg on signed lanes: (a + b) / 2 rounded half away from zero.
    half, odd = divmod(abs(total), 2)
    return (half + odd) * (1 if total >= 0 else -1)


def _reference(name: str, a: int, b: int) -> int:
    stem, width = name[3:-1], 16 if name.endswith("2") else 8
    smin, smax, umax = -(1 << (width - 1)), (1 << (width - 1)) - 1, (1 << width) - 1
    sa, sb = _lanes(a, width, True), _lanes(b, width, True)
    ua, ub = _lanes(a, width, False), _lanes(b, width, False)
    if stem in ("sads", "sadu"):
        x, y = (sa, sb) if stem == "sads" else (ua, ub)
        return sum(abs(p - q) for p, q in zip(x, y, strict=True))
    compares = {
        "eq": lambda: [p == q for p, q in zip(ua, ub, strict=True)],
        "ne": lambda: [p != q for p, q in zip(ua, ub, strict=True)],
        "ges": lambda: [p >= q for p, q in zip(sa, sb, strict=True)],
        "geu": lambda: [p >= q for p, q in zip(ua, ub, strict=True)],
        "gts": lambda: [p > q for p, q in zip(sa, sb, strict=True)],
        "gtu": lambda: [p > q for p, q in zip(ua, ub, strict=True)],
        "les": lambda: [p <= q for p, q in zip(sa, sb, strict=True)],
        "leu": lambda: [p <= q for p, q in zip(ua, ub, strict=True)],
        "lts": lambda: [p < q for p, q in zip(sa, sb, strict=True)],
        "ltu": lambda: [p < q for p, q in zip(ua, ub, strict=True)],
    }
    for prefix, true_value in (("cmp", -1), ("set", 1)):
        if stem.startswith(prefix):
            return _pack([true_value if t else 0 for t in compares[stem[3:]]()], width)
    lanewise = {
        "abs": lambda p, q, u, v: abs(p),
        "absss": lambda p, q, u, v: _clamp(abs(p), 0, smax),
        "neg": lambda p, q, u, v: -p,
        "negss": lambda p, q, u, v: _clamp(-p, smin, smax),
        "absdiffs": lambda p, q, u, v: abs(p - q),
        "absdiffu": lambda p, q, u, v: abs(u - v),
        "add": lambda p, q, u, v: u + v,
        "addss": lambda p, q, u, v: _clamp(p + q, smin, smax),
        "addus": lambda p, q, u, v: _clamp(u + v, 0, umax),
        "sub": lambda p, q, u, v: u - v,
        "subss": lambda p, q, u, v: _clamp(p - q, smin, smax),
        "subus": lambda p, q, u, v: _clamp(u - v, 0, umax),
        "avgs": lambda p, q, u, v: _signed_average(p + q),
        "avgu": lambda p, q, u, v: (u + v + 1) // 2,
        "haddu": lambda p, q, u, v: (u + v) // 2,
        "maxs": lambda p, q, u, v: max(p, q),
        "maxu": lambda p, q, u, v: max(u, v),
        "mins": lambda p, q, u, v: min(p, q),
        "minu": lambda p, q, u, v: min(u, v),
    }
    op = lanewise[stem]
    return _pack([op(*lane) for lane in zip(sa, sb, ua, ub, strict=True)], width)


@pytest.fixture(scope="module")
def rows():
    proc = cuda_program.run("simd_video.cu")
    found = []
    for line in proc.stdout.splitlines():
        name, a, b, got = line.split()
        found.append((name, int(a, 16), int(b, 16), int(got, 16)))
    return found


def test_every_simd_intrinsic_is_exercised(rows):
    names = {name for name, *_ in rows}
    assert len(names) == 82  # CUDA 12/13's __v*2 and __v*4 functions
    assert len(rows) == 82 * 64


def test_simd_intrinsics_match_cuda_definitions(rows):
    wrong = [
        f"{name}({a:#010x}, {b:#010x}) = {got:#010x}, want {_reference(name, a, b):#010x}"
        for name, a, b, got in rows
        if got != _reference(name, a, b)
    ]
    assert not wrong, f"{len(wrong)} wrong: {wrong[:10]}"


def test_documented_examples(rows):
    # The examples in CUDA's device_functions.h, and the saturating edges.
    results = {(name, a, b): got for name, a, b, got in rows}
    want = {
        ("__vcmpeq4", 0x1234ABA5, 0x1234ABA6): 0xFFFFFF00,
        ("__vcmpgeu2", 0x1234ABA5, 0x1234ABA6): 0xFFFF0000,
        ("__vcmples4", 0x1234ABA5, 0x1234ABA6): 0xFFFFFFFF,
        ("__vcmplts2", 0x1234ABA5, 0x1234ABA6): 0x0000FFFF,
        ("__vseteq2", 0x1234ABA5, 0x1234ABA6): 0x00010000,
    }
    for key, value in want.items():
        assert results[key] == value
    assert results[("__vabsss2", 0x80008000, 0x80008000)] == 0x7FFF7FFF
    assert results[("__vabs2", 0x80008000, 0x80008000)] == 0x80008000
    assert results[("__vaddus4", 0xFFFFFFFF, 0xFFFFFFFF)] == 0xFFFFFFFF
