"""NumPy reference for pitched_2d: scale rows, zero rows 10..19, cut a sub-rectangle."""

import numpy as np


def expected(args: list[str]) -> dict:
    width, height = int(args[0]), int(args[1])
    r, c = np.mgrid[0:height, 0:width]
    full = ((r * 7 + c * 3) % 101).astype(np.float32) * 2 + r.astype(np.float32)
    full[10:20] = 0
    sub_w, sub_h = width // 2, height // 2
    part = full[5 : 5 + sub_h, 3 : 3 + sub_w]
    return {
        "full.bin": full.astype(np.float32),
        "part.bin": np.ascontiguousarray(part, np.float32),
        "stdout": ["pitch >= row bytes: yes"],
    }
