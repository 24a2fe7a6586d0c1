// Histogram of 2^24 bytes into 256 bins with global atomics (grid-stride loop).
#include <vector>

#include "bench_common.cuh"

__global__ void histogram(const unsigned char* data, int n, unsigned int* bins) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&bins[data[i]], 1u);
}

int main() {
  const int n = 1 << 24;
  std::vector<unsigned char> h(n);
  unsigned seed = 4;
  for (auto& v : h) v = static_cast<unsigned char>(lcg_float(seed) * 256.0f);
  unsigned char* data;
  unsigned int* bins;
  CHECK(cudaMalloc(&data, n));
  CHECK(cudaMalloc(&bins, 256 * sizeof(unsigned int)));
  CHECK(cudaMemcpy(data, h.data(), n, cudaMemcpyHostToDevice));
  float ms = time_kernel_ms([&] {
    CHECK(cudaMemset(bins, 0, 256 * sizeof(unsigned int)));
    histogram<<<1024, 256>>>(data, n, bins);
  }, 5);
  std::vector<unsigned int> hb(256);
  CHECK(cudaMemcpy(hb.data(), bins, 256 * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  double checksum = 0;
  for (int b = 0; b < 256; ++b) checksum += double(hb[b]) * b;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, checksum);
  return 0;
}
