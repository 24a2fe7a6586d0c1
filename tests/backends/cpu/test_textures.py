"""CPU backend textures and surfaces: a CUDA program samples linear, pitched, array, 1D, 3D and
layered textures in every address and filter mode; NumPy re-derives each value from the CUDA
Programming Guide's texture fetching rules (appendix "Texture Fetching")."""

from __future__ import annotations

import numpy as np
import pytest
from support.cuda_program import MODES, lines_by_key, read_array, run

W, H, D, M = 8, 6, 3, 64


@pytest.fixture(scope="module", params=MODES)
def result(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"textures-{request.param}")
    proc = run("textures.cu", mode=request.param, cwd=folder)
    return folder, lines_by_key(proc.stdout)


def _address(i: np.ndarray, n: int, mode: str) -> tuple[np.ndarray, np.ndarray]:
    """Texel indices after the address mode, and which ones fall outside (border)."""
    if mode == "wrap":
        return np.mod(i, n), np.zeros(i.shape, bool)
    if mode == "mirror":
        m = np.mod(i, 2 * n)
        return np.where(m < n, m, 2 * n - 1 - m), np.zeros(i.shape, bool)
    outside = (i < 0) | (i >= n)
    return np.clip(i, 0, n - 1), outside if mode == "border" else np.zeros(i.shape, bool)


def _texel(img: np.ndarray, ix, iy, mode: str, border: float = -7.0) -> np.ndarray:
    h, w = img.shape
    x, out_x = _address(ix, w, mode)
    y, out_y = _address(iy, h, mode)
    return np.where(out_x | out_y, np.float32(border), img[y, x])


def _sample2d(img, x, y, mode, linear, normalized):
    h, w = img.shape
    x = x.astype(np.float32)
    y = y.astype(np.float32)
    if normalized:
        x, y = x * np.float32(w), y * np.float32(h)
    if not linear:
        return _texel(img, np.floor(x).astype(int), np.floor(y).astype(int), mode)
    xb, yb = x - np.float32(0.5), y - np.float32(0.5)
    i, j = np.floor(xb), np.floor(yb)
    # Weights in 9-bit fixed point with 8 fractional bits, as the texture unit.
    a = (np.round((xb - i) * 256) / 256).astype(np.float32)
    b = (np.round((yb - j) * 256) / 256).astype(np.float32)
    i, j = i.astype(int), j.astype(int)
    t = lambda di, dj: _texel(img, i + di, j + dj, mode)  # noqa: E731
    return (
        (1 - a) * (1 - b) * t(0, 0)
        + a * (1 - b) * t(1, 0)
        + (1 - a) * b * t(0, 1)
        + a * b * t(1, 1)
    )


def _image(folder):
    return read_array(folder / "image.bin", np.float32).reshape(H, W)


def test_tex1dfetch_on_linear_memory(result):
    folder, _ = result
    got = read_array(folder / "fetch.bin", np.int32)
    idx = np.arange(M) - 2
    expected = np.where(idx >= 0, idx * idx, 0)
    np.testing.assert_array_equal(got, expected)


CASES = [
    ("array_point_clamp", "clamp", False, False),
    ("array_linear_clamp", "clamp", True, False),
    ("array_point_border", "border", False, False),
    ("array_linear_border", "border", True, False),
    ("array_point_wrap_norm", "wrap", False, True),
    ("array_linear_wrap_norm", "wrap", True, True),
    ("array_point_mirror_norm", "mirror", False, True),
    ("array_linear_mirror_norm", "mirror", True, True),
    ("pitch_linear_clamp", "clamp", True, False),
    ("pitch_point_clamp_norm", "clamp", False, True),
]


@pytest.mark.parametrize("name, mode, linear, normalized", CASES)
def test_tex2d_modes(result, name, mode, linear, normalized):
    folder, _ = result
    img = _image(folder)
    xs = read_array(folder / "coords.bin", np.float32)
    ys = read_array(folder / "coords_y.bin", np.float32)
    if normalized:
        xs, ys = xs / np.float32(W), ys / np.float32(H)
    expected = _sample2d(img, xs, ys, mode, linear, normalized)
    got = read_array(folder / f"{name}.bin", np.float32)
    np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-5)


def test_tex1d_linear_on_1d_array(result):
    folder, _ = result
    row = _image(folder).reshape(-1)[:W].reshape(1, W)
    xs = read_array(folder / "coords.bin", np.float32)
    expected = _sample2d(row, xs, np.full(M, 0.5, np.float32), "clamp", True, False)
    got = read_array(folder / "array1d_linear.bin", np.float32)
    np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-5)


def test_normalized_float_read_of_uchar4(result):
    folder, _ = result
    raw = read_array(folder / "uchar4_input.bin", np.uint8).astype(np.float32)
    got = read_array(folder / "uchar4_normalized.bin", np.float32)
    np.testing.assert_allclose(got, raw / np.float32(255), rtol=1e-6)


def test_3d_and_layered_arrays(result):
    folder, _ = result
    vol = read_array(folder / "volume_input.bin", np.float32)
    np.testing.assert_array_equal(read_array(folder / "volume.bin", np.float32), vol)
    np.testing.assert_array_equal(read_array(folder / "layered.bin", np.float32), vol)


def _cubemap_face(d: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Face, s and t for each direction: the table in the CUDA Programming Guide's "Cubemap
    Textures" (major axis first by |x|, then |y|, then |z| on ties)."""
    x, y, z = d[:, 0], d[:, 1], d[:, 2]
    ax, ay, az = np.abs(x), np.abs(y), np.abs(z)
    on_x = (ax >= ay) & (ax >= az)
    on_y = ~on_x & (ay >= az)
    face = np.where(on_x, np.where(x >= 0, 0, 1), np.where(on_y, np.where(y >= 0, 2, 3),
                                                            np.where(z >= 0, 4, 5)))
    sc = np.select([face == 0, face == 1, face == 4, face == 5], [-z, z, x, -x], x)
    tc = np.select([face == 2, face == 3], [z, -z], -y)
    major = np.select([on_x, on_y], [ax, ay], az)
    return face, (sc / major + 1) / 2, (tc / major + 1) / 2


@pytest.mark.parametrize("name, cube", [("cubemap", 0), ("cubemap_layered", 1)])
def test_cubemap_fetch(result, name, cube):
    folder, out = result
    c = 4
    faces = read_array(folder / "cubemap_faces.bin", np.float32).reshape(12, c, c)
    dirs = read_array(folder / "cubemap_dirs.bin", np.float32).reshape(-1, 3)
    face, s, t = _cubemap_face(dirs)
    assert set(face) == set(range(6)), "the directions miss a face"
    ix = np.clip(np.floor(s.astype(np.float32) * c), 0, c - 1).astype(int)
    iy = np.clip(np.floor(t.astype(np.float32) * c), 0, c - 1).astype(int)
    expected = faces[cube * 6 + face, iy, ix]
    np.testing.assert_array_equal(read_array(folder / f"{name}.bin", np.float32), expected)
    assert out["cubemap_not_square"] == "1"  # cudaErrorInvalidValue
    assert out["cubemap_five_faces"] == "1"


def test_surface_read_and_write(result):
    folder, _ = result
    got = read_array(folder / "surface.bin", np.float32)
    np.testing.assert_array_equal(got, -2 * _image(folder).reshape(-1))


def test_invalid_objects_are_rejected(result):
    _, out = result
    assert out["surface_needs_flag"] == "1"
    assert out["bad_pitch"] == "1"
    assert out["null_desc"] == "1"
    assert out["done"] == "1"
