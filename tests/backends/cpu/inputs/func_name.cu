// cudaFuncGetName: the kernel's symbol name, mangled unless it has C linkage (as CUDA returns it).
#include <cuda_runtime.h>
#include <cstdio>

__global__ void scale(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.0f;
}

extern "C" __global__ void plain(int* out) { out[threadIdx.x] = threadIdx.x; }

template <class T>
__global__ void fill(T* out, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) out[i] = T(1);
}

namespace lib {
__global__ void nested(double* out) { out[0] = 1.0; }
}  // namespace lib

#define REPORT(what, kernel)                                                          \
  do {                                                                                \
    const char* name = nullptr;                                                       \
    cudaError_t error = cudaFuncGetName(&name, kernel);                               \
    std::printf("%s: %s %s\n", what, cudaGetErrorName(error), name ? name : "(null)"); \
  } while (0)

int main() {
  REPORT("scale", scale);
  REPORT("plain", plain);
  REPORT("fill<int>", fill<int>);
  REPORT("lib::nested", lib::nested);
  std::printf("null name: %s\n", cudaGetErrorName(cudaFuncGetName(nullptr, scale)));
  // The kernels still run after their names were asked for.
  float* x = nullptr;
  cudaMallocManaged(&x, 4 * sizeof(float));
  for (int i = 0; i < 4; ++i) x[i] = float(i);
  scale<<<1, 4>>>(x, 4);
  cudaDeviceSynchronize();
  std::printf("scaled: %g %g %g %g\n", x[0], x[1], x[2], x[3]);
  return 0;
}
