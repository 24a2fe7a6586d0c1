// RUN: translate %s
#include <cuda_runtime.h>

__global__ void add(float* x) { x[threadIdx.x] += 1.0f; }
__global__ void sub(float* x) { x[threadIdx.x] -= 1.0f; }

typedef void (*Kernel)(float*);

struct Plan {
  Kernel step;
};

void run(float* x, bool up) {
  Kernel k = up ? add : sub;
  k<<<1, 32>>>(x);
  (*k)<<<1, 32>>>(x);
  Kernel table[] = {add, sub};
  table[up ? 0 : 1]<<<1, 32>>>(x);
  Plan plan{add};
  plan.step<<<1, 32>>>(x);
  auto lambda = [&](int blocks) { add<<<blocks, 32>>>(x); };
  lambda(2);
}
