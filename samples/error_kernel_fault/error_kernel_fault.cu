// A kernel that writes through a null pointer, as a CUDA program meets it: the launch itself
// succeeds, the next synchronizing call returns cudaErrorIllegalAddress, and the error is sticky
// (every later call that uses the context returns it, cudaGetLastError cannot clear it). The
// program prints each call's error name and string, as error-checking code does, and exits on
// its own after cudaDeviceReset.
#include <cuda_runtime.h>

#include <cstdio>

__global__ void store(int* out, int* target, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = i;
  if (i == n / 2) *target = 1;  // target is null: an illegal address
}

static void report(const char* what, cudaError_t error) {
  printf("%s: %s (%s)\n", what, cudaGetErrorName(error), cudaGetErrorString(error));
}

int main() {
  const int n = 256;
  int* out = nullptr;
  report("cudaMalloc", cudaMalloc(&out, n * sizeof(int)));
  // The launch's own status: the fault happens while the kernel runs, after the launch returned.
  int* target = nullptr;
  int count_arg = n;
  void* args[] = {&out, &target, &count_arg};
  report("launch", cudaLaunchKernel(store, dim3(n / 64), dim3(64), args, 0, 0));
  report("cudaDeviceSynchronize", cudaDeviceSynchronize());
  report("cudaDeviceSynchronize again", cudaDeviceSynchronize());
  report("cudaGetLastError", cudaGetLastError());
  report("cudaGetLastError again", cudaGetLastError());
  int* more = nullptr;
  report("cudaMalloc after the fault", cudaMalloc(&more, 64));
  int host[4];
  report("cudaMemcpy after the fault", cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost));
  int count = 0;
  report("cudaGetDeviceCount after the fault", cudaGetDeviceCount(&count));
  report("cudaDeviceReset", cudaDeviceReset());
  report("cudaMalloc after reset", cudaMalloc(&more, 64));
  report("unknown code", static_cast<cudaError_t>(12345));
  printf("PASSED\n");
  return 0;
}
