// RUN: translate %s
#include <cuport/runtime.h>
#include <memory>

__device__ CUPORT_NOINLINE float slow(float x) { return x * 2.0f; }

__global__ void k(float* x) { x[threadIdx.x] = slow(x[threadIdx.x]); }

int main() {
  auto p = std::make_unique<int>(3);
  return *p - 3;
}
