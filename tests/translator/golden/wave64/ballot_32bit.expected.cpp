// RUN: translate %s --backend rocm
// A ballot kept in 32 bits drops lanes 32-63 of a 64-lane wavefront.
#include <cuport/runtime.h>

__global__ void count_positive(const float* in, int* out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  /* CUPORT CP3001: __ballot_sync result stored in votes keeps only 32 bits: lanes 32-63 of a 64-lane wavefront are lost */
  unsigned int votes = __ballot_sync(__activemask(), v > 0.0f);  // expected-warning CP3001
  unsigned mask;
  /* CUPORT CP3001: __ballot_sync result stored in mask keeps only 32 bits: lanes 32-63 of a 64-lane wavefront are lost */
  mask = __ballot_sync(__activemask(), v > 1.0f);  // expected-warning CP3001
  /* CUPORT CP3001: __ballot_sync result passed to __popc keeps only 32 bits: lanes 32-63 of a 64-lane wavefront are lost */
  int n = __popc(__ballot_sync(__activemask(), v > 2.0f));  // expected-warning CP3001
  unsigned long long wide = __ballot_sync(__activemask(), v > 3.0f);
  auto also_wide = __ballot_sync(__activemask(), v > 4.0f);
  if (threadIdx.x == 0) out[blockIdx.x] = votes + mask + n + __popcll(wide) + __popcll(also_wide);
}
