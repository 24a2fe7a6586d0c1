"""Translator speed: lines per second over samples/ and a generated corpus, in project mode.

Usage: python tools/bench_translate.py [--jobs 2] [--files 40] [--json OUT.json]
Prints one line per corpus for a cold run (builds the shared PCH) and a warm one (the usual case:
the PCH is cached on disk): wall-clock lines/s, and lines per CPU-second times --jobs (what idle
cores would do; a shared machine stretches wall time). Measures; changes nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

from cuport import translator
from cuport.translator import project

REPO = Path(__file__).resolve().parent.parent

_HEADER = """\
// Generated benchmark file {index}: kernels and host code the way CUDA projects write them.
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <vector>
#include "common_{group}.cuh"

#define CHECK(call)                                                              \\
  do {{                                                                           \\
    cudaError_t err_ = (call);                                                   \\
    if (err_ != cudaSuccess) {{                                                   \\
      std::fprintf(stderr, "%s:%d: %s\\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \\
      std::exit(1);                                                              \\
    }}                                                                            \\
  }} while (0)

namespace bench{index} {{
"""

_KERNELS = [
    """
template <typename T, int BLOCK>
__global__ void reduce_{n}(const T* __restrict__ in, T* out, int count) {{
  __shared__ T partial[BLOCK];
  int tid = threadIdx.x;
  int i = blockIdx.x * BLOCK * 2 + threadIdx.x;
  T sum = 0;
  if (i < count) sum += in[i];
  if (i + BLOCK < count) sum += in[i + BLOCK];
  partial[tid] = sum;
  __syncthreads();
  for (int s = BLOCK / 2; s > 32; s >>= 1) {{
    if (tid < s) partial[tid] += partial[tid + s];
    __syncthreads();
  }}
  if (tid < 32) {{
    T v = partial[tid] + partial[tid + 32];
    for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffff, v, offset);
    if (tid == 0) atomicAdd(out, v);
  }}
}}
""",
    """
__global__ void saxpy_{n}(int count, float a, const float* x, float* y) {{
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += blockDim.x * gridDim.x) {{
    y[i] = a * x[i] + y[i];
  }}
}}
""",
    """
__global__ void stencil_{n}(const float* in, float* out, int count) {{
  extern __shared__ float tile[];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + 1;
  tile[l] = g < count ? in[g] : 0.0f;
  if (threadIdx.x == 0) tile[0] = g > 0 ? in[g - 1] : 0.0f;
  if (threadIdx.x == blockDim.x - 1) tile[l + 1] = g + 1 < count ? in[g + 1] : 0.0f;
  __syncthreads();
  if (g < count) out[g] = 0.25f * tile[l - 1] + 0.5f * tile[l] + 0.25f * tile[l + 1];
}}
""",
    """
__global__ void histogram_{n}(const unsigned char* data, unsigned int* bins, int count) {{
  __shared__ unsigned int local[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < count; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x) atomicAdd(&bins[b], local[b]);
}}
""",
    """
template <int TILE>
__global__ void transpose_{n}(const float* in, float* out, int rows, int cols) {{
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}}
""",
]

_HOST = """
struct Buffers{n} {{
  std::vector<float> host;
  float* device = nullptr;
  cudaStream_t stream = nullptr;
}};

static void run_{n}(int count) {{
  Buffers{n} b;
  b.host.resize(count);
  for (int i = 0; i < count; ++i) b.host[i] = static_cast<float>(i % 97) * 0.5f;
  size_t bytes = count * sizeof(float);
  CHECK(cudaStreamCreate(&b.stream));
  CHECK(cudaMalloc(&b.device, bytes));
  float* result = nullptr;
  CHECK(cudaMalloc(&result, bytes));
  CHECK(cudaMemcpyAsync(b.device, b.host.data(), bytes, cudaMemcpyHostToDevice, b.stream));
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start, b.stream));
  int threads = 256;
  int blocks = (count + threads - 1) / threads;
  {launch}
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(stop, b.stream));
  CHECK(cudaEventSynchronize(stop));
  float ms = 0.0f;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  CHECK(cudaMemcpy(b.host.data(), result, bytes, cudaMemcpyDeviceToHost));
  std::cout << "kernel {n}: " << ms << " ms, first " << b.host[0] << std::endl;
  auto top = std::max_element(b.host.begin(), b.host.end());
  std::cout << "max " << *top << "\\n";
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaFree(result));
  CHECK(cudaFree(b.device));
  CHECK(cudaStreamDestroy(b.stream));
}}
"""

_LAUNCHES = [
    "reduce_{n}<float, 256><<<blocks / 2 + 1, 256, 0, b.stream>>>(b.device, result, count);",
    "saxpy_{n}<<<blocks, threads, 0, b.stream>>>(count, 2.0f, b.device, result);",
    "stencil_{n}<<<blocks, threads, (threads + 2) * sizeof(float), b.stream>>>(b.device, "
    "result, count);",
    "histogram_{n}<<<blocks, threads>>>(reinterpret_cast<unsigned char*>(b.device), "
    "reinterpret_cast<unsigned int*>(result), count);",
    "transpose_{n}<32><<<dim3(count / 32 + 1, 1), dim3(32, 32), 0, b.stream>>>(b.device, "
    "result, 1, count);",
]

_COMMON = """\
// Generated benchmark header: device helpers shared by several files.
#pragma once
#include <cuda_runtime.h>

