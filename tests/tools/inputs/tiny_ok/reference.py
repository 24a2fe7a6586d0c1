"""Runner fixture reference: squares and their sum."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    squares = np.arange(n, dtype=np.int32) ** 2
    return {"squares.bin": squares, "stdout": [f"sum: {int(squares.sum())}"]}
