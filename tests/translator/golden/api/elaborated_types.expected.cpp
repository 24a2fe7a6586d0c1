// RUN: translate %s
// C-style code names CUDA types with `struct`/`enum`; a backend may define the portable type as an
// alias, which cannot follow such a keyword, so the keyword goes with the rename.
#include <cuport/runtime.h>

static int describe(const cuportDeviceProp* prop) { return prop->major * 10 + prop->minor; }

int main() {
  cuportDeviceProp prop;
  cuportGetDeviceProperties(&prop, 0);
  cuportMemcpyKind kind = cuportMemcpyHostToDevice;
  cuportResourceDesc resource;
  resource.resType = cuportResourceTypeLinear;
  struct Mine { int value; } mine = {describe(&prop)};
  return kind == cuportMemcpyHostToDevice && mine.value > 0 ? 0 : 1;
}
