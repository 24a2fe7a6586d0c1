// Shared by every .cu file of the program: the error check and a helper that runs on both sides.
#pragma once

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(call)                                                          \
  do {                                                                            \
    cudaError_t err_ = (call);                                                    \
    if (err_ != cudaSuccess) {                                                    \
      std::fprintf(stderr, "%s:%d: CUDA error: %s\n", __FILE__, __LINE__,         \
                   cudaGetErrorString(err_));                                     \
      std::exit(EXIT_FAILURE);                                                    \
    }                                                                             \
  } while (0)

constexpr int kBlock = 256;

__host__ __device__ inline float clampf(float x, float lo, float hi) {
  return x < lo ? lo : (x > hi ? hi : x);
}
