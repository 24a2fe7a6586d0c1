// RUN: translate %s
#include <cuport/runtime.h>
#include <cstdio>
#include <cstdlib>

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#define CHECK(call)                                                        \
  do {                                                                     \
    cuportError_t e = (call);                                                \
    if (e != cuportSuccess) {                                                \
      std::fprintf(stderr, "%s: %s\n", #call, cuportGetErrorString(e));      \
      std::exit(1);                                                        \
    }                                                                      \
  } while (0)

template <typename T>
void check(T result, const char* func, const char* file, int line) {
  if (result) std::fprintf(stderr, "%s:%d %s\n", file, line, func);
}

int main() {
  int* d = nullptr;
  CHECK(cuportMalloc(&d, 16 * sizeof(int)));
  checkCudaErrors(cuportMemset(d, 0, 16 * sizeof(int)));
  CHECK(cuportMemcpy(d, d, 4, cuportMemcpyDeviceToDevice));
  checkCudaErrors(cuportFree(d));
  return 0;
}
