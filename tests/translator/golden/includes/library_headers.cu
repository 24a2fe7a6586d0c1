// RUN: translate %s
// CUDA library headers cuport does not translate are reported once each (not also as missing),
// and the parse errors their names cause are summed up in one remark.
#include <cuda_runtime.h>
#include <cuda/std/atomic>  // expected-warning CP1001 expected-remark CP0003
#include <thrust/device_vector.h>  // expected-warning CP1001
#include <vector>

int main() {
  thrust::device_vector<int> v(4);
  cuda::std::atomic<int> counter{0};
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
