// RUN: translate %s
#include <cuda_runtime.h>

__global__ void k0() {}
__global__ void k1(float* x, int n) { if (threadIdx.x < n) x[threadIdx.x] = 1.0f; }

void run(float* x, int n, cudaStream_t stream) {
  k0<<<1, 1>>>();
  k1<<<dim3(4), dim3(64)>>>(x, n);
  k1<<<(n + 63) / 64, 64, 64 * sizeof(float)>>>(x, n);
  k1<<<n / 64, 64, 0, stream>>>(x, n);
  k1 <<< 2 , 32 >>> ( x , n );
  k1<<<
      1, 32>>>(x,
               n);
}
