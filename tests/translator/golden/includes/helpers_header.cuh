// RUN: translate %s
// A project header translated on its own (as project mode does for .cuh files).
#pragma once
#include <cuda_runtime.h>

#define CHECK_LAST() checkLast(cudaGetLastError(), __FILE__, __LINE__)

inline bool checkLast(cudaError_t status, const char*, int) { return status == cudaSuccess; }

template <typename T>
__global__ void fill(T* out, T value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = value;
}

template <typename T>
void fillAsync(T* out, T value, int n) {
  fill<T><<<(n + 255) / 256, 256>>>(out, value, n);
}
