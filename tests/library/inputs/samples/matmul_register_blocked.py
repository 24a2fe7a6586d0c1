"""Python launch of samples/matmul_register_blocked: a template kernel via name_expressions."""

import numpy as np

NAME_EXPRESSIONS = ["sgemm_reg_blocked<64, 64, 8, 4, 4>"]


def launch(module, reference, args: list[str]) -> dict:
    m, n, k = (int(a) for a in args)
    seed = 314159
    vals = np.empty(m * k + k * n + m * n, np.int64)
    for i in range(vals.size):
        seed = (seed * 1664525 + 1013904223) & 0xFFFFFFFF
        vals[i] = (seed >> 28) - 8
    a = vals[: m * k].astype(np.float32)
    b = vals[m * k : m * k + k * n].astype(np.float32)
    c = vals[m * k + k * n :].astype(np.float32)
    kernel = module.get_function(NAME_EXPRESSIONS[0])
    grid = ((n + 63) // 64, (m + 63) // 64)
    kernel(grid, (16 * 16,), (m, n, k, 2.0, a, b, -1.0, c))
    return {"C.bin": c}
