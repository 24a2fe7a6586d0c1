// RUN: translate %s
#include <cuport/runtime.h>

__global__ void add(float* x) { x[threadIdx.x] += 1.0f; }
__global__ void sub(float* x) { x[threadIdx.x] -= 1.0f; }

typedef void (*Kernel)(float*);

struct Plan {
  Kernel step;
};

void run(float* x, bool up) {
  Kernel k = up ? add : sub;
  cuportLaunchKernelGGL(k, 1, 32, 0, 0, x);
  cuportLaunchKernelGGL((*k), 1, 32, 0, 0, x);
  Kernel table[] = {add, sub};
  cuportLaunchKernelGGL(table[up ? 0 : 1], 1, 32, 0, 0, x);
  Plan plan{add};
  cuportLaunchKernelGGL(plan.step, 1, 32, 0, 0, x);
  auto lambda = [&](int blocks) { cuportLaunchKernelGGL(add, blocks, 32, 0, 0, x); };
  lambda(2);
}
