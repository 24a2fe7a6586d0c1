"""Runner fixture reference that is deliberately wrong in one element (the runner must notice)."""

import numpy as np


def expected(args: list[str]) -> dict:
    n = int(args[0])
    squares = np.arange(n, dtype=np.int32) ** 2
    squares[7] += 1
    return {"squares.bin": squares, "stdout": [f"sum: {int(squares.sum()) - 1}"]}
