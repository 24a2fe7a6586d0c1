#include <cuda_runtime.h>

#include "histo.h"

namespace {

__global__ void scale_kernel(const unsigned int* counts, float* out, int n, float inv_total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = counts[i] * inv_total;
}

}  // namespace

namespace histo {

std::vector<float> normalize(const std::vector<std::uint32_t>& counts) {
  const int n = static_cast<int>(counts.size());
  unsigned long long total = 0;
  for (auto c : counts) total += c;
  unsigned int* d_counts = nullptr;
  float* d_out = nullptr;
  cudaMalloc(&d_counts, n * sizeof(unsigned int));
  cudaMalloc(&d_out, n * sizeof(float));
  cudaMemcpy(d_counts, counts.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice);
  scale_kernel<<<(n + 63) / 64, 64>>>(d_counts, d_out, n, total ? 1.0f / total : 0.0f);
  std::vector<float> out(n);
  cudaMemcpy(out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d_counts);
  cudaFree(d_out);
  return out;
}

}  // namespace histo
