// RUN: translate %s
#include <cuda_runtime.h>
#include <cstdio>

int main() {
  float* d_x = nullptr;
  cudaError_t status = cudaMalloc(&d_x, 256 * sizeof(float));
  if (status != cudaSuccess) {
    std::printf("%s (%s)\n", cudaGetErrorString(status), cudaGetErrorName(status));
    return 1;
  }
  status = cudaMemset(d_x, 0, 256 * sizeof(float)) != cudaSuccess ? cudaErrorInvalidValue
                                                                   : cudaSuccess;
  bool ok = (cudaDeviceSynchronize() == cudaSuccess) && (cudaGetLastError() == cudaSuccess);
  ::cudaFree(d_x);  // globally qualified
  return ok && status == cudaSuccess ? 0 : 1;
}
