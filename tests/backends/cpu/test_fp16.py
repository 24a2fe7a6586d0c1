"""CPU backend cuda_fp16/cuda_bf16: every half bit pattern, rounding of floats in all four modes,
bfloat16 rounding, arithmetic/h-math against NumPy's float16 (correctly rounded), and the tanh forms
(htanh, h2tanh and their _approx, for half and bfloat16) against float64 tanh."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from support import cuda_program

NF = 4096
NOPS = 31


@pytest.fixture(scope="module")
def out(tmp_path_factory):
    folder = tmp_path_factory.mktemp("fp16")
    proc = cuda_program.run("fp16.cu", cwd=folder)
    assert cuda_program.lines_by_key(proc.stdout)["status"].endswith("Success")

    def load(name, dtype):
        return cuda_program.read_array(folder / f"fp16_{name}.bin", dtype)

    return {
        "h2f": load("h2f", np.float32),
        "in": load("in", np.float32),
        "a": load("a", np.float32),
        "b": load("b", np.float32),
        "f2h": load("f2h", np.uint16).reshape(-1, 4),
        "f2bf": load("f2bf", np.uint16).reshape(-1, 2),
        "ops": load("ops", np.float32).reshape(NOPS, NF),
    }


def test_every_half_converts_to_float_exactly(out):
    want = np.arange(65536, dtype=np.uint16).view(np.float16).astype(np.float32)
    got = out["h2f"]
    nan = np.isnan(want)
    assert np.array_equal(np.isnan(got), nan)
    assert np.array_equal(got[~nan].view(np.uint32), want[~nan].view(np.uint32))


def _directed(value: np.float32, nearest: np.uint16, mode: str) -> int:
    """The nearest half to value, stepped to the neighbour that rounding mode asks for."""
    h = int(nearest)
    exact = Fraction(float(value))
    approx = float(np.uint16(h).view(np.float16))
    if np.isfinite(approx):
        if Fraction(approx) == exact:
            return h
        above = abs(Fraction(approx)) > abs(exact)  # in magnitude
    else:
        above = True  # rounded to infinity: beyond every finite value
    toward_zero = h - 1 if above else h  # sign-magnitude: one step in magnitude is +-1
    away = h if above else h + 1
    if mode == "rz":
        return toward_zero
    positive = not h & 0x8000
    if mode == "ru":
        return away if positive else toward_zero
    return toward_zero if positive else away


def test_float_to_half_in_every_rounding_mode(out):
    values = out["in"]
    got = out["f2h"]
    finite = np.isfinite(values)
    with np.errstate(over="ignore"):  # floats beyond half's range round to infinity
        nearest = values.astype(np.float16).view(np.uint16)
    assert np.array_equal(got[finite, 0], nearest[finite])
    assert np.all(np.isnan(got[~finite, 0].view(np.float16)) == np.isnan(values[~finite]))
    for column, mode in ((1, "rz"), (2, "ru"), (3, "rd")):
        for i in np.flatnonzero(finite):
            want = _directed(values[i], nearest[i], mode)
            assert int(got[i, column]) == want, f"{mode} of {values[i]!r}"


def _bf16(value: float) -> int:
    """value (a float64) rounded to bfloat16, to nearest even, from exact arithmetic."""
    exact = Fraction(value)
    top = int(np.float32(value).view(np.uint32)) >> 16
    best = None
    for bits in (top - 1, top, top + 1):
        candidate = Fraction(float(np.uint32((bits & 0xFFFF) << 16).view(np.float32)))
        key = (abs(candidate - exact), bits & 1)
        if best is None or key < best[0]:
            best = (key, bits & 0xFFFF)
    return best[1]


def test_float_to_bfloat16(out):
    values = out["in"]
    got = out["f2bf"]
    for i in np.flatnonzero(np.isfinite(values) & (np.abs(values) < 3e38)):
        assert int(got[i, 0]) == _bf16(float(values[i])), repr(values[i])
        assert int(got[i, 1]) == int(values[i : i + 1].view(np.uint32)[0]) >> 16


def _bf(x) -> np.ndarray:
    return np.array([_bf16(float(v)) for v in x], dtype=np.uint32)


def _bf_to_float(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(np.float32)


def test_arithmetic_and_hmath(out):
    a, b = out["a"], out["b"]
    x, y = a.astype(np.float16), b.astype(np.float16)
    f = np.float32
    half_fma = (x.astype(np.float64) * y.astype(np.float64) + 0.5).astype(np.float16)
    cmp = (x < y).astype(f) + 2 * (x == y).astype(f) + 4 * (x > y).astype(f)
    scaled = (x * np.float16(0.1)).astype(np.float16)
    bx = _bf_to_float(_bf(a))
    by = _bf_to_float(_bf(b))
    want = [
        x + y, x - y, x * y, x / y, half_fma, -x, np.abs(x), cmp, np.sqrt(np.abs(y)),
        np.exp(scaled), x + y, y * x,
        (x.astype(np.float64) * y + x).astype(np.float16), np.maximum(x, y), np.minimum(x, y),
        np.clip(x + y, 0, 1),
        _bf_to_float(_bf(bx + by)), _bf_to_float(_bf(bx * by)),
        _bf_to_float(_bf(bx.astype(np.float64) * by + 1.0)),
        np.full(NF, 3.25, dtype=np.float16),
    ]  # fmt: skip
    got = out["ops"][: len(want)]
    for k, w in enumerate(want):
        w = np.asarray(w).astype(np.float32)
        if k in (8, 9):  # h-math goes through float libm: within one half ulp step
            step = np.spacing(np.abs(w.astype(np.float16))).astype(np.float32)
            assert np.all(np.abs(got[k] - w) <= step), f"op {k}"
        else:
            np.testing.assert_array_equal(got[k], w, err_msg=f"op {k}")


def test_tanh_and_its_approximation_for_half_and_bfloat16(out):
    got = out["ops"][20:]
    t = ((out["a"].astype(np.float16) * np.float16(0.1)).astype(np.float16) - np.float16(3)).astype(
        np.float16
    )
    half_tanh = np.tanh(t.astype(np.float64)).astype(np.float16)
    half_want = [half_tanh, half_tanh, half_tanh, -half_tanh, half_tanh, -half_tanh]
    bt = _bf_to_float(_bf(out["a"] / np.float32(10) - np.float32(3)))
    bf_tanh = _bf_to_float(_bf(np.tanh(bt.astype(np.float64))))
    bf_want = [bf_tanh, bf_tanh, bf_tanh, -bf_tanh, -bf_tanh]
    assert np.ptp(t) > 6 and np.ptp(bt) > 6  # the curve and both flat tails
    # Through float libm and one rounding more: within one step of the correctly rounded tanh.
    for k, w in enumerate(half_want):
        step = np.spacing(np.abs(w)).astype(np.float32)
        w = w.astype(np.float32)
        assert np.all(np.abs(got[k] - w) <= step), f"half tanh form {k}"
        assert np.mean(got[k] == w) > 0.9, f"half tanh form {k}"
    for k, w in enumerate(bf_want, start=len(half_want)):
        step = np.spacing(np.abs(w)) * np.float32(1 << 16)  # bfloat16 keeps 8 of float's 24 bits
        assert np.all(np.abs(got[k] - w) <= step), f"bfloat16 tanh form {k}"
        assert np.mean(got[k] == w) > 0.9, f"bfloat16 tanh form {k}"
