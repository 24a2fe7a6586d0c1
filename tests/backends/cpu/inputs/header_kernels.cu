// Launches of kernels that a header defines, from a unit that has a kernel of its own (so its
// launches ask each kernel how it runs): every kernel runs once per CUDA thread.
#include <cstdio>
#include <cuda_runtime.h>

#include "check.cuh"
#include "header_kernels.cuh"

__global__ void fill(float* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = static_cast<float>(i);
}

int main() {
  const int blocks = 3, threads = 120;  // not a multiple of 32: the last tile is partial
  const int n = blocks * threads;
  int* ranks;
  float* data;
  CHECK(cudaMalloc(&ranks, 2 * n * sizeof(int)));
  CHECK(cudaMalloc(&data, n * sizeof(float)));
  tile_ranks<<<blocks, threads>>>(ranks);
  fill<<<blocks, threads>>>(data, n);
  scale<<<blocks, threads>>>(data, 2.0f, n);
  CHECK(cudaDeviceSynchronize());
  static int hr[2 * n];
  static float hd[n];
  CHECK(cudaMemcpy(hr, ranks, sizeof hr, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hd, data, sizeof hd, cudaMemcpyDeviceToHost));
  int ranks_ok = 1, data_ok = 1;
  for (int i = 0; i < n; ++i) {
    int t = i % threads;
    ranks_ok &= hr[2 * i] == t / 32 && hr[2 * i + 1] == t % 32;
    data_ok &= hd[i] == 2.0f * i;
  }
  std::printf("ranks: %d\n", ranks_ok);
  std::printf("scaled: %d\n", data_ok);
  return 0;
}
