"""NumPy reference for conv2d_constant_filter: 5x5 binomial blur with clamp-to-edge borders."""

import numpy as np


def expected(args: list[str]) -> dict:
    width, height = int(args[0]), int(args[1])
    s = 8
    img = np.empty(width * height, np.float64)
    for i in range(img.size):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        img[i] = s >> 24
    img = img.reshape(height, width)
    b = np.array([1, 4, 6, 4, 1], np.float64)
    filt = np.outer(b, b) / 256.0
    padded = np.pad(img, 2, mode="edge")
    out = np.zeros_like(img)
    for fy in range(5):
        for fx in range(5):
            out += filt[fy, fx] * padded[fy : fy + height, fx : fx + width]
    return {"blurred.bin": out.astype(np.float32)}
