// Block and warp reductions as real projects write them: cooperative groups, shuffles, atomics.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <vector>

namespace cg = cooperative_groups;

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t e = (call);                                                  \
    if (e != cudaSuccess) {                                                  \
      fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

template <typename T>
__device__ T warp_sum(T v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__global__ void reduce_kernel(const float* __restrict__ in, float* out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  extern __shared__ float partial[];
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += fabsf(in[i]) + sqrtf(fmaxf(in[i], 0.0f)) + __expf(-in[i]) * rsqrtf(1.0f + in[i] * in[i]);
  sum = cg::reduce(tile, sum, cg::plus<float>());
  float other = tile.shfl_down(sum, 1) + warp_sum(sum);
  if (tile.thread_rank() == 0) partial[tile.meta_group_rank()] = sum + 0.0f * other;
  block.sync();
  if (threadIdx.x == 0) {
    float total = 0;
    for (int w = 0; w < (int)(blockDim.x / 32); ++w) total += partial[w];
    atomicAdd(out, total);
  }
  unsigned ballot = __ballot_sync(__activemask(), sum > 0.0f);
  if (__popc(ballot) == 0 && __any_sync(0xffffffffu, 1)) __syncwarp();
  int c = __syncthreads_count(sum > 1.0f);
  if (c < 0) __threadfence();
}

__global__ void histogram(const int* data, unsigned int* bins, int n, int nbins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&bins[min(max(data[i], 0), nbins - 1)], 1u);
    atomicMax_block(&bins[0], 3u);
    atomicCAS((unsigned long long*)bins, 0ull, 1ull);
    atomicExch(&bins[1], 0u);
    atomicInc(&bins[2], 100u);
  }
}

int main() {
  const int n = 1 << 20;
  std::vector<float> h(n, 1.0f);
  float *d_in, *d_out;
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc((void**)&d_out, sizeof(float)));
  CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_out, 0, sizeof(float)));
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  int blocks = prop.multiProcessorCount * 4;
  reduce_kernel<<<blocks, 256, 8 * sizeof(float)>>>(d_in, d_out, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  float result = 0;
  CHECK(cudaMemcpy(&result, d_out, sizeof(float), cudaMemcpyDeviceToHost));
  printf("%s: %f (%d SMs, warp %d)\n", prop.name, result, prop.multiProcessorCount, prop.warpSize);
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  return 0;
}
