// A project header with CUDA in it; translated on its own in project mode.
#pragma once
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

inline void checkCuda(cudaError_t status) {
  if (status != cudaSuccess) {
    std::fprintf(stderr, "CUDA error: %s\n", cudaGetErrorString(status));
    std::exit(1);
  }
}

__device__ inline int globalIndex() { return blockIdx.x * blockDim.x + threadIdx.x; }
