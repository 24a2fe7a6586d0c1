"""Python launch of samples/vector_add: the program's inputs, its kernel through runtime.RawModule."""

import numpy as np


def launch(module, reference, args: list[str]) -> dict:
    n = int(args[0])
    i = np.arange(n)
    a = (i % 1000).astype(np.float32) * np.float32(0.5)
    b = ((i * 7) % 1000).astype(np.float32) * np.float32(0.25)
    c = np.empty_like(a)
    module.get_function("vectorAdd")(((n + 255) // 256,), (256,), (a, b, c, n))
    return {"vector_add.out": c}
