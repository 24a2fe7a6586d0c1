// RUN: translate %s
// Launch parameters with commas outside parentheses become single macro arguments.
#include <cuport/runtime.h>

template <int X, int Y>
struct Shape {
  static constexpr int blocks = X * Y;
};

__global__ void k(int* p) { p[threadIdx.x] = 0; }

void go(int* p, int n, cuportStream_t s) {
  cuportLaunchKernelGGL(k, (Shape<2, 4>::blocks), 64, 0, 0, p);
  cuportLaunchKernelGGL(k, (dim3{2, 2}), (dim3{8, 8, 1}), 0, s, p);  // expected-error CP0001 (clang's parser rejects braces here)
  cuportLaunchKernelGGL(k, dim3(n, 2), (dim3{32, 1}), 0, 0, p);
  cuportLaunchKernelGGL(k, n < 4 ? 1 : 2, 32, 0, 0, p);
}
