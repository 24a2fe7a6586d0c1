"""Comparison rules (exact, ulp:N, rel:R) and reading a program's outputs.

Each rule returns (ok, message); a message names the first mismatch and the worst error, so a
failing sample says where it differs. Rules never loosen themselves to make a sample pass.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

_NUMBER = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$|^[+-]?(inf|nan)$", re.IGNORECASE)
_INT_OF = {2: np.int16, 4: np.int32, 8: np.int64}


def parse_rule(rule: str) -> tuple[str, float]:
    """("exact", 0), ("ulp", N) or ("rel", R) from the manifest's compare string."""
    kind, _, value = rule.partition(":")
    if kind == "exact" and not value:
        return "exact", 0.0
    if kind in ("ulp", "rel") and value:
        return kind, float(value)
    raise ValueError(f"unknown comparison rule {rule!r}")


def ulp_distance(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    """Units in the last place between two float arrays of the same dtype (NaN vs NaN is 0).

    Floats are mapped onto a line of integers where neighbours differ by one, so +0 and -0 are
    both 0 and the distance across zero counts the representable values in between.
    """
    int_type = _INT_OF[got.dtype.itemsize]
    bits = 8 * got.dtype.itemsize

    def ordered(x: np.ndarray) -> np.ndarray:
        raw = np.ascontiguousarray(x).view(int_type).astype(np.int64)
        magnitude = raw & ((1 << (bits - 1)) - 1)
        return np.where(raw < 0, -magnitude, magnitude)

    a, b = ordered(got), ordered(want)
    same_side = (a >= 0) == (b >= 0)
    # Opposite signs can overflow int64 for float64; the distance is then huge anyway.
    distance = np.where(
        same_side, np.abs(a - np.where(same_side, b, a)).astype(np.float64), 0.0
    ) + np.where(same_side, 0.0, np.abs(a.astype(np.float64)) + np.abs(b.astype(np.float64)))
    both_nan = np.isnan(got) & np.isnan(want)
    return np.where(both_nan, 0.0, distance)


def _first(mask: np.ndarray) -> int:
    return int(np.flatnonzero(mask.ravel())[0])


def compare_arrays(got: np.ndarray, want, rule: str, atol: float = 0.0) -> tuple[bool, str]:
    """Compare a program's array with the reference's under rule. Returns (ok, message)."""
    want = np.asarray(want)
    if got.size != want.size:
        return False, f"size {got.size} != expected {want.size}"
    got = got.ravel()
    try:
        want = want.ravel().astype(got.dtype, casting="unsafe")
    except (TypeError, ValueError) as exc:
        return False, f"cannot compare dtypes {got.dtype} and {want.dtype}: {exc}"
    kind, bound = parse_rule(rule)
    if got.size == 0:
        return True, "empty"
    is_float = np.issubdtype(got.dtype, np.floating)
    if kind == "exact" or not is_float:
        if is_float:
            # Bit patterns, so -0.0 vs 0.0 and NaN payloads count; NaN == NaN here.
            int_type = _INT_OF[got.dtype.itemsize]
            bad = got.view(int_type) != want.view(int_type)
        else:
            bad = got != want
        if not bad.any():
            return True, f"{got.size} values identical"
        i = _first(bad)
        return False, (
            f"{int(bad.sum())} of {got.size} values differ; first at [{i}]: "
            f"got {got[i]!r}, expected {want[i]!r}"
        )
    if kind == "ulp":
        distance = ulp_distance(got, want)
        finite_close = np.abs(got.astype(np.float64) - want.astype(np.float64)) <= atol
        bad = (distance > bound) & ~finite_close
        worst = float(distance.max())
        if not bad.any():
            return True, f"max {worst:.0f} ulp (bound {bound:.0f})"
        i = _first(bad)
        return False, (
            f"{int(bad.sum())} of {got.size} values exceed {bound:.0f} ulp (max {worst:.0f}); "
            f"first at [{i}]: got {got[i]!r}, expected {want[i]!r}"
        )
    g64, w64 = got.astype(np.float64), want.astype(np.float64)
    error = np.abs(g64 - w64)
    allowed = bound * np.abs(w64) + atol
    same_nonfinite = (g64 == w64) | (np.isnan(g64) & np.isnan(w64))
    bad = (~(error <= allowed)) & ~same_nonfinite
    rel = error / np.maximum(np.abs(w64), np.finfo(np.float64).tiny)
    worst = float(np.max(np.nan_to_num(np.where(same_nonfinite, 0.0, rel), nan=np.inf)))
    if not bad.any():
        return True, f"max rel error {worst:.3g} (bound {bound:g}, atol {atol:g})"
    i = _first(bad)
    return False, (
        f"{int(bad.sum())} of {got.size} values exceed rel {bound:g} (atol {atol:g}); "
        f"first at [{i}]: got {got[i]!r}, expected {want[i]!r}"
    )


def select_lines(text: str, pattern: str | None) -> list[str]:
    """The stdout lines the manifest compares (all non-empty lines when no pattern).

    A line is compared whole, unless the pattern has named groups (?P<name>...): then only those,
    joined by a space, so a line may carry backend-specific text (an error's name) beside its code.
    Plain groups only group (alternatives), as in any regex.
    """
    lines = [line.rstrip() for line in text.splitlines()]
    if pattern is None:
        return [line for line in lines if line]
    regex = re.compile(pattern)
    found = []
    for line in lines:
        match = regex.search(line)
        if match and regex.groupindex:
            found.append(" ".join(match.group(name) or "" for name in regex.groupindex))
        elif match:
            found.append(line)
    return found


def compare_lines(got: list[str], want: list[str], rule: str, atol: float = 0.0):
    """Compare text lines; under ulp/rel, numeric tokens compare as float32/float64 numbers."""
    if isinstance(want, str):  # a reference may give stdout as one text
        want = want.splitlines()
    want = [str(w).rstrip() for w in want]
    if len(got) != len(want):
        pairs = zip(got, want, strict=False)
        first = next((i for i, (g, w) in enumerate(pairs) if g != w), min(len(got), len(want)))
        return False, (
            f"{len(got)} lines, expected {len(want)}; first difference at line {first + 1}: "
            f"got {got[first : first + 2]!r}, expected {want[first : first + 2]!r}"
        )
    kind, _ = parse_rule(rule)
    for number, (g, w) in enumerate(zip(got, want, strict=True)):
        if g == w:
            continue
        g_tokens, w_tokens = g.split(), w.split()
        ok = kind != "exact" and len(g_tokens) == len(w_tokens)
        if ok:
            for gt, wt in zip(g_tokens, w_tokens, strict=True):
                if gt == wt:
                    continue
                if not (_NUMBER.match(gt.rstrip(",;")) and _NUMBER.match(wt.rstrip(",;"))):
                    ok = False
                    break
                dtype = np.float32 if kind == "ulp" else np.float64
                pair = np.array([float(gt.rstrip(",;"))], dtype), np.array([float(wt.rstrip(",;"))])
                ok, _ = compare_arrays(pair[0], pair[1], rule, atol)
                if not ok:
                    break
        if not ok:
            return False, f"line {number + 1}: got {g!r}, expected {w!r}"
    return True, f"{len(got)} lines match"


def read_output(path: Path, dtype: str | None, shape: tuple | None) -> np.ndarray:
    """A file a program wrote: .npy as saved, anything else raw binary of dtype."""
    if path.suffix == ".npy":
        return np.load(path, allow_pickle=False)
    data = np.fromfile(path, dtype=np.dtype(dtype))
    if shape:
        data = data.reshape(shape)
    return data
