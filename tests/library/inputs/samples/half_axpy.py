"""Python launch of samples/half_axpy: float16 arrays for __half pointers, a __half scalar."""

import numpy as np


def launch(module, reference, args: list[str]) -> dict:
    n = int(args[0])
    s = 1111
    raw = np.empty(n, np.int64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        raw[i] = s
    x = (((raw >> 26) - 32) / 16.0).astype(np.float16)
    y = ((((raw >> 8) & 127) - 64) / 8.0).astype(np.float16)
    partial = np.zeros(32, np.float32)
    module.get_function("hdotPartial")[32, 256](n, x, y, partial)
    module.get_function("haxpy")[32, 256](n, np.float16(1.3), x, y)
    return {"y_half.bin": y, "dot_partials.bin": partial}
