// Public header of libvecops: host entry points over device arrays, and a shared helper.
#pragma once

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define VECOPS_CHECK(call)                                                              \
  do {                                                                                  \
    cudaError_t status_ = (call);                                                       \
    if (status_ != cudaSuccess) {                                                       \
      std::fprintf(stderr, "vecops: %s at %s:%d\n", cudaGetErrorString(status_), __FILE__, \
                   __LINE__);                                                           \
      std::exit(1);                                                                     \
    }                                                                                   \
  } while (0)

namespace vecops {

constexpr int kThreads = 128;

__host__ __device__ inline int blocks_for(int n) { return (n + kThreads - 1) / kThreads; }

// y = a * x + y on device arrays of n floats.
void saxpy(int n, float a, const float* d_x, float* d_y, cudaStream_t stream = 0);

// The dot product of two device arrays of n ints (exact: integer arithmetic).
long long dot(int n, const int* d_a, const int* d_b);

}  // namespace vecops
