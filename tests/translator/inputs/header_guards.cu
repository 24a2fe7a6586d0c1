// A program that tests CUDA's header guards, as cuda-samples' helper_cuda.h does: its error
// checks exist only where driver_types.h and cuda_runtime.h are in.
#include <cstdio>
#include <cuda_runtime.h>

#ifdef __DRIVER_TYPES_H__
#define checkCudaErrors(call) check((call), #call)
static int check(cudaError_t result, const char* what) {
  if (result != cudaSuccess) std::printf("failed: %s\n", what);
  return int(result);
}
#endif

#ifdef __CUDA_RUNTIME_H__
static int findDevice() {
  int count = 0;
  checkCudaErrors(cudaGetDeviceCount(&count));
  cudaDeviceProp prop;
  checkCudaErrors(cudaGetDeviceProperties(&prop, 0));
  return prop.computeMode == cudaComputeModeProhibited ? -1 : count;
}
#endif

int main() {
  std::printf("devices: %d\n", findDevice());
#if defined(__VECTOR_TYPES_H__) && defined(__CUDA_RUNTIME_API_H__)
  std::printf("guards: defined\n");
#endif
  return 0;
}
