"""NumPy reference for mc_option_pricing: the same LCG streams and paths, in float64."""

import numpy as np

MULT, INC = 6364136223846793005, 1442695040888963407
M64 = (1 << 64) - 1


def expected(args: list[str]) -> dict:
    blocks, per_thread = int(args[0]), int(args[1])
    threads, steps = 128, 16
    options = [(100, 100, 0.05, 0.2, 1.0), (100, 110, 0.03, 0.3, 0.5), (50, 45, 0.01, 0.4, 2.0)]
    n_threads = blocks * threads
    draws = per_thread * steps
    prices = []
    tid = np.arange(n_threads, dtype=np.uint64)
    for index, opt in enumerate(options):
        s0, k, r, sigma, t = (float(np.float32(v)) for v in opt)
        seed = 0x853C49E6748FEA9B ^ ((tid + np.uint64(1)) * np.uint64(0x9E3779B97F4A7C15))
        state = seed ^ np.uint64(index << 56)
        u = np.empty((draws, n_threads))
        with np.errstate(over="ignore"):
            for d in range(draws):
                state = state * np.uint64(MULT) + np.uint64(INC)
                u[d] = ((state >> np.uint64(40)).astype(np.float64) + 0.5) / 16777216.0
        u = u.reshape(per_thread, steps // 2, 2, n_threads)
        rad = np.sqrt(-2.0 * np.log(u[:, :, 0]))
        z = np.stack(
            [rad * np.cos(2 * np.pi * u[:, :, 1]), rad * np.sin(2 * np.pi * u[:, :, 1])], axis=2
        )
        z = z.reshape(per_thread, steps, n_threads)
        dt = t / steps
        drift = (r - 0.5 * sigma * sigma) * dt
        vol = sigma * np.sqrt(dt)
        path = s0 * np.exp(np.cumsum(drift + vol * z, axis=1))
        euro = np.maximum(path[:, -1] - k, 0).sum()
        asian = np.maximum(path.mean(axis=1) - k, 0).sum()
        disc = np.exp(-r * t)
        total = n_threads * per_thread
        prices += [disc * euro / total, disc * asian / total]
    return {"prices.bin": np.array(prices)}
