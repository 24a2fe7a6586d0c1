#include <cuda_runtime.h>

#include <cstdio>
#include <stdexcept>

#include "histo.h"

namespace {

void check(cudaError_t status, const char* what) {
  if (status != cudaSuccess) throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(status));
}

// Privatized histogram: per-block counts in shared memory, merged with global atomics.
__global__ void histogram_kernel(const unsigned char* values, int n, unsigned int* counts) {
  __shared__ unsigned int local[histo::kBins];
  for (int b = threadIdx.x; b < histo::kBins; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    atomicAdd(&local[values[i] % histo::kBins], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < histo::kBins; b += blockDim.x) atomicAdd(&counts[b], local[b]);
}

}  // namespace

namespace histo {

std::vector<std::uint32_t> histogram(const std::vector<std::uint8_t>& values) {
  const int n = static_cast<int>(values.size());
  unsigned char* d_values = nullptr;
  unsigned int* d_counts = nullptr;
  check(cudaMalloc(&d_values, n), "cudaMalloc");
  check(cudaMalloc(&d_counts, kBins * sizeof(unsigned int)), "cudaMalloc");
  check(cudaMemcpy(d_values, values.data(), n, cudaMemcpyHostToDevice), "cudaMemcpy");
  check(cudaMemset(d_counts, 0, kBins * sizeof(unsigned int)), "cudaMemset");
  histogram_kernel<<<32, 128>>>(d_values, n, d_counts);
  check(cudaGetLastError(), "launch");
  std::vector<std::uint32_t> counts(kBins);
  check(cudaMemcpy(counts.data(), d_counts, kBins * sizeof(unsigned int), cudaMemcpyDeviceToHost),
        "cudaMemcpy");
  cudaFree(d_values);
  cudaFree(d_counts);
  return counts;
}

}  // namespace histo
