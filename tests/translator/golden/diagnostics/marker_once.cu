// RUN: translate %s
// A diagnostic is reported on stderr and marked once in the output; translating the output again
// adds no second marker.
#include <cuda_runtime.h>

void f() {
  cudaNoSuchApi();  // expected-warning CP1001
  int a = cudaNoSuchA(), b = cudaNoSuchB();  // expected-warning CP1001 CP1001
#define BROKEN() cudaNoSuchInMacro()
  // expected-warning@-1 CP1001
  (void)a;
  (void)b;
}
