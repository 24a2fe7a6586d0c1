// RUN: translate %s
#include <cuda_runtime.h>

__global__ void scale(float* x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

cudaError_t run(float* x, float a, int n, cudaStream_t stream) {
  void* args[] = {&x, &a, &n};
  cudaError_t e = cudaLaunchKernel((void*)scale, dim3(1), dim3(n), args, 0, stream);
  if (e != cudaSuccess) return e;
  e = cudaLaunchKernel((const void*)&scale, dim3(1), dim3(n), args, 0, stream);
  if (e != cudaSuccess) return e;
  return cudaLaunchKernel(reinterpret_cast<void*>(scale), 1, n, args, 0, nullptr);
}
