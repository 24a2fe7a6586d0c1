// cuFFT C2C forward on 2^20 complex floats, out of place (on the CPU backend: cuport's cuFFT).
#include <cufft.h>

#include <vector>

#include "bench_common.cuh"

int main() {
  const int n = 1 << 20;
  std::vector<cufftComplex> host(n);
  unsigned seed = 1;
  for (int i = 0; i < n; ++i) host[i].x = lcg_float(seed), host[i].y = lcg_float(seed);
  cufftComplex *in, *out;
  CHECK(cudaMalloc(&in, n * sizeof(cufftComplex)));
  CHECK(cudaMalloc(&out, n * sizeof(cufftComplex)));
  CHECK(cudaMemcpy(in, host.data(), n * sizeof(cufftComplex), cudaMemcpyHostToDevice));
  cufftHandle plan;
  if (cufftPlan1d(&plan, n, CUFFT_C2C, 1) != CUFFT_SUCCESS) return 1;
  float ms = time_kernel_ms([&] {
    if (cufftExecC2C(plan, in, out, CUFFT_FORWARD) != CUFFT_SUCCESS) std::exit(1);
  }, 20);
  CHECK(cudaMemcpy(host.data(), out, n * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += host[i].x + 0.5 * host[i].y;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  cufftDestroy(plan);
  return 0;
}
