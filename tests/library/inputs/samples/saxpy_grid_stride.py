"""Python launch of samples/saxpy_grid_stride: LCG inputs from its reference, Numba-style launch."""

import numpy as np


def launch(module, reference, args: list[str]) -> dict:
    n = int(args[0])
    x, state = reference.lcg_floats(12345, n)
    y, _ = reference.lcg_floats(state, n)
    module.get_function("saxpy")[8, 256](n, np.float32(2.5), x, y)  # grid-stride: any grid
    return {"y.bin": y}
