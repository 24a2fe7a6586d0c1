// Block reduction of 2^24 floats: shared-memory tree per block, one partial sum per block.
#include <vector>

#include "bench_common.cuh"

#define BLOCK 256

__global__ void reduce_shared(const float* in, float* partial, int n) {
  __shared__ float sdata[BLOCK];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = sdata[0];
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
  float ms = time_kernel_ms([&] { reduce_shared<<<blocks, BLOCK>>>(in, partial, n); }, 5);
  CHECK(cudaMemcpy(hp.data(), partial, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  double sum = 0;
  for (float v : hp) sum += v;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
