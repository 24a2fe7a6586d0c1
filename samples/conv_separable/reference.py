"""NumPy reference for conv_separable: row then column 9-tap convolution, zero borders.

The weights are the program's own (written to kernel.bin, computed with host expf); the
reference recomputes them in float64 and compares within a bound, then convolves in float64.
"""

import numpy as np


def expected(args: list[str]) -> dict:
    w, h = int(args[0]), int(args[1])
    d = np.arange(9, dtype=np.float64) - 4
    k = np.exp(-d * d / 8.0)
    k = k / k.sum()
    s = 555
    img = np.empty(w * h)
    for i in range(img.size):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        img[i] = s >> 28
    img = img.reshape(h, w)
    # The kernel is symmetric, so correlation and convolution coincide.
    padded = np.pad(img, ((0, 0), (4, 4)))
    rows = sum(k[j] * padded[:, j : j + w] for j in range(9))
    padded = np.pad(rows, ((4, 4), (0, 0)))
    cols = sum(k[j] * padded[j : j + h, :] for j in range(9))
    return {"kernel.bin": k.astype(np.float32), "output.bin": cols.astype(np.float32)}
