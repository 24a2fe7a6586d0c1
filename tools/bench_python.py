"""Benchmark the Python library against a compiled C++ host program, in the same run.

Measures (1) the launch overhead of a cached empty kernel from Python (CuPy- and Numba-style)
against a C++ loop launching the same kernel, and (2) SAXPY on 2^24 floats launched from Python
on DeviceArrays against the same kernel launched from C++. Both sides use the same translated
source, the same backend build and the same grid. Prints a table; --json writes the figures.

    python tools/bench_python.py [--launches N] [--repeats R] [--n LOG2] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import runtime
from runtime.backends import BuildOptions, get
from translator.pipeline import translate_program

KERNELS = """\
#include <cuda_runtime.h>

__global__ void empty_kernel() {}

__global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
"""

HOST = """
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>

static double now_us() {
  using namespace std::chrono;
  return duration<double, std::micro>(steady_clock::now().time_since_epoch()).count();
}

int main(int argc, char** argv) {
  int launches = std::atoi(argv[1]);
  int repeats = std::atoi(argv[2]);
  int n = 1 << std::atoi(argv[3]);
  for (int i = 0; i < 100; ++i) empty_kernel<<<1, 1>>>();
  cudaDeviceSynchronize();
  double start = now_us();
  for (int i = 0; i < launches; ++i) empty_kernel<<<1, 1>>>();
  cudaDeviceSynchronize();
  std::printf("empty_us_per_launch %.4f\\n", (now_us() - start) / launches);

  std::vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) { hx[i] = (i % 100) * 0.5f; hy[i] = 1.0f; }
  float *x = nullptr, *y = nullptr;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMemcpy(x, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  int block = 256, grid = (n + block - 1) / block;
  saxpy<<<grid, block>>>(n, 2.0f, x, y);
  cudaDeviceSynchronize();
  for (int r = 0; r < repeats; ++r) {
    double t0 = now_us();
    saxpy<<<grid, block>>>(n, 2.0f, x, y);
    cudaDeviceSynchronize();
    std::printf("saxpy_ms %.4f\\n", (now_us() - t0) / 1000.0);
  }
  cudaFree(x);
  cudaFree(y);
  return 0;
}
"""


def build_host_program(workdir: Path) -> Path:
    """Translate KERNELS + HOST and build the program with the CPU backend (compile cache)."""
    source = workdir / "bench_host.cu"
    source.write_text(KERNELS + HOST)
    program = translate_program([source])
    built = get("cpu").build(program.sources, " ".join(program.units), BuildOptions())
    return built.path


def run_host(program: Path, launches: int, repeats: int, log2n: int) -> dict:
    out = subprocess.run(
        [str(program), str(launches), str(repeats), str(log2n)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    figures: dict = {"saxpy_ms": []}
    for line in out.splitlines():
        key, value = line.split()
        if key == "saxpy_ms":
            figures["saxpy_ms"].append(float(value))
        else:
            figures[key] = float(value)
    return figures


def run_python(launches: int, repeats: int, log2n: int) -> dict:
    module = runtime.RawModule(code=KERNELS, filename="bench_kernels.cu").compile()
    empty = module.get_function("empty_kernel")
    for _ in range(100):
        empty((1,), (1,), ())
    runtime.device_synchronize()
    figures: dict = {}
    for style, launch in (
        ("cupy", lambda: empty((1,), (1,), ())),
        ("numba", lambda: empty[1, 1]()),
    ):
        start = time.perf_counter()
        for _ in range(launches):
            launch()
        runtime.device_synchronize()
        figures[f"empty_us_per_launch_{style}"] = (time.perf_counter() - start) / launches * 1e6
    n = 1 << log2n
    i = np.arange(n)
    x = runtime.to_device(((i % 100) * 0.5).astype(np.float32))
    y = runtime.to_device(np.ones(n, dtype=np.float32))
    saxpy = module.get_function("saxpy")
    block = 256
    grid = (n + block - 1) // block
    saxpy((grid,), (block,), (n, np.float32(2.0), x, y))
    runtime.device_synchronize()
    figures["saxpy_ms"] = []
    for _ in range(repeats):
        start = time.perf_counter()
        saxpy((grid,), (block,), (n, np.float32(2.0), x, y))
        runtime.device_synchronize()
        figures["saxpy_ms"].append((time.perf_counter() - start) * 1000)
    expected = ((i % 100) * 0.5).astype(np.float32)
    result = y.get()
    ones = np.ones(n, dtype=np.float32)
    for _ in range(repeats + 1):
        ones = np.float32(2.0) * expected + ones
    figures["saxpy_correct"] = bool(np.array_equal(result, ones))
    return figures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--launches", type=int, default=20000)
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--n", type=int, default=24, help="log2 of the SAXPY length")
    parser.add_argument("--json", help="write the figures here")
    args = parser.parse_args(argv)
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        program = build_host_program(Path(tmp))
    host = run_host(program, args.launches, args.repeats, args.n)
    python = run_python(args.launches, args.repeats, args.n)
    host_saxpy = statistics.median(host["saxpy_ms"])
    python_saxpy = statistics.median(python["saxpy_ms"])
    report = {
        "launches": args.launches,
        "saxpy_n": 1 << args.n,
        "cpp_empty_us": host["empty_us_per_launch"],
        "python_empty_us_cupy": python["empty_us_per_launch_cupy"],
        "python_empty_us_numba": python["empty_us_per_launch_numba"],
        "cpp_saxpy_ms_median": host_saxpy,
        "python_saxpy_ms_median": python_saxpy,
        "saxpy_ratio_python_over_cpp": python_saxpy / host_saxpy,
        "saxpy_correct": python["saxpy_correct"],
    }
    rows = [
        ("empty kernel, C++ launch", f"{report['cpp_empty_us']:.2f} us/launch"),
        (
            "empty kernel, Python k(grid, block, args)",
            f"{report['python_empty_us_cupy']:.2f} us/launch",
        ),
        (
            "empty kernel, Python k[grid, block](args)",
            f"{report['python_empty_us_numba']:.2f} us/launch",
        ),
        (f"SAXPY 2^{args.n} floats, C++ (median)", f"{host_saxpy:.2f} ms"),
        (f"SAXPY 2^{args.n} floats, Python (median)", f"{python_saxpy:.2f} ms"),
        ("SAXPY Python / C++", f"{report['saxpy_ratio_python_over_cpp']:.3f}x"),
        ("SAXPY result matches NumPy", str(report["saxpy_correct"])),
    ]
    width = max(len(r[0]) for r in rows)
    for label, value in rows:
        print(f"{label:<{width}}  {value}")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n")
    return 0 if report["saxpy_correct"] else 1


if __name__ == "__main__":
    sys.exit(main())
