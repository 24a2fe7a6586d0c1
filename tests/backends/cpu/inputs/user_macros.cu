// A program that #defines short names before it includes CUDA's headers, as small benchmarks do
// (`#define N 1024`); the build adds more with -D. nvcc's headers accept every one-letter name
// but T and U; cuport's runtime must too.
#define A 3
#define B 4
#define C 5
#define D 6
#define E 7
#define F 8
#define G 9
#define H 10
#define I 11
#define J 12
#define K 13
#define L 14
#define M 15
#define N 1024
#define O 16
#define P 17
#define Q 18
#define R 19
#define S 20
#define V 21
#define W 22
#define X 23
#define Y 24
#define Z 25
#define BLOCK_SIZE 256
#define WARP_SIZE 32
#define SIZE N
#define DIM 2
#define TILE 32
#define LANES 32

#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <curand_kernel.h>

#include <cstdio>

namespace cg = cooperative_groups;

// Sum of in[i] * K over the block through a tile shuffle and shared memory, plus a half round
// trip and a Philox draw, so the lowered path, cooperative groups, fp16 and cuRAND all compile.
__global__ void sum_kernel(const float* in, float* out, float* draw, int n) {
  __shared__ float partial[BLOCK_SIZE / WARP_SIZE];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? __half2float(__float2half(in[i])) * K : 0.0f;
  for (int offset = tile.size() / 2; offset > 0; offset /= 2) v += tile.shfl_down(v, offset);
  if (tile.thread_rank() == 0) partial[threadIdx.x / WARP_SIZE] = v;
  block.sync();
  if (threadIdx.x == 0) {
    float s = 0.0f;
    for (int w = 0; w < BLOCK_SIZE / WARP_SIZE; ++w) s += partial[w];
    atomicAdd(out, s);
  }
  if (i == 0) {
    curandStatePhilox4_32_10_t state;
    curand_init(1234, 0, 0, &state);
    *draw = curand_uniform(&state);
  }
}

// The same sum without cooperative groups, which the CPU backend lowers to thread loops.
__global__ void warp_sum_kernel(const float* in, float* out, int n) {
  __shared__ float partial[BLOCK_SIZE / WARP_SIZE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] * K : 0.0f;
  for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2) v += __shfl_down_sync(~0u, v, offset);
  if (threadIdx.x % WARP_SIZE == 0) partial[threadIdx.x / WARP_SIZE] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0.0f;
    for (int w = 0; w < BLOCK_SIZE / WARP_SIZE; ++w) s += partial[w];
    atomicAdd(out, s);
  }
}

int main() {
  float host[N];
  for (int i = 0; i < N; ++i) host[i] = static_cast<float>(i % 8);  // exact in half and float
  float *in, *out, *draw;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, sizeof(float));
  cudaMalloc(&draw, sizeof(float));
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  cudaMemset(out, 0, sizeof(float));
  sum_kernel<<<SIZE / BLOCK_SIZE, BLOCK_SIZE>>>(in, out, draw, N);
  float sum = 0.0f, uniform = 0.0f, lowered_sum = 0.0f;
  cudaMemcpy(&sum, out, sizeof sum, cudaMemcpyDeviceToHost);
  cudaMemset(out, 0, sizeof(float));
  warp_sum_kernel<<<SIZE / BLOCK_SIZE, BLOCK_SIZE>>>(in, out, N);
  cudaMemcpy(&lowered_sum, out, sizeof lowered_sum, cudaMemcpyDeviceToHost);
  cudaMemcpy(&uniform, draw, sizeof uniform, cudaMemcpyDeviceToHost);
  printf("sum %.1f\n", sum);
  printf("lowered_sum %.1f\n", lowered_sum);
  printf("uniform_in_range %d\n", uniform > 0.0f && uniform <= 1.0f);
  printf("macros %d %d %d\n", A + B, X * Y, EXTRA_FROM_COMMAND_LINE);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
