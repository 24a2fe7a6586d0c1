// RUN: translate %s
#include <cuport/runtime.h>
#include <cstdio>

int main() {
  int count = 0;
  cuportGetDeviceCount(&count);
  cuportDeviceProp prop;
  cuportGetDeviceProperties(&prop, 0);
  // Members keep their names: prop.warpSize is a field, not the built-in.
  std::printf("%s: %d SMs, warp %d, %zu bytes shared\n", prop.name, prop.multiProcessorCount,
              prop.warpSize, prop.sharedMemPerBlock);
  int value = 0;
  cuportDeviceGetAttribute(&value, cuportDevAttrMaxThreadsPerBlock, 0);
  size_t free_bytes = 0, total_bytes = 0;
  cuportMemGetInfo(&free_bytes, &total_bytes);
  return count > 0 && value > 0 ? 0 : 1;
}
