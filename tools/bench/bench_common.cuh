// Shared by the CUDA benchmarks: error checks, deterministic inputs, kernel timing.
#pragma once
#include <cuda_runtime.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                     \
  do {                                                                                  \
    cudaError_t status_ = (call);                                                       \
    if (status_ != cudaSuccess) {                                                       \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(status_)); \
      std::exit(1);                                                                     \
    }                                                                                   \
  } while (0)

inline float lcg_float(unsigned& state) {
  state = state * 1664525u + 1013904223u;
  return static_cast<float>(state >> 8) / 16777216.0f;
}

// Kernel time per launch, host-timed around a synchronized batch (the runner takes medians).
template <class Launch>
float time_kernel_ms(Launch launch, int reps) {
  launch();  // warm-up (first touch of pages, caches)
  CHECK(cudaDeviceSynchronize());
  auto start = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) launch();
  CHECK(cudaDeviceSynchronize());
  auto stop = std::chrono::steady_clock::now();
  CHECK(cudaGetLastError());
  return std::chrono::duration<float, std::milli>(stop - start).count() / reps;
}
