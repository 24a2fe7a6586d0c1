"""NumPy reference for tex_box_blur: 3x3 mean with clamp-to-edge borders."""

import numpy as np


def expected(args: list[str]) -> dict:
    width, height = int(args[0]), int(args[1])
    s = 600613
    img = np.empty(width * height, np.float64)
    for i in range(img.size):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        img[i] = s >> 24
    padded = np.pad(img.reshape(height, width), 1, mode="edge")
    total = sum(padded[dy : dy + height, dx : dx + width] for dy in range(3) for dx in range(3))
    return {"blur.bin": (total.astype(np.float32) / np.float32(9)).astype(np.float32)}
