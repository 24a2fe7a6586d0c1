// cudaGetKernel and cudaGetFuncBySymbol on the CPU backend: one handle per kernel, the same on
// every call, usable where the runtime API takes the kernel (cudaFuncGetName,
// cudaFuncGetAttributes); CUDA's codes for a null output and for an address that is no kernel.
#include <cuda_runtime.h>
#include <cstdio>

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

__global__ void scale(float* data, float factor) { data[threadIdx.x] *= factor; }
__global__ void shift(float* data, float by) { data[threadIdx.x] += by; }
__device__ int counter;
static int host_value;

int main() {
  cudaKernel_t k1 = nullptr, k2 = nullptr, k3 = nullptr;
  std::printf("get_kernel: %s\n", name(cudaGetKernel(&k1, scale)));
  cudaGetKernel(&k2, scale);
  cudaGetKernel(&k3, shift);
  std::printf("same_kernel_same_handle: %d\n", k1 == k2 && k1 != nullptr);
  std::printf("kernels_differ: %d\n", k1 != k3 && k3 != nullptr);
  cudaFunction_t f1 = nullptr, f2 = nullptr, f3 = nullptr;
  std::printf("get_func: %s\n", name(cudaGetFuncBySymbol(&f1, (const void*)scale)));
  cudaGetFuncBySymbol(&f2, (const void*)scale);
  cudaGetFuncBySymbol(&f3, (const void*)shift);
  std::printf("same_func_same_handle: %d\n", f1 == f2 && f1 != nullptr);
  std::printf("funcs_differ: %d\n", f1 != f3 && f3 != nullptr);

  const char* kernel_name = nullptr;
  cudaError_t error = cudaFuncGetName(&kernel_name, (const void*)k3);
  std::printf("name_by_handle: %s %s\n", name(error), kernel_name ? kernel_name : "-");
  cudaFuncAttributes attributes = {};
  error = cudaFuncGetAttributes(&attributes, (const void*)k1);
  std::printf("attributes_by_handle: %s %d\n", name(error), attributes.maxThreadsPerBlock > 0);

  cudaKernel_t none = nullptr;
  std::printf("null_out: %s\n", name(cudaGetKernel((cudaKernel_t*)nullptr, scale)));
  std::printf("null_entry: %s\n", name(cudaGetKernel(&none, (const void*)nullptr)));
  std::printf("host_variable: %s\n", name(cudaGetKernel(&none, (const void*)&host_value)));
  std::printf("device_variable: %s\n", name(cudaGetFuncBySymbol(&f1, (const void*)&counter)));
  std::printf("untouched: %d\n", none == nullptr);
  cudaGetLastError();
  return 0;
}
