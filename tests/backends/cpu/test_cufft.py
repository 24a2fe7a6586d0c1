"""CPU backend: cuFFT (cufft.h -> cuport/cufft.h, pocketfft underneath) against numpy.fft.

inputs/cufft.cu runs 19 transforms (C2C, Z2Z, R2C, C2R, D2Z, Z2D; ranks 1-3; batched; a prime
length; in-place with cuFFT's padding; overlapping buffers of different layouts; cufftPlanMany
with strides, dists and embeddings; null embeddings; a cufftXtMakePlanMany plan on a stream whose
kernel wrote the input just before) and writes each
case's raw input and output buffers; numpy.fft computes the expected output from that input.
cuFFT does not normalize, so an inverse transform is numpy's times the transform's size. The
program also prints the status codes cuFFT documents for bad input.

Tolerance: a radix FFT's error is about eps * log2(n) times the data's norm (Gentleman and
Sande); the longest transform here has 1000 points (log2 < 10; the prime 97 goes through
Bluestein's 256-point FFTs), so 1e-5 of the largest output magnitude in float (eps 6e-8: over 15x
margin) and 1e-12 in double (eps 1.1e-16) bound it, while any wrong index, sign, scale or layout
gives errors of order 1.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from support.cuda_program import MODES, lines_by_key, run

F32 = (np.float32, np.complex64, 1e-5)
F64 = (np.float64, np.complex128, 1e-12)


def _read(folder: Path, case: str, suffix: str, dtype) -> np.ndarray:
    return np.fromfile(folder / f"{case}.{suffix}", dtype=dtype)


def _close(got: np.ndarray, want: np.ndarray, rtol: float) -> None:
    assert got.shape == want.shape
    scale = max(np.abs(want).max(), 1.0)
    assert np.abs(got - want).max() <= rtol * scale


@pytest.fixture(scope="module", params=MODES)
def results(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"cufft_{request.param}")
    proc = run("cufft.cu", folder, mode=request.param)
    return folder, lines_by_key(proc.stdout), proc.stderr


# (case, precision, input kind, output kind, reference(x) -> expected output)
def _inverse_scaled(x, axes):
    return np.fft.ifftn(x, axes=axes) * np.prod([x.shape[a] for a in axes])


CASES = {
    "c2c_1d": (F32, "c", "c", lambda x: np.fft.fft(x.reshape(3, 48), axis=-1)),
    "c2c_inverse": (F32, "c", "c", lambda x: _inverse_scaled(x, (0,))),
    "z2z_2d": (F64, "c", "c", lambda x: np.fft.fft2(x.reshape(12, 20))),
    "z2z_3d_inverse": (F64, "c", "c", lambda x: _inverse_scaled(x.reshape(4, 6, 10), (0, 1, 2))),
    "r2c_1d": (F32, "r", "c", lambda x: np.fft.rfft(x.reshape(4, 30), axis=-1)),
    "c2r_1d": (F32, "c", "r", lambda x: np.fft.irfft(x.reshape(2, 16), 30, axis=-1) * 30),
    "c2r_3d": (
        F32, "c", "r", lambda x: np.fft.irfftn(x.reshape(4, 6, 5), (4, 6, 9), axes=(0, 1, 2)) * 216
    ),
    "d2z_3d": (F64, "r", "c", lambda x: np.fft.rfftn(x.reshape(5, 4, 6))),
    "made_d2z_2d": (F64, "r", "c", lambda x: np.fft.rfft2(x.reshape(9, 12))),
    "xt_stream": (F32, "c", "c", lambda x: np.fft.fft(x.reshape(2, 1000), axis=-1)),
    "many_null_embed": (F64, "c", "c", lambda x: _inverse_scaled(x.reshape(2, 10), (1,))),
    "z2z_prime": (F64, "c", "c", lambda x: np.fft.fft(x.reshape(2, 97), axis=-1)),
}


def _load(folder, case, precision, kind, suffix):
    real, complex_, _ = precision
    return _read(folder, case, suffix, real if kind == "r" else complex_)


@pytest.mark.parametrize("case", sorted(CASES))
def test_packed_transforms_equal_numpy(results, case):
    folder, _, _ = results
    precision, kind_in, kind_out, reference = CASES[case]
    x = _load(folder, case, precision, kind_in, "in")
    x = x.astype(np.complex128 if kind_in == "c" else np.float64)
    got = _load(folder, case, precision, kind_out, "out")
    want = reference(x)
    _close(got, want.reshape(-1).real if kind_out == "r" else want.reshape(-1), precision[2])


def test_in_place_r2c_reads_padded_rows(results):
    """8 x 14 in place: rows of 16 reals in (2 padding), 8 complex out."""
    folder, _, _ = results
    x = _read(folder, "r2c_2d_inplace", "in", np.float32).reshape(8, 16)[:, :14]
    got = _read(folder, "r2c_2d_inplace", "out", np.complex64).reshape(8, 8)
    _close(got, np.fft.rfft2(x.astype(np.float64)), 1e-5)


def test_in_place_z2d_writes_padded_rows(results):
    """6 x 10 in place: 6 complex in per row, rows of 12 doubles out (the last 2 are padding)."""
    folder, _, _ = results
    x = _read(folder, "z2d_2d_inplace", "in", np.complex128).reshape(6, 6)
    got = _read(folder, "z2d_2d_inplace", "out", np.float64).reshape(6, 12)[:, :10]
    _close(got, np.fft.irfft2(x, (6, 10)) * 60, 1e-12)


def test_in_place_1d_r2c_batches(results):
    """n 10, batch 3 in place: batches of 12 reals in, 6 complex out."""
    folder, _, _ = results
    x = _read(folder, "r2c_1d_inplace", "in", np.float32).reshape(3, 12)[:, :10]
    got = _read(folder, "r2c_1d_inplace", "out", np.complex64).reshape(3, 6)
    _close(got, np.fft.rfft(x.astype(np.float64), axis=-1), 1e-5)


def test_in_place_c2r_with_explicit_padded_layout(results):
    folder, _, _ = results
    x = _read(folder, "many_c2r_inplace", "in", np.complex64).reshape(2, 6)
    got = _read(folder, "many_c2r_inplace", "out", np.float32).reshape(2, 12)[:, :10]
    _close(got, np.fft.irfft(x.astype(np.complex128), 10, axis=-1) * 10, 1e-5)


def test_overlapping_buffers_of_other_layouts_read_the_input_first(results):
    """C2C n 8, batch 2, input packed (batches 8 apart), output every 2nd value (16 apart), in
    one buffer: the output covers the input."""
    folder, _, _ = results
    x = _read(folder, "many_c2c_overlap", "in", np.complex64)[:16].reshape(2, 8)
    out = _read(folder, "many_c2c_overlap", "out", np.complex64).reshape(2, 16)[:, ::2]
    _close(out, np.fft.fft(x.astype(np.complex128), axis=-1), 1e-5)


def test_plan_many_strides_and_dists(results):
    """C2C n 16, batch 3: input every 2nd value, batches 40 apart; output packed."""
    folder, _, _ = results
    raw = _read(folder, "many_c2c_strided", "in", np.complex64)
    x = np.stack([raw[b * 40 : b * 40 + 32 : 2] for b in range(3)]).astype(np.complex128)
    got = _read(folder, "many_c2c_strided", "out", np.complex64).reshape(3, 16)
    _close(got, np.fft.fft(x, axis=-1), 1e-5)


def test_plan_many_embedded_r2c(results):
    """R2C 6 x 8, batch 2: input rows of 10 reals, batches 70 apart; output rows of 5 complex,
    batches 32 apart (the values past each batch's 6 x 5 stay as they were)."""
    folder, _, _ = results
    raw = _read(folder, "many_r2c_embedded", "in", np.float32)
    x = np.stack([raw[b * 70 : b * 70 + 60].reshape(6, 10)[:, :8] for b in range(2)])
    out = _read(folder, "many_r2c_embedded", "out", np.complex64)
    got = np.stack([out[b * 32 : b * 32 + 30].reshape(6, 5) for b in range(2)])
    _close(got, np.fft.rfft2(x.astype(np.float64)), 1e-5)


def test_work_sizes_and_version(results):
    _, lines, _ = results
    assert lines["xt work size"] == "0"
    assert lines["work sizes"] == "0 0"
    assert lines["version"] == "12500 12.5"


BAD_INPUT = {
    "plan n=0": "8",  # CUFFT_INVALID_SIZE
    "plan n=-5": "8",
    "plan batch=0": "8",
    "plan rank 4": "8",
    "plan bad type": "3",  # CUFFT_INVALID_TYPE
    "plan null handle": "4",  # CUFFT_INVALID_VALUE
    "plan null n": "4",
    "plan 2d embed too small": "4",
    "plan stride 0": "4",
    "exec no such plan": "1",  # CUFFT_INVALID_PLAN
    "exec unmade plan": "1",
    "exec wrong type": "1",
    "exec wrong precision": "1",
    "exec null input": "4",
    "exec null output": "4",
    "exec direction 0": "4",
    "set stream no such plan": "1",
    "get size null": "4",
    "estimate bad size": "8",
    "xt half": "16",  # CUFFT_NOT_SUPPORTED, said on stderr
    "destroy twice": "0 1",
}


def test_bad_input_gives_cuffts_status_codes(results):
    _, lines, stderr = results
    assert {key: lines.get(key) for key in BAD_INPUT} == BAD_INPUT
    assert "cufftXtMakePlanMany" in stderr
