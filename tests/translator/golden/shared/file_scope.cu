// RUN: translate %s
#include <cuda_runtime.h>

extern __shared__ float s_data[];

namespace detail {
extern __shared__ int s_counts[];
}

__global__ void use(float* out) {
  __shared__ float fixed[32];
  fixed[threadIdx.x] = s_data[threadIdx.x] + detail::s_counts[0];
  out[threadIdx.x] = fixed[threadIdx.x];
}
