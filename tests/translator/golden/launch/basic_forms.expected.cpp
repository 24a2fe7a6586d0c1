// RUN: translate %s
#include <cuport/runtime.h>

__global__ void k0() {}
__global__ void k1(float* x, int n) { if (threadIdx.x < n) x[threadIdx.x] = 1.0f; }

void run(float* x, int n, cuportStream_t stream) {
  cuportLaunchKernelGGL(k0, 1, 1, 0, 0);
  cuportLaunchKernelGGL(k1, dim3(4), dim3(64), 0, 0, x, n);
  cuportLaunchKernelGGL(k1, (n + 63) / 64, 64, 64 * sizeof(float), 0, x, n);
  cuportLaunchKernelGGL(k1, n / 64, 64, 0, stream, x, n);
  cuportLaunchKernelGGL(k1 ,  2 , 32 , 0, 0,  x , n );
  cuportLaunchKernelGGL(k1,
      1, 32, 0, 0, x,
               n);
}
