// Naive SGEMM C = A * B, 1024 x 1024, one output element per thread.
#include <vector>

#include "bench_common.cuh"

__global__ void sgemm_naive(int n, const float* A, const float* B, float* C) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n && col < n) {
    float acc = 0.0f;
    for (int k = 0; k < n; ++k) acc += A[row * n + k] * B[k * n + col];
    C[row * n + col] = acc;
  }
}

int main() {
  const int n = 1024;
  std::vector<float> ha(n * n), hb(n * n), hc(n * n);
  unsigned seed = 2;
  for (auto& v : ha) v = lcg_float(seed) - 0.5f;
  for (auto& v : hb) v = lcg_float(seed) - 0.5f;
  float *a, *b, *c;
  size_t bytes = n * n * sizeof(float);
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMalloc(&c, bytes));
  CHECK(cudaMemcpy(a, ha.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb.data(), bytes, cudaMemcpyHostToDevice));
  dim3 block(32, 8), grid(n / 32, n / 8);
  float ms = time_kernel_ms([&] { sgemm_naive<<<grid, block>>>(n, a, b, c); }, 2);
  CHECK(cudaMemcpy(hc.data(), c, bytes, cudaMemcpyDeviceToHost));
  double sum = 0;
  for (float v : hc) sum += v;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
