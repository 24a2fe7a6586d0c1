// RUN: translate %s
// Launch parameters with commas outside parentheses become single macro arguments.
#include <cuda_runtime.h>

template <int X, int Y>
struct Shape {
  static constexpr int blocks = X * Y;
};

__global__ void k(int* p) { p[threadIdx.x] = 0; }

void go(int* p, int n, cudaStream_t s) {
  k<<<Shape<2, 4>::blocks, 64>>>(p);
  k<<<{2, 2}, {8, 8, 1}, 0, s>>>(p);  // expected-error CP0001 (clang's parser rejects braces here)
  k<<<dim3(n, 2), dim3{32, 1}>>>(p);
  k<<<n < 4 ? 1 : 2, 32>>>(p);
}
