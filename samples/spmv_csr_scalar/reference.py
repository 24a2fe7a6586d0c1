"""NumPy reference for spmv_csr_scalar: the same random CSR matrix times x, exactly."""

import numpy as np


def build(rows: int):
    s = 2718

    def nxt():
        nonlocal s
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        return s

    row_ptr, cols, vals = [0], [], []
    for _ in range(rows):
        for _ in range(1 + (nxt() >> 28)):
            cols.append(nxt() % rows)
            vals.append(((nxt() >> 29) - 4) * 0.25)
        row_ptr.append(len(cols))
    x = np.array([((nxt() >> 26) - 32) * 0.125 for _ in range(rows)])
    return np.array(row_ptr), np.array(cols), np.array(vals), x


def expected(args: list[str]) -> dict:
    rows = int(args[0])
    row_ptr, cols, vals, x = build(rows)
    products = vals * x[cols]
    # Every row has an entry; adding to 0.0 as the kernel does makes an all -0.0 row +0.0.
    y = 0.0 + np.add.reduceat(products, row_ptr[:-1])
    return {"y.bin": y.astype(np.float32)}
