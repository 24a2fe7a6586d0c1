// Kernels that end the process running them: for safe mode (tests/test_raw_safe.py).
#include <cuda_runtime.h>

#include <cstdlib>

__global__ void null_write(int* data, int n) {
  volatile int* bad = nullptr;
  if (threadIdx.x == 0) *bad = n;
  data[threadIdx.x] = n;
}

__global__ void abort_kernel(int* data) {
  if (threadIdx.x == 0) abort();
  data[threadIdx.x] = 1;
}

__global__ void add_one(int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += 1;
}
