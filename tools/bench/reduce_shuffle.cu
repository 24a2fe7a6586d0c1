// Warp-shuffle reduction of 2^24 floats: __shfl_down_sync within warps, shared memory across them.
#include <vector>

#include "bench_common.cuh"

#define BLOCK 256

__inline__ __device__ float warp_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__global__ void reduce_shuffle(const float* in, float* partial, int n) {
  __shared__ float warp_sums[BLOCK / 32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  v = warp_sum(v);
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / warpSize ? warp_sums[lane] : 0.0f;
    v = warp_sum(v);
    if (lane == 0) partial[blockIdx.x] = v;
  }
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
  float ms = time_kernel_ms([&] { reduce_shuffle<<<blocks, BLOCK>>>(in, partial, n); }, 5);
  CHECK(cudaMemcpy(hp.data(), partial, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  double sum = 0;
  for (float v : hp) sum += v;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
