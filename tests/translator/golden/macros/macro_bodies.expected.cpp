// RUN: translate %s
#include <cuport/runtime.h>

__global__ void kernel(float* x, int n) { if (threadIdx.x < n) x[threadIdx.x] = 0; }

#define LAUNCH(grid, block, ...) cuportLaunchKernelGGL(kernel, grid, block, 0, 0, __VA_ARGS__)
#define LAUNCH_ON(stream, ...) \
  cuportLaunchKernelGGL(kernel, 1, 32, 0, stream, __VA_ARGS__)
#define ALLOC(ptr, n) cuportMalloc((void**)&(ptr), (n) * sizeof(*(ptr)))
#define SYNC_OR_RETURN()                       \
  if (cuportDeviceSynchronize() != cuportSuccess) \
  return cuportGetLastError()

cuportError_t run(int n, cuportStream_t s) {
  float* x;
  ALLOC(x, n);
  LAUNCH(1, n, x, n);
  LAUNCH_ON(s, x, n);
  SYNC_OR_RETURN();
  return cuportFree(x);
}
