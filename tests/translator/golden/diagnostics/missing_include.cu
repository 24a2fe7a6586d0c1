// RUN: translate %s
#include <cuda_runtime.h>
#include "no_such_project_header.h"  // expected-warning CP0002 expected-remark CP0003

void f(float* d) {
  ProjectType t = make_project_type();
  use(t);
  cudaFree(d);
}
