// RUN: translate %s
#include <cuport/runtime.h>
#include <cstdio>

int main() {
  float* d_x = nullptr;
  cuportError_t status = cuportMalloc(&d_x, 256 * sizeof(float));
  if (status != cuportSuccess) {
    std::printf("%s (%s)\n", cuportGetErrorString(status), cuportGetErrorName(status));
    return 1;
  }
  status = cuportMemset(d_x, 0, 256 * sizeof(float)) != cuportSuccess ? cuportErrorInvalidValue
                                                                   : cuportSuccess;
  bool ok = (cuportDeviceSynchronize() == cuportSuccess) && (cuportGetLastError() == cuportSuccess);
  ::cuportFree(d_x);  // globally qualified
  return ok && status == cuportSuccess ? 0 : 1;
}
