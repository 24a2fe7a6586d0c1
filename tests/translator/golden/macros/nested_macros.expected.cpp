// RUN: translate %s
#include <cuport/runtime.h>
#include <cstdio>

#define CHECK(call) check_status((call), __LINE__)
#define SAFE(x) CHECK(x)
#define COPY_IN(dst, src, n) SAFE(cuportMemcpy((dst), (src), (n), cuportMemcpyHostToDevice))
#define KERNEL_ARGS2(grid, block) /* CUPORT CP2001: kernel launch not understood: '>>>' is not followed by the kernel's argument list */ <<<grid, block>>>  // expected-warning CP2001

static void check_status(cuportError_t e, int line) {
  if (e != cuportSuccess) std::printf("line %d: %s\n", line, cuportGetErrorString(e));
}

__global__ void k(int* x) { x[threadIdx.x] = 0; }

int main() {
  int* d;
  int h[8] = {};
  SAFE(cuportMalloc(&d, sizeof(h)));
  COPY_IN(d, h, sizeof(h));
  SAFE(cuportDeviceSynchronize());
  SAFE(cuportGetLastError());
  cuportLaunchKernelGGL(k, 1, 8, 0, 0, d);
  return 0;
}
