// RUN: translate %s
// The program's own CUDA-looking names stay, with a remark saying why.
#include <cuport/runtime.h>

#define CUDA_SAFE_CALL(x) cudaSafeCall((x), __FILE__, __LINE__)  // expected-remark CP1006 CP1006

inline void cudaSafeCall(cuportError_t e, const char*, int) { (void)e; }

int main() {
  CUDA_SAFE_CALL(cuportDeviceSynchronize());
  return 0;
}
