// RUN: translate %s
#include <cuport/runtime.h>

CUPORT_DYNAMIC_SHARED_GLOBAL(float, s_data);

namespace detail {
CUPORT_DYNAMIC_SHARED_GLOBAL(int, s_counts);
}

__global__ void use(float* out) {
  __shared__ float fixed[32];
  fixed[threadIdx.x] = s_data[threadIdx.x] + detail::s_counts[0];
  out[threadIdx.x] = fixed[threadIdx.x];
}
