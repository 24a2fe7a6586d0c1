// RUN: translate %s
#include <cuda_runtime.h>
#include <vector>
#include <map>

struct Buffers {
  cudaError_t last = cudaSuccess;
  cudaMemcpyKind direction = cudaMemcpyHostToDevice;
  std::vector<cudaMemcpyKind> kinds;            // template argument
  std::map<int, cudaError_t> errors;
};

typedef cudaError_t (*Allocator)(void**, size_t);
using Kind = cudaMemcpyKind;

static cudaError_t copy(void* dst, const void* src, size_t n,
                        cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {  // default argument
  return cudaMemcpy(dst, src, n, kind);
}

int main() {
  Buffers b;
  b.kinds.push_back(cudaMemcpyDeviceToDevice);
  size_t sizes[] = {sizeof(cudaError_t), sizeof(cudaMemcpyKind), sizeof(dim3)};
  Kind k = static_cast<cudaMemcpyKind>(1);
  cudaError_t e = (cudaError_t)0;
  int code = static_cast<int>(cudaErrorMemoryAllocation);
  dim3 grid(4, 2), block = dim3(128);
  return (int)sizes[0] + (int)k + (int)e + code + (int)grid.x + (int)block.x > 0 ? 0 : 1;
}
