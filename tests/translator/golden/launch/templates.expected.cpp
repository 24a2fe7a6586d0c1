// RUN: translate %s
#include <cuport/runtime.h>

template <typename T, int BLOCK>
__global__ void reduce(const T* in, T* out, int n) {
  if (threadIdx.x < BLOCK && threadIdx.x < n) out[0] = in[0];
}

namespace kernels {
template <typename T>
__global__ void copy(const T* in, T* out) { out[threadIdx.x] = in[threadIdx.x]; }
}  // namespace kernels

template <typename T>
void launch(const T* in, T* out, int n, cuportStream_t s) {
  cuportLaunchKernelGGL((reduce<T, 256>), 1, 256, 256 * sizeof(T), s, in, out, n);
  cuportLaunchKernelGGL((reduce<T, (256 > 128 ? 64 : 32)>), 1, 64, 0, 0, in, out, n);
  cuportLaunchKernelGGL(kernels::copy<T>, 1, n, 0, 0, in, out);
  cuportLaunchKernelGGL(::kernels::copy<float>, 1, n, 0, 0, nullptr, nullptr);
}

template void launch<float>(const float*, float*, int, cuportStream_t);
