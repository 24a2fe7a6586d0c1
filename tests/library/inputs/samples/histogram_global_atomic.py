"""Python launch of samples/histogram_global_atomic: atomics into arrays copied back."""

import numpy as np


def launch(module, reference, args: list[str]) -> dict:
    width, height = int(args[0]), int(args[1])
    pixels = width * height
    seed = 31337
    noise = np.empty(pixels, np.int64)
    for i in range(pixels):
        seed = (seed * 1664525 + 1013904223) & 0xFFFFFFFF
        noise[i] = seed >> 25
    i = np.arange(pixels)
    x, y = i % width, i // width
    q = ((x * 700) // width + (y * 300) // height + noise) % 1024
    image = (q / 1024.0).astype(np.float32)
    histo = np.zeros(64, np.uint32)
    row_max = np.full(height, -1, np.int32)
    grid = ((width + 31) // 32, (height + 7) // 8)
    module.get_function("histo_kernel")[grid, (32, 8)](image, width, height, histo, row_max)
    return {"histo.bin": histo, "rowmax.bin": row_max}
