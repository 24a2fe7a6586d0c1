// RUN: translate %s
// CUDA library headers cuport does not translate are reported once each (not also as missing),
// and the parse errors their names cause are summed up in one remark.
#include <cuport/runtime.h>
#include /* CUPORT CP1001: cuda/experimental/stf.cuh is not in cuport's API table; left as written */ <cuda/experimental/stf.cuh>  // expected-warning CP1001 expected-remark CP0003
#include /* CUPORT CP1001: cudnn_frontend.h is not in cuport's API table; left as written */ <cudnn_frontend.h>  // expected-warning CP1001
#include <vector>

int main() {
  cuda::experimental::stf::context context;
  return cuportDeviceSynchronize() == cuportSuccess ? 0 : 1;
}
