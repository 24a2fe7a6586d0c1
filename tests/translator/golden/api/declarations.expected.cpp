// RUN: translate %s
#include <cuport/runtime.h>
#include <vector>
#include <map>

struct Buffers {
  cuportError_t last = cuportSuccess;
  cuportMemcpyKind direction = cuportMemcpyHostToDevice;
  std::vector<cuportMemcpyKind> kinds;            // template argument
  std::map<int, cuportError_t> errors;
};

typedef cuportError_t (*Allocator)(void**, size_t);
using Kind = cuportMemcpyKind;

static cuportError_t copy(void* dst, const void* src, size_t n,
                        cuportMemcpyKind kind = cuportMemcpyDeviceToHost) {  // default argument
  return cuportMemcpy(dst, src, n, kind);
}

int main() {
  Buffers b;
  b.kinds.push_back(cuportMemcpyDeviceToDevice);
  size_t sizes[] = {sizeof(cuportError_t), sizeof(cuportMemcpyKind), sizeof(dim3)};
  Kind k = static_cast<cuportMemcpyKind>(1);
  cuportError_t e = (cuportError_t)0;
  int code = static_cast<int>(cuportErrorMemoryAllocation);
  dim3 grid(4, 2), block = dim3(128);
  return (int)sizes[0] + (int)k + (int)e + code + (int)grid.x + (int)block.x > 0 ? 0 : 1;
}
