// Block reduction of 2^24 floats with cub::BlockReduce, one partial sum per block: the same
// work as reduce_shared.cu, whose hand-written shared-memory tree (lowered too) is its reference.
#include <cub/block/block_reduce.cuh>

#include <vector>

#include "bench_common.cuh"

#define BLOCK 256

__global__ void reduce_cub(const float* in, float* partial, int n) {
  typedef cub::BlockReduce<float, BLOCK> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = BlockReduce(temp).Sum((i < n) ? in[i] : 0.0f);
  if (threadIdx.x == 0) partial[blockIdx.x] = sum;
}

int main() {
  const int n = 1 << 24, blocks = n / BLOCK;
  std::vector<float> h(n), hp(blocks);
  unsigned seed = 3;
  for (auto& v : h) v = lcg_float(seed);
  float *in, *partial;
  CHECK(cudaMalloc(&in, n * sizeof(float)));
  CHECK(cudaMalloc(&partial, blocks * sizeof(float)));
  CHECK(cudaMemcpy(in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  float ms = time_kernel_ms([&] { reduce_cub<<<blocks, BLOCK>>>(in, partial, n); }, 5);
  CHECK(cudaMemcpy(hp.data(), partial, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  double sum = 0;
  for (float v : hp) sum += v;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
