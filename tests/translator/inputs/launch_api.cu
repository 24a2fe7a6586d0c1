// Translated constructs that need the CPU backend's help: cudaLaunchKernel with a void* cast kernel
// and an args array, dynamic shared memory declared at file scope and in a template, __noinline__.
#include <cuda_runtime.h>
#include <cstdio>

extern __shared__ float s_global[];

__global__ void scale(float* x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

__global__ void reverse_global(float* out) {
  s_global[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = s_global[blockDim.x - 1 - threadIdx.x];
}

template <typename T>
__global__ void reverse_template(T* out) {
  extern __shared__ __align__(16) unsigned char raw[];
  T* tile = reinterpret_cast<T*>(raw);
  tile[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}

__device__ __noinline__ float twice(float v) { return 2.0f * v; }
__global__ void double_all(float* x) { x[threadIdx.x] = twice(x[threadIdx.x]); }

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t e = (call);                                                      \
    if (e != cudaSuccess) {                                                      \
      std::printf("error: %s at line %d\n", cudaGetErrorString(e), __LINE__);    \
      return 1;                                                                  \
    }                                                                            \
  } while (0)

int main() {
  int n = 32;
  float a = 3.0f;
  float* x = nullptr;
  CHECK(cudaMallocManaged(&x, n * sizeof(float)));
  for (int i = 0; i < n; ++i) x[i] = static_cast<float>(i);
  void* args[] = {&x, &a, &n};
  CHECK(cudaLaunchKernel((void*)scale, dim3(1), dim3(n), args, 0, nullptr));
  CHECK(cudaDeviceSynchronize());
  std::printf("scaled: %g %g\n", x[1], x[31]);
  reverse_global<<<1, n, n * sizeof(float)>>>(x);
  CHECK(cudaDeviceSynchronize());
  std::printf("reversed: %g %g\n", x[0], x[31]);
  reverse_template<float><<<1, n, n * sizeof(float)>>>(x);
  double_all<<<1, n>>>(x);
  CHECK(cudaDeviceSynchronize());
  std::printf("doubled: %g %g\n", x[0], x[31]);
  CHECK(cudaFree(x));
  return 0;
}
