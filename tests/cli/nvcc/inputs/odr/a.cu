// Test fixture: unit A of a program whose CUDA state must be shared across units (one error
// state, one allocation registry, one worker pool), though every unit includes the shim.
#include <cuda_runtime.h>

__global__ void block_sum(const int* in, int* out) {
  __shared__ int cache[64];
  cache[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
  __syncthreads();
  for (int s = 32; s > 0; s /= 2) {
    if (threadIdx.x < s) cache[threadIdx.x] += cache[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = cache[0];
}

int* alloc_in_a(int n) {
  int* p = nullptr;
  return cudaMalloc(&p, n * sizeof(int)) == cudaSuccess ? p : nullptr;
}

void sum_in_a(const int* in, int* out, int blocks) { block_sum<<<blocks, 64>>>(in, out); }

void bad_launch_in_a(int* out) { block_sum<<<1, 4096>>>(out, out); }  // too many threads
