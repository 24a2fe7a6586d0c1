"""Python launch of samples/matmul_naive: both kernels on device arrays with 2-D grids."""

import numpy as np


def launch(module, reference, args: list[str]) -> dict:
    import cuport

    n = int(args[0])
    ra, s = reference.xorshift64(88172645463325252, n * n)
    rb, _ = reference.xorshift64(s, n * n)
    real_a = np.array([(v >> 11) / 9007199254740992.0 - 0.5 for v in ra])
    real_b = np.array([(v >> 11) / 9007199254740992.0 - 0.5 for v in rb])
    int_a = (np.array([v % 19 for v in ra], np.int64) - 9).astype(np.int32)
    int_b = (np.array([v % 23 for v in rb], np.int64) - 11).astype(np.int32)
    grid, block = ((n + 15) // 16, (n + 15) // 16), (16, 16)
    c64 = cuport.zeros(n * n, np.float64)
    module.get_function("dgemm_naive")[grid, block](n, cuport.to_device(real_a), real_b, c64)
    c32 = np.zeros(n * n, np.int32)
    module.get_function("imatmul_naive")(grid, block, (n, int_a, int_b, c32))
    return {"C_f64.bin": c64.get(), "C_i32.bin": c32}
