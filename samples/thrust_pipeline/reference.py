"""NumPy reference for thrust_pipeline: per-store totals of the same LCG sales, the stores above
the threshold, and the running sum of their totals."""

import numpy as np

THRESHOLD = 90000


def expected(args: list[str]) -> dict:
    n = int(args[0])
    s = 2024
    store = np.empty(n, np.int64)
    quantity = np.empty(n, np.int64)
    price = np.empty(n, np.int64)
    for i in range(n):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        store[i] = s >> 23
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        quantity[i] = 1 + (s >> 29)
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        price[i] = 50 + (s >> 22)
    sign = np.where(np.arange(n) % 10 == 9, -1, 1)
    amount = sign * quantity * price
    stores, inverse = np.unique(store, return_inverse=True)
    totals = np.bincount(inverse, weights=amount).astype(np.int64)  # exact: sums below 2^53
    kept = totals > THRESHOLD
    return {
        "store_totals.bin": totals,
        "kept_stores.bin": stores[kept].astype(np.int32),
        "running_totals.bin": np.cumsum(totals[kept]),
        "stdout": [f"stores {stores.size}, above {THRESHOLD}: {int(kept.sum())}"],
    }
