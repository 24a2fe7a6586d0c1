"""NumPy reference for game_of_life: B3/S23 on a torus with np.roll."""

import numpy as np


def expected(args: list[str]) -> dict:
    w, h, generations = (int(a) for a in args)
    s = 1234567
    cells = np.empty(w * h, np.uint8)
    for i in range(w * h):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        cells[i] = 1 if (s >> 28) < 5 else 0
    board = cells.reshape(h, w).astype(np.int32)
    for _ in range(generations):
        n = sum(
            np.roll(np.roll(board, dy, axis=0), dx, axis=1)
            for dy in (-1, 0, 1)
            for dx in (-1, 0, 1)
            if (dy, dx) != (0, 0)
        )
        board = ((n == 3) | ((board == 1) & (n == 2))).astype(np.int32)
    return {
        "board.bin": board.astype(np.uint8),
        "stdout": [f"alive after {generations} generations: {int(board.sum())}"],
    }
