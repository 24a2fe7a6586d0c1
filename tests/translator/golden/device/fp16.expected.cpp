// RUN: translate %s
#include <cuport/runtime.h>
#include <cuport/runtime.h>

__global__ void halve(const __half* in, __half* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float f = __half2float(in[i]);
    out[i] = __float2half(f * 0.5f);
    out[i] = __hmul(out[i], __float2half(2.0f));
  }
}
