// RUN: translate %s
// C-style code names CUDA types with `struct`/`enum`; a backend may define the portable type as an
// alias, which cannot follow such a keyword, so the keyword goes with the rename.
#include <cuda_runtime.h>

static int describe(const struct cudaDeviceProp* prop) { return prop->major * 10 + prop->minor; }

int main() {
  struct cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  enum cudaMemcpyKind kind = cudaMemcpyHostToDevice;
  struct cudaResourceDesc resource;
  resource.resType = cudaResourceTypeLinear;
  struct Mine { int value; } mine = {describe(&prop)};
  return kind == cudaMemcpyHostToDevice && mine.value > 0 ? 0 : 1;
}
