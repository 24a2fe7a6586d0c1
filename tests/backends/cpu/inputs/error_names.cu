// cudaGetErrorName and cudaGetErrorString for every code from 0 to 1100 and around 10000:
// CUDA's name and text for the codes it defines, "unrecognized error code" for the others.
#include <cuda_runtime.h>
#include <cstdio>

static void print(int code) {
  cudaError_t error = static_cast<cudaError_t>(code);
  std::printf("%d\t%s\t%s\n", code, cudaGetErrorName(error), cudaGetErrorString(error));
}

int main() {
  for (int code = 0; code <= 1100; ++code) print(code);
  for (int code = 9990; code <= 10010; ++code) print(code);
  return 0;
}
