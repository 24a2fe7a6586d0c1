"""CPU backend math: CUDA's float/double math API, fast and directed-rounding intrinsics,
conversions, integer intrinsics and math_constants.h, against NumPy and exact Python arithmetic."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from support import cuda_program

N = 256


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    folder = tmp_path_factory.mktemp("math")
    proc = cuda_program.run("math.cu", cwd=folder)

    def load(name, dtype, rows):
        return cuda_program.read_array(folder / f"math_{name}.bin", dtype).reshape(rows, N)

    return {
        "f": load("f", np.float32, 36),
        "fast": load("fast", np.float32, 1)[0],
        "d": load("d", np.float64, 14),
        "r": load("r", np.float32, 20),
        "i": load("i", np.int64, 30),
        "u": load("u", np.uint32, 1)[0],
        "w": load("w", np.uint32, 1)[0],
        "stdout": cuda_program.lines_by_key(proc.stdout),
    }


def _inputs():
    i = np.arange(N)
    x = (np.float32(-3.0) + np.float32(6.0) * i.astype(np.float32) / np.float32(N)).astype(
        np.float32
    )
    y = (np.float32(0.05) + np.float32(4.0) * i.astype(np.float32) / np.float32(N)).astype(
        np.float32
    )
    return x, y


def _ulps(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    want32 = want.astype(np.float32)
    spacing = np.spacing(np.abs(want32)).astype(np.float64)
    return np.abs(got.astype(np.float64) - want) / spacing


def _vec(f):
    return np.vectorize(f, otypes=[np.float64])


def _erfinv(y: float) -> float:
    lo, hi = -10.0, 10.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if math.erf(mid) < y:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def test_float_math_within_cuda_error_bounds(results):
    x, y = (v.astype(np.float64) for v in _inputs())
    xf, yf = _inputs()
    want = [
        np.sin(x), np.cos(x), np.tan(x), np.exp(x), np.exp2(x), 10.0**x, np.log(y),
        np.log2(y), np.log10(y), y**x, np.sqrt(y), 1 / np.sqrt(y), np.cbrt(x),
        np.float32(xf * yf).astype(np.float64) * 0 + (x * y + 1.0), np.minimum(x, y),
        np.maximum(x, y), np.abs(x), np.floor(x), np.ceil(x),
        np.where(x >= 0, np.floor(x + 0.5), -np.floor(-x + 0.5)), np.trunc(x), np.rint(x),
        _vec(math.erf)(x), _vec(math.erfc)(x), _vec(_erfinv)((xf / np.float32(4)).astype(float)),
        _vec(math.lgamma)(y), _vec(math.gamma)(y), np.sin(x) + 2 * np.cos(x),
        np.sin(np.pi * x) + 2 * np.cos(np.pi * x), np.sin(np.pi * x), np.hypot(x, y),
        np.sqrt(x * x + y * y + 4.0), 1 / np.hypot(x, y), x / y, np.clip(x, 0, 1),
        np.arctan2(x, y),
    ]  # fmt: skip
    got = results["f"]
    # CUDA's bounds are 1-4 ulp for these (lgamma/tgamma up to 6); sums of two results and
    # values near zero are compared with an absolute bound instead.
    for k, w in enumerate(want):
        ulps = _ulps(got[k], w)
        close = np.abs(got[k] - w) <= 2e-6 * np.maximum(1.0, np.abs(w))
        assert np.all((ulps <= 6) | close), f"function {k}: worst {ulps.max():.1f} ulp"


def test_fast_math_intrinsics(results):
    x, y = (v.astype(np.float64) for v in _inputs())
    want = np.exp(x) + np.log(y) + np.sin(x) + np.cos(x) + np.sqrt(y) + x / y
    np.testing.assert_allclose(results["fast"], want, rtol=1e-5, atol=1e-5)


def test_double_math(results):
    i = np.arange(N)
    a = -3.0 + 6.0 * i / N + 1e-3
    want = [
        np.sin(a), np.exp(a), np.log(np.abs(a) + 1), np.abs(a) ** 1.5, np.sqrt(np.abs(a)),
        1 / np.sqrt(np.abs(a) + 1), np.cbrt(a), _vec(math.erf)(a), _vec(_erfinv)(a / 4),
        _vec(math.lgamma)(np.abs(a) + 0.5), np.sin(np.pi * a), np.cos(np.pi * a),
        0.5 * _vec(math.erfc)(-a / math.sqrt(2)), np.hypot(a, 2.0),
    ]  # fmt: skip
    for k, w in enumerate(want):
        np.testing.assert_allclose(results["d"][k], w, rtol=1e-13, atol=1e-14, err_msg=str(k))


def _round(exact: Fraction, mode: str) -> np.float32:
    """exact rounded to float32 in direction mode (rn, rz, ru, rd), exactly."""
    f = np.float32(float(exact))
    for _ in range(2):
        value = Fraction(float(f))
        if mode == "ru" and value < exact:
            f = np.nextafter(f, np.float32(np.inf))
        elif mode == "rd" and value > exact:
            f = np.nextafter(f, np.float32(-np.inf))
        elif mode == "rz" and abs(value) > abs(exact):
            f = np.nextafter(f, np.float32(0))
    if mode == "rn":
        # float(exact) rounds once to double; step to the nearest float32 if that was off.
        best = min(
            (np.nextafter(f, np.float32(-np.inf)), f, np.nextafter(f, np.float32(np.inf))),
            key=lambda c: (abs(Fraction(float(c)) - exact), int(c.view(np.uint32)) & 1),
        )
        f = best
    return f


def _sqrt_round(v: Fraction, mode: str) -> np.float32:
    f = np.float32(math.sqrt(float(v)))
    for _ in range(3):
        sq = Fraction(float(f)) ** 2
        if mode == "ru" and sq < v:
            f = np.nextafter(f, np.float32(np.inf))
        elif mode in ("rd", "rz") and sq > v:
            f = np.nextafter(f, np.float32(0))
    return f


def test_directed_rounding_is_exact(results):
    xf, yf = _inputs()
    a_all = (xf * np.float32(1.37)).astype(np.float32)
    b_all = (yf * np.float32(0.11)).astype(np.float32)
    got = results["r"]
    c = Fraction(float(np.float32(0.3)))
    for i in range(N):
        a, b = Fraction(float(a_all[i])), Fraction(float(b_all[i]))
        want = []
        for exact in (a + b, a * b, a / b, a * b + c):
            want += [_round(exact, m) for m in ("rn", "rz", "ru", "rd")]
        want += [_sqrt_round(b, "rz"), _sqrt_round(b, "ru"), _round(1 / b, "rd")]
        want += [_round(a - b, "ru")]
        assert [float(v) for v in got[:, i]] == [float(v) for v in want], f"input {i}"


def _s32(v):
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >= 1 << 31 else v


def _s64(v):
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >= 1 << 63 else v


def _brev(v, bits):
    return int(format(v, f"0{bits}b")[::-1], 2)


def _s24(v):
    v &= 0xFFFFFF
    return v - (1 << 24) if v >= 1 << 23 else v


def _bytes_signed(v):
    return [((v >> (8 * k)) & 0xFF) - (256 if (v >> (8 * k)) & 0x80 else 0) for k in range(4)]


def _float2int_rn(bits: int) -> int:
    f = float(np.uint32(bits).view(np.float32))
    if math.isnan(f):
        return 0
    r = round(f) if abs(f) < 2**62 else int(f)  # Python's round is half-to-even
    return max(-(2**31), min(2**31 - 1, r))


def test_integer_intrinsics(results):
    got = results["i"]
    for i in range(N):
        a, b = int(results["u"][i]), int(results["w"][i])
        sa, sb = _s32(a), _s32(b)
        wide = (a << 32) | b
        fun = (b << 32) | a  # funnel shifts take (lo, hi)
        swide = _s64(wide)
        ybytes = ((b << 32) | a).to_bytes(8, "little")

        def perm(s, data=ybytes):
            return sum(data[(s >> (4 * k)) & 7] << (8 * k) for k in range(4))

        shifted = swide >> (a % 64)
        v = [
            bin(a).count("1"), bin(wide).count("1"), 32 - a.bit_length() if sa >= 0 else 0,
            64 - (shifted & ((1 << 64) - 1)).bit_length() if shifted >= 0 else 0,
            (a & -a).bit_length(), (wide & -wide).bit_length(), _brev(a, 32),
            _brev(wide, 64) >> 1, _s32(_s24(a) * _s24(b)), (a & 0xFFFFFF) * (b & 0xFFFFFF) & 0xFFFFFFFF,
            (sa * sb) >> 32, (a * b) >> 32, (swide * 12345678901) >> 64, ((wide * wide) >> 64) >> 1,
            (abs(sa - sb) + 7) & 0xFFFFFFFF, (abs(a - b) + 9) & 0xFFFFFFFF, perm(0x5140),
            perm(0x3276), ((fun << (a % 40 % 32)) >> 32) & 0xFFFFFFFF,
            (fun >> (b % 40 % 32)) & 0xFFFFFFFF, ((fun << min(a % 40, 32)) >> 32) & 0xFFFFFFFF,
            (fun >> min(b % 40, 32)) & 0xFFFFFFFF, (sa + sb) >> 1, (sa + sb + 1) >> 1,
            (a + b) >> 1, (a + b + 1) >> 1,
            _s32(sum(p * q for p, q in zip(_bytes_signed(a), _bytes_signed(b), strict=True)) + 11),
            (sum(((a >> 8 * k) & 0xFF) * ((b >> 8 * k) & 0xFF) for k in range(4)) + 5) & 0xFFFFFFFF,
            _float2int_rn(a & 0x4FFFFFFF), 1,
        ]  # fmt: skip
        for k, value in enumerate(v):
            assert got[k, i] == value, f"intrinsic {k} on {a:#x}, {b:#x}"


def test_constants_and_min_max(results):
    out = results["stdout"]
    assert out["pi_f"] == "3.1415927"
    assert out["pi"] == "3.141592653589793"
    assert out["inf_f"] == "inf"
    assert out["sqrt2pi"] == "2.506628274631001"
    assert out["min"] == "-4 5 1.5"
    assert out["max"] == f"3 {1 << 40}"
