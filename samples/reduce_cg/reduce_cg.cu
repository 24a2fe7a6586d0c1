// Reduction with cooperative groups: thread_block_tile<32> partitions, tile.shfl_down and
// cg::reduce-style loops, block-wide sync through the group handle. Integer and float sums.
#include <cooperative_groups.h>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace cg = cooperative_groups;

#define CUDA_CHECK(x)                                                                  \
  do {                                                                                 \
    cudaError_t e = (x);                                                               \
    if (e != cudaSuccess) {                                                            \
      printf("CUDA error: %s (%s:%d)\n", cudaGetErrorString(e), __FILE__, __LINE__);   \
      exit(1);                                                                         \
    }                                                                                  \
  } while (0)

template <typename T>
__device__ T tileSum(cg::thread_block_tile<32> tile, T v) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2) v += tile.shfl_down(v, offset);
  return v;
}

__global__ void sumKernel(const int* in, int n, long long* blockInts, float* blockFloats) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ int warpInts[32];
  __shared__ float warpFloats[32];

  int i = block.group_index().x * block.size() + block.thread_rank();
  int v = i < n ? in[i] : 0;
  float f = i < n ? (float)in[i] * 0.25f : 0.0f;

  int ti = tileSum(tile, v);
  float tf = tileSum(tile, f);
  if (tile.thread_rank() == 0) {
    warpInts[tile.meta_group_rank()] = ti;
    warpFloats[tile.meta_group_rank()] = tf;
  }
  block.sync();
  if (tile.meta_group_rank() == 0) {
    unsigned int tiles = tile.meta_group_size();
    int wi = tile.thread_rank() < tiles ? warpInts[tile.thread_rank()] : 0;
    float wf = tile.thread_rank() < tiles ? warpFloats[tile.thread_rank()] : 0.0f;
    wi = tileSum(tile, wi);
    wf = tileSum(tile, wf);
    if (tile.thread_rank() == 0) {
      blockInts[blockIdx.x] = wi;
      blockFloats[blockIdx.x] = wf;
    }
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  const int threads = 256;
  int blocks = (n + threads - 1) / threads;
  std::vector<int> h(n);
  unsigned int s = 5u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 20) - 2048;
  }
  int* d_in;
  long long* d_ints;
  float* d_floats;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_ints, blocks * sizeof(long long)));
  CUDA_CHECK(cudaMalloc(&d_floats, blocks * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  sumKernel<<<blocks, threads>>>(d_in, n, d_ints, d_floats);
  CUDA_CHECK(cudaGetLastError());
  std::vector<long long> ints(blocks);
  std::vector<float> floats(blocks);
  CUDA_CHECK(cudaMemcpy(ints.data(), d_ints, blocks * sizeof(long long), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(floats.data(), d_floats, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  long long total = 0, ref = 0;
  for (int b = 0; b < blocks; ++b) total += ints[b];
  for (int i = 0; i < n; ++i) ref += h[i];
  printf("total: %lld\n", total);
  FILE* f = fopen("block_ints.bin", "wb");
  fwrite(ints.data(), sizeof(long long), blocks, f);
  fclose(f);
  f = fopen("block_floats.bin", "wb");
  fwrite(floats.data(), sizeof(float), blocks, f);
  fclose(f);
  cudaFree(d_in);
  cudaFree(d_ints);
  cudaFree(d_floats);
  printf("%s\n", total == ref ? "PASSED" : "FAILED");
  return total == ref ? 0 : 1;
}
