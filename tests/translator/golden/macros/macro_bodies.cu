// RUN: translate %s
#include <cuda_runtime.h>

__global__ void kernel(float* x, int n) { if (threadIdx.x < n) x[threadIdx.x] = 0; }

#define LAUNCH(grid, block, ...) kernel<<<grid, block>>>(__VA_ARGS__)
#define LAUNCH_ON(stream, ...) \
  kernel<<<1, 32, 0, stream>>>(__VA_ARGS__)
#define ALLOC(ptr, n) cudaMalloc((void**)&(ptr), (n) * sizeof(*(ptr)))
#define SYNC_OR_RETURN()                       \
  if (cudaDeviceSynchronize() != cudaSuccess) \
  return cudaGetLastError()

cudaError_t run(int n, cudaStream_t s) {
  float* x;
  ALLOC(x, n);
  LAUNCH(1, n, x, n);
  LAUNCH_ON(s, x, n);
  SYNC_OR_RETURN();
  return cudaFree(x);
}
