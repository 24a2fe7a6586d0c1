// RUN: translate %s
#include <cuda_runtime.h>

void f() {
  cudaNoSuchFunction(42);  // expected-warning CP1001
  int x = CUDA_NO_SUCH_CONSTANT;  // expected-warning CP1001
  (void)x;
}
