// RUN: translate %s
#include <cuda_runtime.h>
#include <cstdio>

#define CHECK(call) check_status((call), __LINE__)
#define SAFE(x) CHECK(x)
#define COPY_IN(dst, src, n) SAFE(cudaMemcpy((dst), (src), (n), cudaMemcpyHostToDevice))
#define KERNEL_ARGS2(grid, block) <<<grid, block>>>  // expected-warning CP2001

static void check_status(cudaError_t e, int line) {
  if (e != cudaSuccess) std::printf("line %d: %s\n", line, cudaGetErrorString(e));
}

__global__ void k(int* x) { x[threadIdx.x] = 0; }

int main() {
  int* d;
  int h[8] = {};
  SAFE(cudaMalloc(&d, sizeof(h)));
  COPY_IN(d, h, sizeof(h));
  SAFE(cudaDeviceSynchronize());
  SAFE(cudaGetLastError());
  k<<<1, 8>>>(d);
  return 0;
}
