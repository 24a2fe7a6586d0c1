// RUN: translate %s
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t e = (call);                                                \
    if (e != cudaSuccess) {                                                \
      std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(e));      \
      std::exit(1);                                                        \
    }                                                                      \
  } while (0)

template <typename T>
void check(T result, const char* func, const char* file, int line) {
  if (result) std::fprintf(stderr, "%s:%d %s\n", file, line, func);
}

int main() {
  int* d = nullptr;
  CHECK(cudaMalloc(&d, 16 * sizeof(int)));
  checkCudaErrors(cudaMemset(d, 0, 16 * sizeof(int)));
  CHECK(cudaMemcpy(d, d, 4, cudaMemcpyDeviceToDevice));
  checkCudaErrors(cudaFree(d));
  return 0;
}
