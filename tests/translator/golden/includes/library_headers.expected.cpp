// RUN: translate %s
// CUDA library headers cuport does not translate are reported once each (not also as missing),
// and the parse errors their names cause are summed up in one remark.
#include <cuport/runtime.h>
#include /* CUPORT CP1001: cuda/std/atomic is not in cuport's API table; left as written */ <cuda/std/atomic>  // expected-warning CP1001 expected-remark CP0003
#include /* CUPORT CP1001: thrust/device_vector.h is not in cuport's API table; left as written */ <thrust/device_vector.h>  // expected-warning CP1001
#include <vector>

int main() {
  thrust::device_vector<int> v(4);
  cuda::std::atomic<int> counter{0};
  return cuportDeviceSynchronize() == cuportSuccess ? 0 : 1;
}
