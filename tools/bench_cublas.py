"""SGEMM and DGEMM through cuBLAS on cuport's CPU backend against the same OpenBLAS called
directly from C++, alternated in one process (tools/bench/cublas_gemm.cu); prints the median
time of each and their ratio (issue 22's target: within 1.1x).

    python tools/bench_cublas.py [--size 2048] [--reps 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=2048)
    parser.add_argument("--reps", type=int, default=5)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="cuport-bench-cublas-") as tmp:
        program = Path(tmp) / "cublas_gemm"
        source = HERE / "bench" / "cublas_gemm.cu"
        build = ["translate", str(source), "--build", "-o", str(program)]
        built = subprocess.run(build, capture_output=True, text=True)
        if built.returncode != 0:
            sys.stderr.write(built.stderr)
            return 1
        ran = subprocess.run(
            [str(program), str(args.size), str(args.reps)], capture_output=True, text=True
        )
        if ran.returncode != 0:
            sys.stderr.write(ran.stderr)
            return 1
    times: dict[tuple[str, str], list[float]] = {}
    for line in ran.stdout.splitlines():
        kind, path, seconds = line.split()
        times.setdefault((kind, path), []).append(float(seconds))
    flops = 2.0 * args.size**3
    print(f"GEMM {args.size}x{args.size}, median of {args.reps} alternated runs")
    for kind, name in (("s", "SGEMM"), ("d", "DGEMM")):
        cublas = statistics.median(times[(kind, "cublas")])
        blas = statistics.median(times[(kind, "blas")])
        print(
            f"{name}: cuBLAS {cublas * 1e3:8.1f} ms ({flops / cublas / 1e9:6.1f} GFLOP/s)  "
            f"OpenBLAS {blas * 1e3:8.1f} ms ({flops / blas / 1e9:6.1f} GFLOP/s)  "
            f"ratio {cublas / blas:.3f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