__device__ __forceinline__ float clamp01(float v) {{ return fminf(fmaxf(v, 0.0f), 1.0f); }}
__device__ inline int global_index_{group}() {{ return blockIdx.x * blockDim.x + threadIdx.x; }}

inline void sync_or_die_{group}() {{
  if (cudaDeviceSynchronize() != cudaSuccess) {{
    std::fprintf(stderr, "sync failed: %s\\n", cudaGetErrorString(cudaGetLastError()));
    std::exit(2);
  }}
}}
"""


def generate_corpus(folder: Path, files: int, seed: int = 7) -> None:
    """Write `files` realistic .cu files (about 250 lines each) and their shared headers."""
    rng = random.Random(seed)
    groups = max(1, files // 8)
    for group in range(groups):
        (folder / f"common_{group}.cuh").write_text(_COMMON.format(group=group))
    for index in range(files):
        parts = [_HEADER.format(index=index, group=index % groups)]
        runs = []
        for n in range(6):
            kind = rng.randrange(len(_KERNELS))
            parts.append(_KERNELS[kind].format(n=n))
            parts.append(_HOST.format(n=n, launch=_LAUNCHES[kind].format(n=n)))
            runs.append(f"  run_{n}(1 << {rng.randrange(10, 16)});")
        parts.append(f"}}  // namespace bench{index}\n\nint main() {{\n")
        parts.append("\n".join(r.replace("run_", f"bench{index}::run_") for r in runs))
        parts.append("\n  return 0;\n}\n")
        (folder / f"bench_{index:03d}.cu").write_text("".join(parts))


def _count_lines(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.suffix in project.SOURCE_SUFFIXES]
    return len(files), sum(p.read_bytes().count(b"\n") for p in files)


def _cpu_seconds() -> float:
    """CPU time of this process and its reaped children (the pool's workers)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def measure(name: str, src: Path, jobs: int) -> list[dict]:
    """Wall-clock lines/s, and lines per CPU-second times jobs: the figure on an idle machine
    with that many cores (a shared, loaded machine stretches wall time but not CPU time)."""
    files, lines = _count_lines(src)
    rows = []
    for run in ("cold", "warm"):
        with tempfile.TemporaryDirectory() as out:
            cpu = _cpu_seconds()
            start = time.perf_counter()
            tree = translator.translate_tree(src, Path(out) / "out", jobs=jobs)
            seconds = time.perf_counter() - start
            cpu = _cpu_seconds() - cpu
        rows.append(
            {
                "corpus": name,
                "run": run,
                "files": files,
                "lines": lines,
                "seconds": round(seconds, 3),
                "lines_per_second": round(lines / seconds),
                "cpu_seconds": round(cpu, 3),
                "lines_per_cpu_second_x_jobs": round(jobs * lines / cpu) if cpu else None,
                "failed": len(tree.errors),
            }
        )
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--files", type=int, default=40, help="generated corpus size")
    parser.add_argument("--json", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="cuport-bench-"))
    # A private cache, so "cold" really builds the PCH and the user's cache is left alone.
    os.environ["CUPORT_CACHE_DIR"] = str(work / "cache")
    try:
        samples = work / "samples"
        shutil.copytree(REPO / "samples", samples)
        corpus = work / "generated"
        corpus.mkdir()
        generate_corpus(corpus, args.files)
        rows = measure("samples", samples, args.jobs) + measure("generated", corpus, args.jobs)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for row in rows:
        print(
            f"{row['corpus']:<10} {row['run']:<5} {row['files']:>4} files {row['lines']:>7} lines"
            f" {row['seconds']:>7.2f} s {row['lines_per_second']:>8} lines/s wall;"
            f" {row['cpu_seconds']:>6.2f} CPU s -> {row['lines_per_cpu_second_x_jobs']:>7}"
            f" lines/s on {args.jobs} idle cores (failed={row['failed']})"
        )
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
