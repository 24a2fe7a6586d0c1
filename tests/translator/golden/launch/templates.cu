// RUN: translate %s
#include <cuda_runtime.h>

template <typename T, int BLOCK>
__global__ void reduce(const T* in, T* out, int n) {
  if (threadIdx.x < BLOCK && threadIdx.x < n) out[0] = in[0];
}

namespace kernels {
template <typename T>
__global__ void copy(const T* in, T* out) { out[threadIdx.x] = in[threadIdx.x]; }
}  // namespace kernels

template <typename T>
void launch(const T* in, T* out, int n, cudaStream_t s) {
  reduce<T, 256><<<1, 256, 256 * sizeof(T), s>>>(in, out, n);
  reduce<T, (256 > 128 ? 64 : 32)><<<1, 64>>>(in, out, n);
  kernels::copy<T><<<1, n>>>(in, out);
  ::kernels::copy<float><<<1, n>>>(nullptr, nullptr);
}

template void launch<float>(const float*, float*, int, cudaStream_t);
