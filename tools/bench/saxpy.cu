// SAXPY on 2^24 floats, one element per thread.
#include <vector>

#include "bench_common.cuh"

__global__ void saxpy(int n, float a, const float* __restrict__ x, float* __restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 24;
  std::vector<float> hx(n), hy(n);
  unsigned seed = 1;
  for (int i = 0; i < n; ++i) hx[i] = lcg_float(seed), hy[i] = lcg_float(seed);
  float *x, *y;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&y, n * sizeof(float)));
  CHECK(cudaMemcpy(x, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  float ms = time_kernel_ms([&] { saxpy<<<(n + 255) / 256, 256>>>(n, 0.5f, x, y); }, 10);
  CHECK(cudaMemcpy(hy.data(), y, n * sizeof(float), cudaMemcpyDeviceToHost));
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += hy[i];
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
