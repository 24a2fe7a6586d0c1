// Test fixture: a second CUDA unit that calls the first through the shared header.
#include "inc/shared.cuh"

int twice_all(int* values, int n) { return run_twice(values, n) == cudaSuccess ? 0 : 1; }
