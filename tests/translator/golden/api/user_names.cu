// RUN: translate %s
// Names the program declares itself are its own, even when they look like CUDA's.
#include <cuda_runtime.h>
#include <cstdio>

#define CUDA_CHECK(call) cudaCheck((call), #call, __LINE__)  // expected-remark CP1006 CP1006
#define cudaLocalAlias cudaDeviceSynchronize  // expected-remark CP1006

static void cudaCheck(cudaError_t status, const char* what, int line) {
  if (status != cudaSuccess) std::printf("%d: %s failed\n", line, what);
}

struct Device {
  int cudaOrdinal = 0;  // expected-remark CP1006
  void cudaMalloc(int n) { cudaOrdinal += n; }  // a member, not the runtime function
};

int main() {
  Device dev;
  dev.cudaMalloc(3);
  int cudaCount = dev.cudaOrdinal;  // expected-remark CP1006
  CUDA_CHECK(cudaGetDeviceCount(&cudaCount));
  CUDA_CHECK(cudaLocalAlias());
  return 0;
}
