// RUN: translate %s
#include <cuport/runtime.h>

__global__ void scale(float* x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

cuportError_t run(float* x, float a, int n, cuportStream_t stream) {
  void* args[] = {&x, &a, &n};
  cuportError_t e = cuportLaunchKernel(scale, dim3(1), dim3(n), args, 0, stream);
  if (e != cuportSuccess) return e;
  e = cuportLaunchKernel(&scale, dim3(1), dim3(n), args, 0, stream);
  if (e != cuportSuccess) return e;
  return cuportLaunchKernel(scale, 1, n, args, 0, nullptr);
}
