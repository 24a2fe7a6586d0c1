// RUN: translate %s
// CUDA library headers cuport does not translate are reported once each (not also as missing),
// and the parse errors their names cause are summed up in one remark.
#include <cuda_runtime.h>
#include <cuda/experimental/stf.cuh>  // expected-warning CP1001 expected-remark CP0003
#include <cudnn_frontend.h>  // expected-warning CP1001
#include <vector>

int main() {
  cuda::experimental::stf::context context;
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
