// Test fixture (tests/test_nvcc_*.py): a project header found through -I inc with <>.
#pragma once

#include <cuda_runtime.h>

__host__ __device__ inline int twice(int x) { return 2 * x; }

// Doubles n ints in place on the device; returns the CUDA status.
cudaError_t run_twice(int* host, int n);
