"""CPU backend benchmarks: each CUDA kernel vs a hand-written OpenMP version, in one run.

    python tools/bench/run.py [--reps N] [--filter NAME] [--json FILE] [--no-fiber]
                              [--check memcheck]

Each <name>.cu is translated and built by the CPU backend (lowered kernels, and with
CUPORT_LOWERING=0 the fiber path); <name>_omp.cpp is built with the same compiler and flags plus
-fopenmp. Every program times its own kernel (warm-up first) and prints `time_ms=... checksum=...`;
the table reports medians over --reps runs, the ratios, and NumPy where it has an equivalent.
Checksums must agree, so a fast wrong answer cannot pass. --check TOOL adds a build with cuport
check's tool (docs/check.md) and reports its overhead: its time over the unchecked (lowered)
run, the target, and over the unchecked fiber path.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path

from cuport import backends
from cuport.translator import pipeline

HERE = Path(__file__).resolve().parent

BENCHMARKS = (
    # name, target ratio (cuport / reference), what it measures[, reference]: the reference is
    # <name>_omp.cpp (OpenMP), or where named, another benchmark's .cu built by cuport (lowered)
    ("saxpy", 1.1, "element-wise, 2^24 floats"),
    ("sgemm_naive", 1.25, "naive SGEMM 1024"),
    ("sgemm_tiled", 1.25, "tiled SGEMM 1024, shared memory"),
    ("reduce_shared", 1.1, "shared-memory block reduction, 2^24"),
    ("reduce_shuffle", 1.1, "warp-shuffle reduction, 2^24"),
    ("histogram", 1.25, "histogram, global atomics, 2^24 into 256 bins"),
    ("transpose", 1.25, "transpose 4096^2, padded tile"),
    ("stencil2d", 1.25, "5-point 2D stencil 4096^2"),
    # cuFFT vs pocketfft itself (its _omp.cpp calls the vendored header directly)
    ("cufft_c2c", 1.2, "cuFFT C2C 2^20 vs pocketfft"),
    # NVIDIA's Thrust on its OpenMP system vs GCC's parallel-mode sort (its _omp.cpp)
    ("thrust_sort", 1.2, "thrust::sort 2^24 uint32 vs __gnu_parallel::sort"),
    # CUB's BlockReduce vs the same reduction written by hand with shared memory, both lowered
    ("cub_block_reduce", 1.25, "cub::BlockReduce 2^24 vs reduce_shared.cu", "reduce_shared"),
)
POCKETFFT = HERE.parent.parent / "runtime/backends/cpu/libraries/third_party/pocketfft"
_RESULT = re.compile(r"time_ms=([0-9.]+) checksum=([-+0-9.eE]+)")


def _numpy_reference(name: str):
    """A NumPy function doing the same work, or None; inputs are made outside the timing."""
    import numpy as np

    rng = np.random.default_rng(0)
    if name == "saxpy":
        x = rng.random(1 << 24, dtype=np.float32)
        y = rng.random(1 << 24, dtype=np.float32)
        return lambda: np.float32(0.5) * x + y
    if name in ("sgemm_naive", "sgemm_tiled"):
        a = rng.random((1024, 1024), dtype=np.float32)
        b = rng.random((1024, 1024), dtype=np.float32)
        return lambda: a @ b
    if name in ("reduce_shared", "reduce_shuffle", "cub_block_reduce"):
        x = rng.random(1 << 24, dtype=np.float32)
        return lambda: x.reshape(-1, 256).sum(axis=1)
    if name == "histogram":
        data = rng.integers(0, 256, 1 << 24, dtype=np.uint8)
        return lambda: np.bincount(data, minlength=256)
    if name == "transpose":
        m = rng.random((4096, 4096), dtype=np.float32)
        return lambda: np.ascontiguousarray(m.T)
    if name == "stencil2d":
        g = rng.random((4096, 4096), dtype=np.float32)

        def jacobi():
            out = np.zeros_like(g)
            out[1:-1, 1:-1] = np.float32(0.2) * (
                g[1:-1, 1:-1] + g[1:-1, :-2] + g[1:-1, 2:] + g[:-2, 1:-1] + g[2:, 1:-1]
            )
            return out

        return jacobi
    if name == "cufft_c2c":
        signal = (rng.random(1 << 20) + 1j * rng.random(1 << 20)).astype(np.complex64)
        return lambda: np.fft.fft(signal)
    if name == "thrust_sort":
        keys = rng.integers(0, 1 << 32, 1 << 24, dtype=np.uint32)
        return lambda: np.sort(keys)
    return None


def _time_numpy(function, reps: int) -> float:
    function()
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        function()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _run_once(program, env=None) -> tuple[float, float]:
    out = subprocess.run([str(program)], capture_output=True, text=True, env=env)
    match = _RESULT.search(out.stdout)
    if out.returncode != 0 or not match:
        raise RuntimeError(f"{program} failed ({out.returncode}): {out.stdout}{out.stderr}")
    return float(match.group(1)), float(match.group(2))


def _run_interleaved(programs: dict, reps: int, threads: int | None = None) -> dict:
    """Median time and the checksum of each program, running them in turn rep by rep so that
    a change in machine load affects every variant alike; threads: the OS threads each may use
    (cuport's workers and OpenMP's team alike), else all cores."""
    env = None
    if threads is not None:
        env = dict(os.environ, CUPORT_NUM_THREADS=str(threads), OMP_NUM_THREADS=str(threads))
    times = {key: [] for key in programs}
    sums = {}
    for _ in range(reps):
        for key, program in programs.items():
            elapsed, checksum = _run_once(program, env)
            times[key].append(elapsed)
            sums[key] = checksum
    return {key: (statistics.median(times[key]), sums[key]) for key in programs}


def _build_cuport(name: str, lowering: bool, check: str = "") -> Path:
    backend = backends.get("cpu")
    program = pipeline.translate_program([HERE / f"{name}.cu"], backend="cpu")
    options = backends.BuildOptions(include_dirs=(str(HERE),), check=check)
    saved = os.environ.get("CUPORT_LOWERING")
    os.environ["CUPORT_LOWERING"] = "1" if lowering else "0"
    try:
        return backend.build(program.sources, " ".join(program.units), options).path
    except backends.BackendError as exc:
        raise SystemExit(f"{name}: {exc}\n{exc.log}") from None
    finally:
        if saved is None:
            del os.environ["CUPORT_LOWERING"]
        else:
            os.environ["CUPORT_LOWERING"] = saved


def _build_openmp(name: str, out_dir: Path) -> Path:
    backend = backends.get("cpu")
    exe = out_dir / f"{name}_omp"
    command = [
        *backend.compiler(),
        *backend.optimization_flags(),
        "-std=c++17",
        "-fopenmp",
        f"-I{POCKETFFT}",
        str(HERE / f"{name}_omp.cpp"),
        "-o",
        str(exe),
    ]
    subprocess.run(command, check=True)
    return exe


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-4 * max(1.0, abs(a), abs(b))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=3, help="runs per program (median)")
    parser.add_argument("--filter", default="", help="only benchmarks whose name contains this")
    parser.add_argument("--json", help="write the results as JSON")
    parser.add_argument("--no-fiber", action="store_true", help="skip the fiber-path builds")
    parser.add_argument(
        "--check",
        choices=("memcheck", "racecheck", "initcheck"),
        help="also time a build with cuport check's tool, and its overhead",
    )
    parser.add_argument(
        "--threads",
        type=int,
        help="OS threads per program (cuport workers, OpenMP team); steadier with one, pinned:"
        " taskset -c 1 python tools/bench/run.py --threads 1",
    )
    args = parser.parse_args(argv)
    import tempfile

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, target, what, *reference in BENCHMARKS:
            if args.filter not in name:
                continue
            programs = {
                "openmp": (
                    _build_cuport(reference[0], lowering=True)
                    if reference
                    else _build_openmp(name, Path(tmp))
                ),
                "cuport": _build_cuport(name, lowering=True),
            }
            if not args.no_fiber:
                programs["fiber"] = _build_cuport(name, lowering=False)
            if args.check:
                programs["checked"] = _build_cuport(name, lowering=True, check=args.check)
            measured = _run_interleaved(programs, args.reps, args.threads)
            omp_ms, omp_sum = measured["openmp"]
            cuport_ms, cuport_sum = measured["cuport"]
            fiber_ms, fiber_sum = measured.get("fiber", (None, None))
            numpy_fn = _numpy_reference(name)
            numpy_ms = _time_numpy(numpy_fn, args.reps) if numpy_fn else None
            checked_ms, checked_sum = measured.get("checked", (None, None))
            correct = _close(cuport_sum, omp_sum) and all(
                other is None or _close(other, omp_sum) for other in (fiber_sum, checked_sum)
            )
            rows.append(
                {
                    "name": name,
                    "what": what,
                    "cuport_ms": cuport_ms,
                    "fiber_ms": fiber_ms,
                    "openmp_ms": omp_ms,
                    "numpy_ms": numpy_ms,
                    "ratio": cuport_ms / omp_ms,
                    "fiber_ratio": fiber_ms / omp_ms if fiber_ms else None,
                    "target": target,
                    "reference": f"{reference[0]}.cu" if reference else "OpenMP",
                    "checksums_agree": correct,
                    "check": args.check,
                    "checked_ms": checked_ms,
                    "check_overhead": checked_ms / cuport_ms if checked_ms else None,
                    "check_overhead_fiber": (
                        checked_ms / fiber_ms if checked_ms and fiber_ms else None
                    ),
                }
            )
            _print_row(rows[-1])
    machine = f"{platform.machine()}, {os.cpu_count()} cores, {_cpu_model()}"
    if args.threads is not None:
        machine += f"; {args.threads} thread(s) per program"
    print(f"machine: {machine}; flags: {shlex.join(backends.get('cpu').optimization_flags())}")
    if args.json:
        Path(args.json).write_text(json.dumps({"machine": machine, "results": rows}, indent=2))
    return 0 if all(r["checksums_agree"] for r in rows) else 1


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def _fmt(value) -> str:
    return "-" if value is None else f"{value:.2f}"


def _print_row(row: dict) -> None:
    print(
        f"{row['name']:<15} cuport {_fmt(row['cuport_ms']):>9} ms  fiber {_fmt(row['fiber_ms']):>9} ms"
        f"  {row['reference']} {_fmt(row['openmp_ms']):>8} ms  numpy {_fmt(row['numpy_ms']):>8} ms"
        f"  ratio {row['ratio']:.2f}x (target {row['target']}x)"
        f"  fiber {_fmt(row['fiber_ratio'])}x  {'ok' if row['checksums_agree'] else 'CHECKSUM MISMATCH'}",
        flush=True,
    )
    if row["checked_ms"] is not None:
        print(
            f"{'':<15} {row['check']} {_fmt(row['checked_ms']):>9} ms: "
            f"{row['check_overhead']:.2f}x the lowered run, "
            f"{_fmt(row['check_overhead_fiber'])}x the fiber run",
            flush=True,
        )


if __name__ == "__main__":
    sys.exit(main())
