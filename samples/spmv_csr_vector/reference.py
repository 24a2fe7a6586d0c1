"""NumPy reference for spmv_csr_vector: CSR product in float64 (exact for these inputs)."""

import numpy as np


def expected(args: list[str]) -> dict:
    rows = int(args[0])
    s = 161803

    def nxt():
        nonlocal s
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        return s

    y_rows, cols, vals = [], [], []
    for r in range(rows):
        for _ in range(nxt() >> 25):
            y_rows.append(r)
            cols.append(nxt() % rows)
            vals.append(((nxt() >> 24) - 128) / 64.0)
    x = np.array([((nxt() >> 22) - 512) / 256.0 for _ in range(rows)])
    y = np.zeros(rows)
    np.add.at(y, np.array(y_rows, np.int64), np.array(vals) * x[np.array(cols, np.int64)])
    return {"y.bin": y}
