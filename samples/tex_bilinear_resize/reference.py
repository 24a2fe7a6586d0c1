"""NumPy reference for tex_bilinear_resize: 2x bilinear upsampling with clamped borders."""

import numpy as np


def expected(args: list[str]) -> dict:
    w, h = int(args[0]), int(args[1])
    s = 4
    img = np.empty(w * h)
    for i in range(img.size):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        img[i] = s >> 24
    img = img.reshape(h, w)

    def axis(n_in: int):
        # Texel-space coordinate of output sample i, minus 0.5 (texel centres): i/2 - 0.25.
        coord = (np.arange(2 * n_in) + 0.5) / 2 - 0.5
        lo = np.floor(coord).astype(np.int64)
        frac = coord - lo
        return np.clip(lo, 0, n_in - 1), np.clip(lo + 1, 0, n_in - 1), frac

    y0, y1, fy = axis(h)
    x0, x1, fx = axis(w)
    top = img[y0][:, x0] * (1 - fx) + img[y0][:, x1] * fx
    bottom = img[y1][:, x0] * (1 - fx) + img[y1][:, x1] * fx
    out = top * (1 - fy)[:, None] + bottom * fy[:, None]
    return {"resized.bin": out.astype(np.float32)}
