// 5-point Jacobi stencil on a 4096 x 4096 grid, one output point per thread.
#include <vector>

#include "bench_common.cuh"

__global__ void jacobi(const float* in, float* out, int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x <= 0 || y <= 0 || x >= n - 1 || y >= n - 1) return;
  out[y * n + x] = 0.2f * (in[y * n + x] + in[y * n + x - 1] + in[y * n + x + 1] +
                           in[(y - 1) * n + x] + in[(y + 1) * n + x]);
}

int main() {
  const int n = 4096;
  size_t bytes = size_t(n) * n * sizeof(float);
  std::vector<float> h(size_t(n) * n), ho(size_t(n) * n, 0.0f);
  unsigned seed = 6;
  for (auto& v : h) v = lcg_float(seed);
  float *in, *out;
  CHECK(cudaMalloc(&in, bytes));
  CHECK(cudaMalloc(&out, bytes));
  CHECK(cudaMemcpy(in, h.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(out, 0, bytes));
  dim3 block(64, 4), grid(n / 64, n / 4);
  float ms = time_kernel_ms([&] { jacobi<<<grid, block>>>(in, out, n); }, 5);
  CHECK(cudaMemcpy(ho.data(), out, bytes, cudaMemcpyDeviceToHost));
  double checksum = 0;
  for (size_t i = 0; i < ho.size(); i += 1031) checksum += ho[i];
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, checksum);
  return 0;
}
